import type { Catalogue } from "../en.ts";

/** 决策记忆的中文文本：分析设置中的开关，以及“AI 看到的内容”中的标记。 */
export const memory: Catalogue["memory"] = {
  label: "决策记忆",
  hint: "把持仓开仓时的计划，以及模型最近对这些币种的决策结果（来自您的成交）一并发给模型。关闭则从零开始分析。",
  localNote: "内置分析师按固定规则决策，不读取记忆。",
  inPrompt: "含记忆",
  off: "记忆已关闭",
};
