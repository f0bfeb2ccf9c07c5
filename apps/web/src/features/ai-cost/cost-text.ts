/**
 * A cost in USD for people: cents for a dollar and more, four decimals below a cent (an analysis usually
 * costs a fraction of a cent), "$0" for nothing.
 */
export function formatCostUsd(usd: number): string {
  if (usd === 0) return "$0";
  if (usd >= 1) return `$${usd.toFixed(2)}`;
  return `$${usd < 0.0001 ? "<0.0001" : usd.toFixed(4)}`;
}
