import { and, eq, gte } from "drizzle-orm";
import type { Db } from "./database.ts";
import { exitPositions, protectiveOrders } from "./schema.ts";

/** A stop loss or take profit this app placed with an order, by its client order id. */
export interface Protection {
  readonly cloid: `0x${string}`;
  /** The wallet whose order it protects (the user's address). */
  readonly address: `0x${string}`;
  /** The exchange account it rests on (the address itself, or the server's testnet account). */
  readonly account: `0x${string}`;
  readonly coin: string;
  readonly kind: "stop_loss" | "take_profit";
  readonly triggerPrice: number;
  readonly placedAt: number;
}

/** How a watched protection ended: hit (it triggered; told once) or gone (cancelled, or told as a managed exit). */
export type ProtectionEnd = "hit" | "gone";

function toProtection(row: typeof protectiveOrders.$inferSelect): Protection {
  return {
    cloid: row.cloid as `0x${string}`,
    address: row.address as `0x${string}`,
    account: row.account as `0x${string}`,
    coin: row.coin,
    kind: row.kind as Protection["kind"],
    triggerPrice: row.triggerPrice,
    placedAt: row.placedAt,
  };
}

/**
 * The stops and take profits this app placed, watched until they end (issue 36): a hit is told once, whether the
 * position has an exit policy or not. Ending one is a conditional update, so of several instances (or passes)
 * that see the same hit exactly one tells it.
 */
export class ProtectionStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Watches these protections (one already watched is left as it is: a retried execution adds it again). */
  async add(protections: readonly Protection[]): Promise<void> {
    if (protections.length === 0) return;
    await this.#db
      .insert(protectiveOrders)
      .values(protections.map((protection) => ({ ...protection, status: "open", settledAt: null })))
      .onConflictDoNothing();
  }

  /** The open protections of an address. */
  async open(address: string): Promise<Protection[]> {
    const rows = await this.#db
      .select()
      .from(protectiveOrders)
      .where(and(eq(protectiveOrders.address, address), eq(protectiveOrders.status, "open")));
    return rows.map(toProtection);
  }

  /**
   * Whether an exit manager tells how this protection's position ends instead: a stop of the coin managed (any
   * status) since the protection was placed. Its stop and target hits are then the manager's events.
   */
  async managed(protection: Protection): Promise<boolean> {
    const [row] = await this.#db
      .select({ coin: exitPositions.coin })
      .from(exitPositions)
      .where(
        and(
          eq(exitPositions.address, protection.address),
          eq(exitPositions.coin, protection.coin),
          gte(exitPositions.updatedAt, protection.placedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Ends an open protection; true only for the one call that ended it (so its hit is told exactly once). */
  async end(cloid: string, how: ProtectionEnd, at: number): Promise<boolean> {
    const ended = await this.#db
      .update(protectiveOrders)
      .set({ status: how, settledAt: at })
      .where(and(eq(protectiveOrders.cloid, cloid), eq(protectiveOrders.status, "open")))
      .returning({ cloid: protectiveOrders.cloid });
    return ended.length > 0;
  }
}
