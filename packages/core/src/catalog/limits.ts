/** Trade amount of the trading panel, in USDC (product rules §5, §9). */
export const TRADE_AMOUNT = {
  min: 10,
  step: 10,
  default: 100,
  quickAmounts: [50, 100, 500, 1000],
} as const;

/** Leverage every order and decision edit stays within (product rules §9). */
export const LEVERAGE_LIMITS = { min: 1, max: 20 } as const;

/** Input steps of the editable decision fields (product rules §5); steps guide the inputs, they are not enforced. */
export const DECISION_EDIT_STEPS = {
  quantity: 0.001,
  stop_loss: 0.01,
  take_profit: 0.01,
  leverage: 1,
} as const;

/** Auto-trading interval in minutes (product rules §5, §9). */
export const TRADING_INTERVAL = { default: 60, min: 1, max: 1440 } as const;

/**
 * Agent wallet permissions (product rules §5, §9): max order size in USDC and expiry in hours. The default
 * maximum covers the default trade (100 USDC) at the 20x top leverage valued at its worst fill, 5 % past
 * the mid (2,100 USDC): the spec's 1,000 refused the default trade itself.
 */
export const AGENT_LIMITS = {
  maxOrderSize: { min: 100, max: 10000, step: 100, default: 2500, presets: [500, 1000, 2500, 5000] },
  /** The max order size is signed as an integer with this many decimals, like USDC. */
  maxOrderSizeDecimals: 6,
  expiryHours: { min: 1, max: 168, step: 1, default: 24, presets: [1, 6, 24, 72] },
  /** An agent with less time than this left is "expiring soon". */
  expiringSoonMs: 60 * 60 * 1000,
} as const;

/** How much local history the app keeps (product rules §9). */
export const HISTORY_LIMITS = {
  /** Auto-trading history records kept in the app settings. */
  tradingHistory: 5,
  /** Local account-value points per address: 30 days of one point a minute. */
  accountHistoryPoints: 43200,
  /** A new account point closer than this to the last one replaces it. */
  accountHistorySpacingMs: 60_000,
  /** Records of the recent-analysis list. */
  recentAnalyses: 3,
} as const;

/** Account data fetching (product rules §7, §9). */
export const ACCOUNT_FETCH = {
  pollIntervalMs: 30_000,
  overviewTimeoutMs: 10_000,
  /** The performance baseline when the caller gives none. */
  defaultInitialBalance: 10000,
  /** The trading panel's analysis baseline when no trade amount is set. */
  analysisInitialBalance: 100,
} as const;

/**
 * Hyperliquid's base-tier perpetual fees, in percent of the notional: the one fee figure every screen shows (the
 * exchange menu, Learn, replay), and what the local exchange charges.
 */
export const HYPERLIQUID_FEES = { takerPercent: 0.045, makerPercent: 0.015 } as const;

/** Guidance the analysis prompt gives the model (product rules §9). */
export const PROMPT_GUIDANCE = {
  /** A taker fee to open and another to close. */
  roundTripFeePercent: HYPERLIQUID_FEES.takerPercent * 2,
  marginPercentOfCash: { min: 5, max: 100 },
  minLeverage: 5,
  /** Share of the position's margin at risk between entry and stop loss. */
  riskOfMargin: { min: 0.2, max: 0.8 },
  maxConcurrentPositions: 6,
} as const;

/** Encryption of the agent key in session storage (product rules §9): PBKDF2 iterations, salt and IV sizes. */
export const KEY_ENCRYPTION = { iterations: 100000, saltBytes: 16, ivBytes: 12 } as const;

/** The analysis cost note of the AI setup tab (product rules §9). */
export const ANALYSIS_COST_NOTE = {
  tokensPerAnalysis: { min: 2000, max: 5000 },
  costUsdPerAnalysis: { min: 0.02, max: 0.15 },
  newUserFreeCreditsUsd: { min: 5, max: 10 },
  keysNeeded: { native: { min: 3, max: 4 }, openrouter: { min: 1, max: 1 } },
} as const;

/** RSI levels the prompt calls hot and cold (product rules §9). */
export const RSI_THRESHOLDS = { hot: 70, cold: 30 } as const;
