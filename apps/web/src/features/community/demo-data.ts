/**
 * The community tab's demonstration data (product rules §2 "Community tab", §9): hard-coded, never real, and
 * labelled as a demo wherever it is shown.
 */

/** A demo leaderboard row (product rules §3). */
export interface DemoLeader {
  readonly rank: number;
  readonly address: string;
  readonly profit: number;
  readonly trades: number;
  readonly winRate: number;
  readonly badge: "gold" | "silver" | "bronze" | "rising" | "steady";
}

/** A demo AI model row (product rules §3). */
export interface DemoModel {
  readonly name: string;
  readonly totalPnl: number;
  readonly winRate: number;
  readonly trades: number;
  readonly avgProfit: number;
}

/** The top 10 (product rules §9: 10 entries). */
export const DEMO_LEADERS: readonly DemoLeader[] = [
  {
    rank: 1,
    address: "0x7a3f9c21b8e4d5a6f0c1e2d3b4a5968778c9d0e1",
    profit: 48210,
    trades: 312,
    winRate: 71.2,
    badge: "gold",
  },
  {
    rank: 2,
    address: "0x1b8e44c09f2a3d5e6b7c8d9e0f1a2b3c4d5e2f9a",
    profit: 39875,
    trades: 268,
    winRate: 68.7,
    badge: "silver",
  },
  {
    rank: 3,
    address: "0xc4d2a7e3f1b0c9d8e7f6a5b4c3d2e1f0a9b87c31",
    profit: 33402,
    trades: 401,
    winRate: 64.1,
    badge: "bronze",
  },
  {
    rank: 4,
    address: "0x9e0f5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a4b77",
    profit: 27950,
    trades: 189,
    winRate: 66.4,
    badge: "rising",
  },
  {
    rank: 5,
    address: "0x5f6a1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6b8d02",
    profit: 24118,
    trades: 233,
    winRate: 62.9,
    badge: "steady",
  },
  {
    rank: 6,
    address: "0x2c3d8b9a0f1e2d3c4b5a6f7e8d9c0b1a2f3e19e4",
    profit: 19760,
    trades: 154,
    winRate: 65.6,
    badge: "rising",
  },
  {
    rank: 7,
    address: "0xa8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6c8",
    profit: 16343,
    trades: 298,
    winRate: 58.4,
    badge: "steady",
  },
  {
    rank: 8,
    address: "0x3e4f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d7f15",
    profit: 13027,
    trades: 121,
    winRate: 61.2,
    badge: "rising",
  },
  {
    rank: 9,
    address: "0xd0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c73a60",
    profit: 10884,
    trades: 176,
    winRate: 57.9,
    badge: "steady",
  },
  {
    rank: 10,
    address: "0x6b7c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a5e8b",
    profit: 8615,
    trades: 143,
    winRate: 56.6,
    badge: "steady",
  },
];

/** The four models compared (product rules §2). */
export const DEMO_MODELS: readonly DemoModel[] = [
  { name: "DeepSeek", totalPnl: 25.8, winRate: 67.3, trades: 3421, avgProfit: 1.42 },
  { name: "Claude", totalPnl: 23.5, winRate: 65.8, trades: 2987, avgProfit: 1.31 },
  { name: "Qwen", totalPnl: 22.1, winRate: 63.9, trades: 2654, avgProfit: 1.18 },
  { name: "GPT-4", totalPnl: 21.3, winRate: 62.4, trades: 3391, avgProfit: 1.09 },
];

/** The three stat tiles (product rules §9). */
export const DEMO_STATS = { activeTraders: 2847, todayVolume: 8_400_000, aiDecisions: 12453 } as const;

/** The period buttons (product rules §2: they do nothing). */
export const DEMO_PERIODS = ["24H", "7D", "30D"] as const;
