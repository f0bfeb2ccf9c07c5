import { USD_DECIMALS } from "../numbers/decimal.ts";
import { Account } from "./account.ts";
import type { AccountData } from "./account-data.ts";

/** Addresses seen in queries but never acted for that are remembered (the oldest are forgotten first). */
export const MAX_SEEN_ADDRESSES = 100_000;

/**
 * The paper accounts, one per lower-case address. An account opens on its first authorised action
 * with the configured USDC balance (the local stand-in for Hyperliquid's "deposit before trading");
 * before that, queries show it as it would open, without keeping or journaling anything, so naming
 * new addresses in queries cannot fill the disk. An address seen in a query may then sign for itself.
 */
export class AccountStore {
  readonly #accounts = new Map<string, Account>();
  /** Addresses queried but not opened, in the order first seen (kept in memory only, bounded). */
  readonly #seen = new Set<string>();
  readonly #initialBalance: number;

  /** `initialBalance` in USDC. */
  constructor(initialBalance: number) {
    this.#initialBalance = Math.round(initialBalance * 10 ** USD_DECIMALS);
  }

  /** The account of an address, opened with the initial balance at `now` if it has none yet. */
  open(address: string, now: number): Account {
    const key = address.toLowerCase();
    let account = this.#accounts.get(key);
    if (!account) {
      account = new Account(key, now, this.#initialBalance);
      this.#accounts.set(key, account);
      this.#seen.delete(key);
    }
    return account;
  }

  /** The account of an address for a query: the opened one, or one as it would open now (not kept). */
  view(address: string, now: number): Account {
    const opened = this.find(address);
    if (opened) return opened;
    const key = address.toLowerCase();
    this.markSeen(key);
    return new Account(key, now, this.#initialBalance);
  }

  /** Notes that `address` was queried (or acted, when replaying): it may sign for itself. */
  markSeen(address: string): void {
    const key = address.toLowerCase();
    if (this.#accounts.has(key) || this.#seen.has(key)) return;
    this.#seen.add(key);
    if (this.#seen.size > MAX_SEEN_ADDRESSES) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
  }

  /** Whether the address has an account or was seen in a query. */
  isKnown(address: string): boolean {
    const key = address.toLowerCase();
    return this.#accounts.has(key) || this.#seen.has(key);
  }

  /** Every opened account, in opening order. */
  all(): IterableIterator<Account> {
    return this.#accounts.values();
  }

  /** Every account as plain data, in opening order (the exchange's snapshot). */
  toData(): AccountData[] {
    return [...this.#accounts.values()].map((account) => account.toData());
  }

  /** Replaces every account with those `toData` described (restoring a snapshot). */
  load(data: readonly AccountData[]): void {
    this.#accounts.clear();
    for (const entry of data) this.#accounts.set(entry.address, Account.fromData(entry));
  }

  /** The account of an address if it was already opened. */
  find(address: string): Account | undefined {
    return this.#accounts.get(address.toLowerCase());
  }
}
