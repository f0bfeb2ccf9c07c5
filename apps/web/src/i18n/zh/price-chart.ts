import type { priceChart as english } from "../en/price-chart.ts";

/** 单个币种的价格图（中文目录的一部分）。 */
export const priceChart: typeof english = {
  open: "价格图",
  openFor: "打开 {{coin}} 价格图",
  title: "{{coin}} 价格",
  description: "来自交易所的K线，并标出这笔交易的价格线",
  interval: "K线周期",
  intervals: { "5m": "5分", "15m": "15分", "1h": "1时", "4h": "4时", "1d": "1日" },
  levels: { entry: "入场", stop: "止损", target: "止盈", liquidation: "强平" },
  loading: "正在加载K线…",
  loadFailed: "无法加载价格图",
  empty: "暂无K线",
  emptyDetail: "交易所在这段时间内还没有该币种的成交。",
  summary:
    "{{coin}}，{{from}} 至 {{to}} 共 {{count}} 根{{interval}}K线：开盘 {{open}}，最新 {{close}}（{{change}}），最高 {{high}}，最低 {{low}}。",
  levelsSummary: "价格线：{{levels}}。",
  noLevels: "没有可画的入场、止损、止盈或强平价格线。",
  levelItem: "{{label}} {{price}}",
};
