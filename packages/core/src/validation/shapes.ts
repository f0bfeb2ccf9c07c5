/** A 0x-prefixed 20-byte hex address, any case: the one pattern every address check uses. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** Whether a value is a 0x-prefixed 20-byte hex address (any case). */
export function isAddress(value: unknown): value is `0x${string}` {
  return typeof value === "string" && ADDRESS_PATTERN.test(value);
}

/** Whether a value is a plain JSON object (not null, not an array): the one record guard. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
