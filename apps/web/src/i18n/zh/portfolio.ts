import type { Catalogue } from "../en.ts";

/** Chinese texts of the portfolio screens (part of the Chinese catalogue). */
export const portfolio: Catalogue["portfolio"] = {
  chart: {
    title: "账户资金曲线",
    unit: "单位",
    timeframe: "时间范围",
    timeframes: { "24H": "24小时", "7D": "7天", "30D": "30天", ALL: "全部" },
    loadingError: "加载错误",
    empty: "暂无历史数据",
    emptyDetail: "数据产生后会显示在这里。",
    executed: "交易",
    summary:
      "账户价值 {{from}} 至 {{to}}：开始时 {{first}}，结束时 {{last}}，最高 {{high}}，最低 {{low}}。线上标出了交易。",
  },
  close: {
    button: "平仓",
    rowLabel: "平掉 {{coin}} 仓位",
    title: "平仓",
    description: "以市价平掉你全部的 {{coin}} 仓位？",
    confirm: "确认平仓",
    closing: "平仓中...",
    failed: "平仓失败",
    serverMode:
      "应用的服务器钱包会为你的模拟账户发送只减仓市价单，并撤销该仓位的止损和止盈单。在「AI 设置」中创建代理钱包后，可改为在浏览器中签名。",
  },
  analyses: {
    localModel: "本地分析师",
    title: "最近分析",
    description: "你最近的 3 次 AI 分析；点击可在「AI 交易」中查看",
    open: "在「AI 交易」中打开 {{time}} 的分析",
    error: "无法加载最近的分析",
    empty: "暂无分析",
    emptyDetail: "在「AI 交易」中运行一次分析后，它会显示在这里。",
  },
};
