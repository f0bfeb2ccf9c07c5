/** Timings of transient notices (product rules §9). */
export const NOTICE_DURATIONS = {
  /** How long "copied" shows after copying an address. */
  copyConfirmationMs: 2000,
  /** How long the saved-key notice shows. */
  savedKeyNoticeMs: 3000,
} as const;

/** The account equity chart (product rules §9). */
export const EQUITY_CHART = {
  maxPoints: 2000,
  heightPx: 280,
  /** Lines with more points than this hide their dots. */
  hideDotsAbovePoints: 50,
  /** Percent axis: 20% of the range, at least 1 point. */
  percentPadding: { ratioOfRange: 0.2, min: 1 },
  /** P&L axis: 15% of the range, at least 10 USDC. */
  pnlPadding: { ratioOfRange: 0.15, min: 10 },
  /** Equity axis: 15% of the range, or 1% of the initial balance when the range is flat. */
  equityPadding: { ratioOfRange: 0.15, ratioOfInitialBalance: 0.01 },
  usdcDecimals: 2,
} as const;

/** Sizes and counts of the interface (product rules §9). */
export const DISPLAY = {
  ethDecimals: 4,
  /** An address is shortened to its first 6 and last 4 characters. */
  addressHead: 6,
  addressTail: 4,
  whatAiSeesMaxHeightPx: 500,
  leaderboardEntries: 10,
  coinGridColumns: { majors: 6, searchResults: 4 },
} as const;

/** Browser storage names the spec gives (product rules §9). */
export const STORAGE_KEYS = { walletAddress: "wallet_address" } as const;
