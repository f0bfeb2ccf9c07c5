/** 分析生成过程中的中文文案。 */
export const liveAnalysis = {
  writing: "{{model}} 正在撰写分析…",
  pending: "等待中",
  waiting: "正在等待模型给出 {{coin}} 的决策…",
  progress: "已完成 {{done}} / {{total}}",
  notYet: "尚未生成",
  cancel: "取消",
  executeLater: "完整分析返回并完成跨币种规则检查（最多 6 个持仓、保证金）后，才可执行。",
} as const;
