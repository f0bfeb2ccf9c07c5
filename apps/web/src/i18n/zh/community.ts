import type { Catalogue } from "../en.ts";

/** Chinese texts of the community screens (part of the Chinese catalogue). */
export const community: Catalogue["community"] = {
  demoTitle: "演示数据。",
  demoBody: "本页内容全部是固定示例，并非真实交易者或真实结果。真实排行榜和 AI 模型对比将在 V2.0 推出。",
  leaderboard: "前 10 名交易者（演示）",
  period: "周期",
  tradesCount: "{{count}} 笔交易",
  winRate: "胜率",
  badges: { gold: "金牌", silver: "银牌", bronze: "铜牌", rising: "新星", steady: "稳健" },
  models: "AI 模型对比（演示）",
  totalPnl: "总盈亏",
  avgProfit: "平均收益",
  decisions: "决策数",
  activeTraders: "活跃交易者（演示）",
  todayVolume: "今日成交量（演示）",
  aiDecisions: "AI 决策数（演示）",
  viewLeaderboard: "查看完整排行榜",
  viewComparison: "查看详细对比",
};
