import { createHash } from "node:crypto";
import { AppError } from "@app/core";

/** How long an execution without an idempotency key counts as a duplicate of an identical one. */
export const IMPLICIT_KEY_WINDOW_MS = 60_000;
/** How long the body sent with a client's key is remembered, to refuse the key with another body. */
const CLIENT_KEY_MEMORY_MS = 24 * 3_600_000;
const MAX_REMEMBERED = 100_000;

const digestOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/**
 * Turns requests into execution idempotency keys, scoped to the account so two users' keys never meet.
 * A client should send one key per execution (header `Idempotency-Key`); the same key with another body
 * is refused with IDEMPOTENCY_KEY_REUSED rather than answered with the first execution's results.
 * Without a key, an identical body within IMPLICIT_KEY_WINDOW_MS of the first (a sliding window, not a
 * calendar minute) is taken for a retry, since a double-click or a proxy retry must not fill twice.
 * Remembered in this process; after a restart the database's unique key still stops a replayed key.
 */
export class ExecutionKeys {
  readonly #seen = new Map<string, { at: number; key: string; digest: string }>();

  keyFor(scope: string, clientKey: string | undefined, body: unknown, now: number): string {
    const digest = digestOf(body);
    this.#forgetOld(now);
    if (clientKey) {
      const key = `${scope}:key:${clientKey}`;
      const seen = this.#seen.get(key);
      if (seen && seen.digest !== digest) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", {
          details: `Idempotency-Key ${clientKey} was first sent with another body`,
        });
      }
      if (!seen) this.#seen.set(key, { at: now, key, digest });
      return key;
    }
    const id = `${scope}:body:${digest}`;
    const seen = this.#seen.get(id);
    if (seen && now - seen.at < IMPLICIT_KEY_WINDOW_MS) return seen.key;
    const key = `${id}:${now}`;
    this.#seen.set(id, { at: now, key, digest });
    return key;
  }

  #forgetOld(now: number): void {
    if (this.#seen.size < MAX_REMEMBERED) return;
    for (const [id, entry] of this.#seen) {
      const keep = id.includes(":key:") ? CLIENT_KEY_MEMORY_MS : IMPLICIT_KEY_WINDOW_MS;
      if (now - entry.at >= keep) this.#seen.delete(id);
    }
    // Still full of live keys: drop the oldest half (insertion order) rather than grow without bound.
    if (this.#seen.size >= MAX_REMEMBERED)
      for (const id of [...this.#seen.keys()].slice(0, MAX_REMEMBERED / 2)) this.#seen.delete(id);
  }
}

/**
 * The client order id of one order of an execution, derived from its key: the same execution always
 * names its orders the same way, so what reached the exchange can be found by cloid after a failure.
 */
export function deterministicCloid(key: string, index: number, kind: string): `0x${string}` {
  return `0x${createHash("sha256").update(`${key}|${index}|${kind}`).digest("hex").slice(0, 32)}`;
}
