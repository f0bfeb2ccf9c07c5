/** Plain decimal notation, as a number input produces it: no hex, no "Infinity", no trailing text. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The number a text input holds: `undefined` when it is blank, `NaN` when it is not a decimal number.
 * Stricter than `Number()`, which reads "0x1f" as 31 and "" as 0.
 */
export function parseNumberInput(input: string): number | undefined {
  const text = input.trim();
  if (text === "") return undefined;
  if (!DECIMAL.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}
