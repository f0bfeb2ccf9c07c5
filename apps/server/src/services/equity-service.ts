import { ACCOUNT_FETCH } from "@app/core";
import type { EquityPoint, EquityStore } from "../db/equity-store.ts";
import type { ExecutionStore } from "../db/execution-store.ts";

/** Overview reads closer together than this add no equity snapshot (the web app polls every 30 s). */
export const SNAPSHOT_SPACING_MS = 60_000;

/** Records account equity per address over time: after every execution, and at most once a minute on reads. */
export class EquityService {
  readonly #equity: EquityStore;
  readonly #executions: ExecutionStore;
  readonly #now: () => number;
  readonly #lastRead = new Map<string, number>();

  constructor(equity: EquityStore, executions: ExecutionStore, now: () => number = Date.now) {
    this.#equity = equity;
    this.#executions = executions;
    this.#now = now;
  }

  /** Records the equity of `address`; the cycle number is how many executions it has finished. */
  async record(address: string, totalEquity: number, initialBalance?: number): Promise<EquityPoint> {
    const base = initialBalance ?? ACCOUNT_FETCH.defaultInitialBalance;
    const pnl = totalEquity - base;
    const point: EquityPoint = {
      timestamp: this.#now(),
      total_equity: totalEquity,
      pnl,
      pnl_pct: base > 0 ? (pnl / base) * 100 : 0,
      cycle_number: await this.#executions.completedCount(address),
    };
    await this.#equity.record(address, point);
    this.#lastRead.set(address, point.timestamp);
    return point;
  }

  /** Records the equity seen by a read, unless one was recorded in the last minute. */
  async recordRead(address: string, totalEquity: number, initialBalance: number): Promise<void> {
    const last = this.#lastRead.get(address);
    if (last !== undefined && this.#now() - last < SNAPSHOT_SPACING_MS) return;
    this.#lastRead.set(address, this.#now());
    await this.record(address, totalEquity, initialBalance);
  }

  /** The equity history of an address, oldest first. */
  history(address: string, limit: number): Promise<EquityPoint[]> {
    return this.#equity.history(address, limit);
  }
}
