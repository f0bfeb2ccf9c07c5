import type { Catalogue } from "../en.ts";

/** Chinese texts of the community screens (part of the Chinese catalogue). */
export const community: Catalogue["community"] = {
  demoTitle: "演示数据。",
  demoBody:
    "以下内容全部是固定示例，并非真实交易者或真实结果；只有上方的“你的战绩（真实）”是你自己的。真实排行榜和 AI 模型对比将在 V2.0 推出。",
  leaderboard: "前 10 名交易者（演示）",
  demoPeriod: "{{period}} · 演示",
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
  myRecord: {
    title: "你的战绩（真实）",
    description: "来自本应用的数据库和你模拟账户的成交记录，不是演示数据。",
    connect: "连接钱包后，可查看你自己按模型统计的分析、执行和结果。",
    loading: "正在加载你的战绩…",
    failed: "加载战绩失败",
    empty: "还没有分析。在「AI 交易」中运行一次，就会显示在这里。",
    model: "模型",
    localAnalyst: "本地分析器",
    analyses: "分析次数",
    executions: "执行次数",
    closedTrades: "已平仓交易",
    realizedPnl: "已实现盈亏",
    note: "每次执行计入它之前最近一次分析所用的模型；每笔平仓（包括止损和止盈）计入开出该币种仓位的那次执行的模型。盈亏为交易所给出的已实现盈亏，未扣手续费。",
  },
};
