import { randomUUID } from "node:crypto";
import { type ExitEvent, exitPolicySchema, type ManagedExit } from "@app/core";
import { and, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import type { WorkOwner } from "./instance-heartbeat.ts";
import { exitEvents, exitManagers, exitPositions, protectiveOrders } from "./schema.ts";

type ExitRow = typeof exitPositions.$inferSelect;
type EventRow = typeof exitEvents.$inferSelect;

/** A managed stop as the manager keeps it: the API's view plus the address. */
export interface StoredExit extends ManagedExit {
  readonly address: `0x${string}`;
}

function toExit(row: ExitRow): StoredExit {
  return {
    address: row.address as `0x${string}`,
    coin: row.coin,
    side: row.side as StoredExit["side"],
    policy: exitPolicySchema.parse(row.policy),
    manager: row.manager as StoredExit["manager"],
    status: row.status as StoredExit["status"],
    entryPrice: row.entryPrice,
    initialStop: row.initialStop,
    stop: row.stop,
    stopCloid: row.stopCloid,
    extreme: row.extreme,
    lastMoveAt: row.lastMoveAt,
    updatedAt: row.updatedAt,
  };
}

function toEvent(row: EventRow): ExitEvent {
  return {
    id: row.id,
    address: row.address as `0x${string}`,
    coin: row.coin,
    at: row.at,
    kind: row.kind as ExitEvent["kind"],
    manager: row.manager as ExitEvent["manager"],
    from: row.fromPrice,
    to: row.toPrice,
    reason: row.reason as ExitEvent["reason"],
  };
}

/** The better of the stored best mark and `mark`: the higher for a long, the lower for a short. */
function bestOf(mark: number): SQL {
  return sql`case when ${exitPositions.side} = 'LONG' then greatest(${exitPositions.extreme}, ${mark}) else least(${exitPositions.extreme}, ${mark}) end`;
}

/** What changes of a managed stop after a look at the exchange. */
export type ExitChange = Partial<
  Pick<StoredExit, "status" | "stop" | "stopCloid" | "extreme" | "lastMoveAt">
>;

/**
 * Keeps the managed stops, their events, and which instance manages each address. The manager's claim is taken
 * by one conditional upsert, atomic in PostgreSQL, so two instances never both manage an address; it passes to
 * another instance once its holder's heartbeat stops (as auto-trading runs and executions do) or, as a backstop,
 * once its holder stopped renewing it with its passes.
 */
export class ExitStore {
  readonly #db: Db;
  readonly #owner: WorkOwner | undefined;
  /** Who this store claims addresses as: the server instance (its heartbeat's id), else an id of its own. */
  readonly owner: string;

  /** `owner` is this server instance: its claims name it, so another takes them over once its heartbeat stops. */
  constructor(db: Db, owner?: WorkOwner) {
    this.#db = db;
    this.#owner = owner;
    this.owner = owner?.id ?? randomUUID();
  }

  /** The managed stops of an address (every status), by coin. */
  async list(address: string): Promise<StoredExit[]> {
    const rows = await this.#db
      .select()
      .from(exitPositions)
      .where(eq(exitPositions.address, address))
      .orderBy(exitPositions.coin);
    return rows.map(toExit);
  }

  /** Sets (or replaces) the managed stop of one position. */
  async save(exit: StoredExit): Promise<void> {
    const { address, coin, ...values } = exit;
    await this.#db
      .insert(exitPositions)
      .values({ address, coin, ...values })
      .onConflictDoUpdate({ target: [exitPositions.address, exitPositions.coin], set: values });
  }

  /** Stops managing one position's stop. */
  async remove(address: string, coin: string): Promise<void> {
    await this.#db
      .delete(exitPositions)
      .where(and(eq(exitPositions.address, address), eq(exitPositions.coin, coin)));
  }

  /**
   * Applies what the manager found or did to one managed stop. The best mark only ever moves toward profit
   * here: a pass that read the row before a pushed mark raised it does not write an older best over it.
   */
  async update(address: string, coin: string, change: ExitChange, now: number): Promise<void> {
    const { extreme, ...rest } = change;
    await this.#db
      .update(exitPositions)
      .set({ ...rest, ...(extreme === undefined ? {} : { extreme: bestOf(extreme) }), updatedAt: now })
      .where(and(eq(exitPositions.address, address), eq(exitPositions.coin, coin)));
  }

  /** Records a mark past an active managed stop's best (a pushed mark that moved no stop yet). */
  async raiseExtreme(address: string, coin: string, mark: number): Promise<void> {
    await this.#db
      .update(exitPositions)
      .set({ extreme: bestOf(mark) })
      .where(
        and(
          eq(exitPositions.address, address),
          eq(exitPositions.coin, coin),
          eq(exitPositions.status, "active"),
        ),
      );
  }

  /** Records an event. */
  async record(event: Omit<ExitEvent, "id">): Promise<ExitEvent> {
    const recorded = { id: crypto.randomUUID(), ...event };
    await this.#db.insert(exitEvents).values({
      id: recorded.id,
      address: event.address,
      coin: event.coin,
      at: event.at,
      kind: event.kind,
      manager: event.manager,
      fromPrice: event.from,
      toPrice: event.to,
      reason: event.reason,
    });
    return recorded;
  }

  /** The latest events of an address, newest first. */
  async events(address: string, limit: number): Promise<ExitEvent[]> {
    const rows = await this.#db
      .select()
      .from(exitEvents)
      .where(eq(exitEvents.address, address))
      .orderBy(desc(exitEvents.at), desc(exitEvents.id))
      .limit(limit);
    return rows.map(toEvent);
  }

  /**
   * Takes or renews the claim of every address with an active server-managed stop or an open protection (a stop
   * or take profit this app placed, watched for its hit) that no other live instance holds, and answers the addresses this store's owner manages now. Another's claim is taken when its instance's
   * heartbeat stopped (seconds after a SIGKILL or a stall) or when its lease ran out (its manager stopped passing).
   */
  async claim(now: number, leaseMs: number): Promise<`0x${string}`[]> {
    const managed = await this.#db
      .selectDistinct({ address: exitPositions.address })
      .from(exitPositions)
      .where(and(eq(exitPositions.manager, "server"), eq(exitPositions.status, "active")));
    const protectedOnes = await this.#db
      .selectDistinct({ address: protectiveOrders.address })
      .from(protectiveOrders)
      .where(eq(protectiveOrders.status, "open"));
    const wanted = new Set([...managed, ...protectedOnes].map((row) => row.address));
    const owner = this.owner;
    const free = or(
      lt(exitManagers.leaseUntil, now),
      eq(exitManagers.owner, owner),
      this.#owner?.gone(exitManagers.owner),
    );
    const owned: `0x${string}`[] = [];
    for (const address of wanted) {
      const taken = await this.#db
        .insert(exitManagers)
        .values({ address, owner, leaseUntil: now + leaseMs })
        .onConflictDoUpdate({
          target: exitManagers.address,
          set: { owner, leaseUntil: now + leaseMs },
          setWhere: free,
        })
        .returning({ address: exitManagers.address });
      if (taken.length > 0) owned.push(address as `0x${string}`);
    }
    return owned;
  }

  /** Who manages an address's stops now, if anyone holds a live lease. */
  async managerOf(address: string, now: number): Promise<string | undefined> {
    const [row] = await this.#db
      .select()
      .from(exitManagers)
      .where(and(eq(exitManagers.address, address), sql`${exitManagers.leaseUntil} >= ${now}`));
    return row?.owner;
  }

  /** Gives up this owner's claims (a clean stop), so another instance takes the addresses over at once. */
  async release(): Promise<void> {
    await this.#db.update(exitManagers).set({ leaseUntil: 0 }).where(eq(exitManagers.owner, this.owner));
  }
}
