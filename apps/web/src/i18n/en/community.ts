/** English texts of the community screens (part of the English catalogue). */
export const community = {
  demoTitle: "Demo data.",
  demoBody:
    "Everything on this tab is a fixed example, not real traders or results. A real leaderboard and AI model comparison arrive in V2.0.",
  leaderboard: "Top 10 traders (demo)",
  period: "Period",
  tradesCount: "{{count}} trades",
  winRate: "Win rate",
  badges: { gold: "Gold", silver: "Silver", bronze: "Bronze", rising: "Rising", steady: "Steady" },
  models: "AI model comparison (demo)",
  totalPnl: "Total P&L",
  avgProfit: "Avg profit",
  decisions: "Decisions",
  activeTraders: "Active traders (demo)",
  todayVolume: "Today's volume (demo)",
  aiDecisions: "AI decisions (demo)",
  viewLeaderboard: "View Full Leaderboard",
  viewComparison: "View Detailed Comparison",
};
