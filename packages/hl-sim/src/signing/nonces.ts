const DAY_MS = 86_400_000;

/** Hyperliquid keeps the 100 highest nonces of each signer. */
export const TRACKED_NONCES = 100;
/** How far in the past a nonce may be: it must lie in (now − 2 days, now + 1 day). */
export const NONCE_PAST_MS = 2 * DAY_MS;
/** How far in the future a nonce may be. */
export const NONCE_FUTURE_MS = DAY_MS;

/**
 * Hyperliquid's nonce rules, per signer (an agent or operator shares one set across the accounts it
 * signs for): within the time window, never used before, and above the smallest of the 100 highest
 * nonces once 100 are stored.
 */
export class NonceTracker {
  readonly #bySigner = new Map<string, number[]>();

  /**
   * Null when the signer may use `nonce` at `now`, otherwise Hyperliquid's error message, worded as
   * the exchange answers (captured by client libraries: "Invalid nonce: nonce too low 1776584283874 <
   * 1776584799101", "… nonce too high N > M", "… duplicate nonce N").
   */
  check(signer: string, nonce: number, now: number): string | null {
    const oldest = now - NONCE_PAST_MS;
    if (nonce <= oldest) return `Invalid nonce: nonce too low ${nonce} < ${oldest}`;
    const newest = now + NONCE_FUTURE_MS;
    if (nonce >= newest) return `Invalid nonce: nonce too high ${nonce} > ${newest}`;
    const used = this.#bySigner.get(signer) ?? [];
    if (used.includes(nonce)) return `Invalid nonce: duplicate nonce ${nonce}`;
    const smallest = used[0];
    if (used.length >= TRACKED_NONCES && smallest !== undefined && nonce <= smallest) {
      return `Invalid nonce: nonce too low ${nonce} < ${smallest}`;
    }
    return null;
  }

  /** The nonces kept per signer (the exchange's snapshot). */
  toData(): [signer: string, nonces: number[]][] {
    return [...this.#bySigner].map(([signer, nonces]) => [signer, [...nonces]]);
  }

  /** Replaces every signer's nonces with those `toData` listed (restoring a snapshot). */
  load(data: readonly (readonly [string, readonly number[]])[]): void {
    this.#bySigner.clear();
    for (const [signer, nonces] of data) this.#bySigner.set(signer, [...nonces]);
  }

  /** Marks `nonce` used by `signer` (call only after `check` passed). */
  record(signer: string, nonce: number): void {
    const used = this.#bySigner.get(signer) ?? [];
    used.push(nonce);
    used.sort((a, b) => a - b);
    if (used.length > TRACKED_NONCES) used.splice(0, used.length - TRACKED_NONCES);
    this.#bySigner.set(signer, used);
  }
}
