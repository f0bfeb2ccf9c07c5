/** English texts of what analyses cost: the result's cost line, the lists and AI Setup's day total and budget. */
export const aiCost = {
  line: "{{input}} tokens in ({{cached}} cached) · {{output}} out · {{cost}}",
  free: "Built-in analyst · free",
  unpriced: "unpriced",
  unpricedHint: "This model has no known price, so its cost is not counted in the day's total.",
  title: "AI cost today",
  description: "What this wallet's analyses cost since 00:00 UTC, from the providers' usage or list prices.",
  total: "Spent today",
  count_one: "{{count}} analysis",
  count_other: "{{count}} analyses",
  unpricedCount_one: "{{count}} unpriced, not counted",
  unpricedCount_other: "{{count}} unpriced, not counted",
  budget: "Daily AI budget (USD)",
  budgetHint:
    "Past it, analyses by a model (manual and auto-trading) are refused before any provider is asked. Empty: no limit.",
  budgetInvalid: "Enter an amount above 0 and at most {{max}}, or leave it empty",
  save: "Save budget",
  clear: "No limit",
  saved: "Budget saved",
  reached: "Today's budget is used up: analyses by a model are refused until 00:00 UTC.",
  loadError: "Could not load today's AI cost",
  connect: "Connect a wallet to see its AI cost and set a budget.",
} as const;
