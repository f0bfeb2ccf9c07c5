import { createHash } from "node:crypto";

/** How long an execution without an idempotency key counts as a duplicate of an identical one. */
export const IMPLICIT_KEY_WINDOW_MS = 60_000;

/**
 * The idempotency key of an execution, scoped to the account so two users' keys never meet. A client
 * should send one per execution (header `Idempotency-Key`); without one, an identical body within the
 * same minute is taken for a retry, since a double-click or a proxy retry must not fill twice.
 */
export function executionKey(
  scope: string,
  clientKey: string | undefined,
  body: unknown,
  now: number,
): string {
  if (clientKey) return `${scope}:key:${clientKey}`;
  const digest = createHash("sha256").update(JSON.stringify(body)).digest("hex");
  return `${scope}:body:${digest}:${Math.floor(now / IMPLICIT_KEY_WINDOW_MS)}`;
}

/**
 * The client order id of one order of an execution, derived from its key: the same execution always
 * names its orders the same way, so what reached the exchange can be found by cloid after a failure.
 */
export function deterministicCloid(key: string, index: number, kind: string): `0x${string}` {
  return `0x${createHash("sha256").update(`${key}|${index}|${kind}`).digest("hex").slice(0, 32)}`;
}
