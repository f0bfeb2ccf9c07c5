import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "./database.ts";
import { equitySnapshots } from "./schema.ts";

/** One equity history point (product rules §3). */
export interface EquityPoint {
  readonly timestamp: number;
  readonly total_equity: number;
  readonly pnl: number;
  readonly pnl_pct: number;
  readonly cycle_number: number;
}

/** Keeps account equity over time, per address. */
export class EquityStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Records one point. */
  async record(address: string, point: EquityPoint): Promise<void> {
    await this.#db.insert(equitySnapshots).values({
      address,
      timestamp: point.timestamp,
      totalEquity: point.total_equity,
      pnl: point.pnl,
      pnlPct: point.pnl_pct,
      cycleNumber: point.cycle_number,
    });
  }

  /** The latest point of an address, if any. */
  async latest(address: string): Promise<EquityPoint | undefined> {
    const rows = await this.#db
      .select()
      .from(equitySnapshots)
      .where(eq(equitySnapshots.address, address))
      .orderBy(desc(equitySnapshots.timestamp), desc(equitySnapshots.id))
      .limit(1);
    return rows[0] && toPoint(rows[0]);
  }

  /** The latest `limit` points of an address, oldest first. */
  async history(address: string, limit: number): Promise<EquityPoint[]> {
    const rows = await this.#db
      .select()
      .from(equitySnapshots)
      .where(eq(equitySnapshots.address, address))
      .orderBy(desc(equitySnapshots.timestamp), desc(equitySnapshots.id))
      .limit(limit);
    return rows.reverse().map(toPoint);
  }

  /** Every point of an address, oldest first (tests and exports). */
  async all(address: string): Promise<EquityPoint[]> {
    const rows = await this.#db
      .select()
      .from(equitySnapshots)
      .where(eq(equitySnapshots.address, address))
      .orderBy(asc(equitySnapshots.timestamp), asc(equitySnapshots.id));
    return rows.map(toPoint);
  }
}

function toPoint(row: typeof equitySnapshots.$inferSelect): EquityPoint {
  return {
    timestamp: row.timestamp,
    total_equity: row.totalEquity,
    pnl: row.pnl,
    pnl_pct: row.pnlPct,
    cycle_number: row.cycleNumber,
  };
}
