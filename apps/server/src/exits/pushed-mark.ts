import { nextStop, withMark } from "@app/core";
import type { StoredExit } from "../db/exit-store.ts";

/** A stop the manager looked at in its last pass, as it stood then, to judge a pushed mark against. */
export interface WatchedStop {
  /** The exit with the stop, best mark and last move as the pass left them. */
  readonly exit: StoredExit;
  readonly atr: number | null;
  readonly szDecimals: number;
  /** No push starts a pass for this stop before then (a move the exchange refused waits a move interval). */
  readonly quietUntil: number;
}

/**
 * Whether a pushed `mark` would move this stop now, purely: the policy's next stop from the stop and best
 * mark the last pass saw, and the move interval rested. A push that would not is left to the next poll, so a
 * busy market does not turn every tick into reads of the exchange.
 */
export function movesOnMark(
  watched: WatchedStop,
  mark: number,
  now: number,
  minMoveIntervalMs: number,
): boolean {
  const { exit } = watched;
  if (now < watched.quietUntil) return false;
  if (exit.lastMoveAt !== null && now - exit.lastMoveAt < minMoveIntervalMs) return false;
  const state = withMark(
    {
      side: exit.side,
      entryPrice: exit.entryPrice,
      initialStop: exit.initialStop,
      stop: exit.stop,
      extreme: exit.extreme,
    },
    mark,
  );
  return (
    nextStop(exit.policy, state, { price: mark, atr: watched.atr, szDecimals: watched.szDecimals }) !== null
  );
}

/**
 * The stops and accounts one pass of the manager looked at, against which the exchange's pushes are judged until
 * the next pass: a mark that would move a stop, or an order of a managed coin that left the book, asks for a pass
 * at once.
 */
export class WatchedStops {
  readonly #byCoin = new Map<string, WatchedStop[]>();
  readonly #accounts = new Map<`0x${string}`, Set<string>>();
  /** The standing protections of each account: their cloids, with the address each protects. */
  readonly #protections = new Map<`0x${string}`, Map<string, `0x${string}`>>();

  /** Adds a stop of `account` on `coin` (its exchange name) as the pass left it. */
  add(account: `0x${string}`, coin: string, stop: WatchedStop): void {
    const list = this.#byCoin.get(coin) ?? [];
    list.push(stop);
    this.#byCoin.set(coin, list);
    const coins = this.#accounts.get(account) ?? new Set<string>();
    coins.add(coin);
    this.#accounts.set(account, coins);
  }

  /** The exchange coins with a watched stop (their marks to follow). */
  coins(): Set<string> {
    return new Set(this.#byCoin.keys());
  }

  /** Adds a standing protection (a stop or take profit this app placed) of `address` on `account`. */
  addProtection(account: `0x${string}`, address: `0x${string}`, cloid: string): void {
    const cloids = this.#protections.get(account) ?? new Map<string, `0x${string}`>();
    cloids.set(cloid, address);
    this.#protections.set(account, cloids);
  }

  /** The accounts with a watched stop or protection (their orders to follow). */
  accounts(): Set<`0x${string}`> {
    return new Set([...this.#accounts.keys(), ...this.#protections.keys()]);
  }

  /** The addresses a protection of which pushed order updates of `account` took off the book. */
  protectionsEnded(
    account: `0x${string}`,
    updates: readonly { status: string; order: { cloid?: string | undefined } }[],
  ): Set<`0x${string}`> {
    const cloids = this.#protections.get(account);
    const ended = new Set<`0x${string}`>();
    for (const { status, order } of updates) {
      const address = order.cloid === undefined ? undefined : cloids?.get(order.cloid);
      if (address && status !== "open") ended.add(address);
    }
    return ended;
  }

  /**
   * A pushed mark of `coin`: whether it would move one of its stops now, and the stops whose best mark it
   * improved (kept here from now on, for the next push, and to record).
   */
  mark(
    coin: string,
    mark: number,
    now: number,
    minMoveIntervalMs: number,
  ): { moves: boolean; improved: StoredExit[] } {
    const watched = this.#byCoin.get(coin) ?? [];
    let moves = false;
    const improved: StoredExit[] = [];
    watched.forEach((stop, index) => {
      if (movesOnMark(stop, mark, now, minMoveIntervalMs)) moves = true;
      const { exit } = stop;
      const best = exit.side === "LONG" ? Math.max(exit.extreme, mark) : Math.min(exit.extreme, mark);
      if (best === exit.extreme) return;
      const better = { ...exit, extreme: best };
      watched[index] = { ...stop, exit: better };
      improved.push(better);
    });
    return { moves, improved };
  }

  /** Whether pushed order updates of `account` took an order of a watched coin off the book (cancelled, triggered, filled …). */
  ordersEnded(
    account: `0x${string}`,
    updates: readonly { status: string; order: { coin: string } }[],
  ): boolean {
    const coins = this.#accounts.get(account);
    return (
      coins !== undefined &&
      updates.some((update) => update.status !== "open" && coins.has(update.order.coin))
    );
  }
}
