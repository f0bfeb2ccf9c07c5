import { USD_DECIMALS } from "../numbers/decimal.ts";
import { Account } from "./account.ts";
import type { AccountData } from "./account-data.ts";

/**
 * The paper accounts, one per lower-case address. An account opens on first use (the first info
 * query about the address, or an authorised action for it) with the configured USDC balance: the
 * local stand-in for Hyperliquid's "deposit before trading".
 */
export class AccountStore {
  readonly #accounts = new Map<string, Account>();
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
    }
    return account;
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
