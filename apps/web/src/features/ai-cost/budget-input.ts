import { MAX_DAILY_BUDGET_USD } from "@app/core";

/** What the budget field's text means: a budget in USD, no limit (empty), or invalid input. */
export type BudgetInput = { kind: "budget"; usd: number } | { kind: "none" } | { kind: "invalid" };

/** Reads the daily-budget field: empty is no limit; otherwise a number above 0 and at most the maximum. */
export function parseBudgetInput(text: string): BudgetInput {
  const trimmed = text.trim().replace(/^\$/, "").replace(",", ".");
  if (trimmed === "") return { kind: "none" };
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { kind: "invalid" };
  const usd = Number(trimmed);
  return usd > 0 && usd <= MAX_DAILY_BUDGET_USD ? { kind: "budget", usd } : { kind: "invalid" };
}
