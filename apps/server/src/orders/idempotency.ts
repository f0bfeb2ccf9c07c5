import { createHash } from "node:crypto";
import { AppError } from "@app/core";

/** How long an execution without an idempotency key counts as a duplicate of an identical one. */
export const IMPLICIT_KEY_WINDOW_MS = 60_000;
/** How long the body sent with a client's key is remembered, to refuse the key with another body. */
const CLIENT_KEY_MEMORY_MS = 24 * 3_600_000;
const MAX_REMEMBERED = 100_000;

/** Finds the newest stored execution key starting with `prefix` created at or after `since`. */
export type RecentKeyLookup = (prefix: string, since: number) => Promise<string | undefined>;

const digestOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/**
 * Turns requests into execution idempotency keys, scoped to the account so two users' keys never meet.
 * A client should send one key per execution (header `Idempotency-Key`); the same key with another body
 * is refused with IDEMPOTENCY_KEY_REUSED rather than answered with the first execution's results.
 * Without a key, an identical body within IMPLICIT_KEY_WINDOW_MS of the first (a sliding window, not a
 * calendar minute) is taken for a retry, since a double-click or a proxy retry must not fill twice.
 * Remembered in this process, and looked up in the database when this process has not seen a body: a
 * retry that arrives after a restart still finds the first execution (its key names the body's digest and
 * when it was first seen). A replayed client key is stopped by the database's unique key, and the same key
 * with another body is refused by ExecutionLedger against the stored orders.
 */
export class ExecutionKeys {
  readonly #seen = new Map<string, { at: number; key: Promise<string>; digest: string }>();
  readonly #recent: RecentKeyLookup | undefined;

  /** `recent` finds the newest stored key starting with a prefix, created at or after a time. */
  constructor(recent?: RecentKeyLookup) {
    this.#recent = recent;
  }

  async keyFor(scope: string, clientKey: string | undefined, body: unknown, now: number): Promise<string> {
    const digest = digestOf(body);
    this.#forgetOld(now);
    if (clientKey) {
      const key = `${scope}:key:${clientKey}`;
      const seen = this.#seen.get(key);
      if (seen && seen.digest !== digest) {
        throw new AppError("IDEMPOTENCY_KEY_REUSED", {
          detail: { key: "errorDetail.idempotencyKeyOtherBody", params: { key: clientKey } },
        });
      }
      if (!seen) this.#seen.set(key, { at: now, key: Promise.resolve(key), digest });
      return key;
    }
    const id = `${scope}:body:${digest}`;
    const seen = this.#seen.get(id);
    if (seen && now - seen.at < IMPLICIT_KEY_WINDOW_MS) return seen.key;
    // Remembered before the lookup, so an identical request arriving meanwhile waits for the same key.
    const key = this.#storedOrNew(id, now);
    this.#seen.set(id, { at: now, key, digest });
    return key;
  }

  async #storedOrNew(id: string, now: number): Promise<string> {
    const stored = await this.#recent?.(`${id}:`, now - IMPLICIT_KEY_WINDOW_MS);
    return stored ?? `${id}:${now}`;
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

/** JSON with every object's keys sorted: the same value gives the same text after a database round trip. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
