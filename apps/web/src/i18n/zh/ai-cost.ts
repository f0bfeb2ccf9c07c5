import type { Catalogue } from "../en.ts";

/** 分析费用的中文文本：结果中的费用行、列表以及 AI 设置中的当日合计与预算。 */
export const aiCost: Catalogue["aiCost"] = {
  line: "输入 {{input}} tokens（缓存 {{cached}}）· 输出 {{output}} · {{cost}}",
  free: "内置分析师 · 免费",
  unpriced: "未定价",
  unpricedHint: "该模型没有已知价格，其费用不计入当日合计。",
  title: "今日 AI 费用",
  description: "该钱包自 UTC 00:00 以来的分析费用，来自服务商报告的用量或公开价格。",
  total: "今日花费",
  count_other: "{{count}} 次分析",
  unpricedCount_other: "{{count}} 次未定价，未计入",
  budget: "每日 AI 预算（USD）",
  budgetHint: "超过后，使用模型的分析（手动和自动交易）会在调用任何服务商之前被拒绝。留空表示不限。",
  budgetInvalid: "请输入大于 0 且不超过 {{max}} 的金额，或留空",
  save: "保存预算",
  clear: "不限",
  saved: "预算已保存",
  reached: "今日预算已用完：在 UTC 00:00 之前，使用模型的分析将被拒绝。",
  loadError: "无法加载今日 AI 费用",
  connect: "连接钱包后可查看其 AI 费用并设置预算。",
};
