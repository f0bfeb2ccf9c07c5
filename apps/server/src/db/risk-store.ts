import {
  armedGovernor,
  type GovernorState,
  type GovernorVerdict,
  governorStateSchema,
  NO_RISK_LIMITS,
  observeRun,
  type RiskLimits,
  type RiskStatus,
  type RiskTripRecord,
  riskLimitsSchema,
} from "@app/core";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "./database.ts";
import { riskGovernors, riskTrips } from "./schema.ts";

/** How many trips a status answer lists. */
const TRIPS_SHOWN = 5;

type Place = RiskTripRecord["place"];

/** A stored JSON value read back through its schema; a row that no longer parses reads as its default. */
function limitsOf(value: unknown): RiskLimits {
  return riskLimitsSchema.safeParse(value).data ?? NO_RISK_LIMITS;
}

function stateOf(value: unknown): GovernorState | null {
  return governorStateSchema.safeParse(value).data ?? null;
}

/**
 * Keeps the risk governors and their trips. An observation locks the governor's row, so two loops or
 * instances observing at once count one run each and record a trip once.
 */
export class RiskStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The governor of an address: limits (none set: all off), state and latest trips. */
  async status(address: string): Promise<RiskStatus> {
    const [row] = await this.#db
      .select()
      .from(riskGovernors)
      .where(eq(riskGovernors.address, address))
      .limit(1);
    const trips = await this.#db
      .select()
      .from(riskTrips)
      .where(eq(riskTrips.address, address))
      .orderBy(desc(riskTrips.at), desc(riskTrips.id))
      .limit(TRIPS_SHOWN);
    return {
      limits: limitsOf(row?.limits),
      state: stateOf(row?.state),
      trips: trips.map((trip) => ({
        id: trip.id,
        reason: trip.reason as RiskTripRecord["reason"],
        at: trip.at,
        equity: trip.equity,
        measured: trip.measured,
        limit: trip.limit,
        place: trip.place as Place,
        rearmedAt: trip.rearmedAt,
      })),
    };
  }

  /** Saves the limits; what the governor remembers (and a trip) stays. */
  async saveLimits(address: string, limits: RiskLimits, now: number): Promise<void> {
    await this.#db
      .insert(riskGovernors)
      .values({ address, limits, state: null, updatedAt: now })
      .onConflictDoUpdate({ target: riskGovernors.address, set: { limits, updatedAt: now } });
  }

  /**
   * The governor's verdict on a run starting now at `equity`, stored; a new trip is recorded with it.
   * An address without limits is always allowed and nothing is stored.
   */
  async observe(
    address: string,
    observation: { equity: number; now: number; place: Place },
  ): Promise<GovernorVerdict & { limits: RiskLimits }> {
    return this.#db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(riskGovernors)
        .where(eq(riskGovernors.address, address))
        .for("update");
      const limits = limitsOf(row?.limits);
      const previous = stateOf(row?.state);
      if (!row)
        return {
          state: armedGovernor(observation.equity, observation.now),
          trip: null,
          newTrip: false,
          limits,
        };
      const verdict = observeRun(previous, limits, observation);
      await tx
        .update(riskGovernors)
        .set({ state: verdict.state, updatedAt: observation.now })
        .where(eq(riskGovernors.address, address));
      if (verdict.newTrip && verdict.trip) {
        await tx.insert(riskTrips).values({ address, ...verdict.trip, place: observation.place });
      }
      return { ...verdict, limits };
    });
  }

  /** The user's re-arm: the governor counts afresh from `equity`, and the open trips are marked re-armed. */
  async rearm(address: string, equity: number, now: number): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const state = armedGovernor(equity, now);
      await tx
        .insert(riskGovernors)
        .values({ address, limits: NO_RISK_LIMITS, state, updatedAt: now })
        .onConflictDoUpdate({ target: riskGovernors.address, set: { state, updatedAt: now } });
      await tx
        .update(riskTrips)
        .set({ rearmedAt: now })
        .where(and(eq(riskTrips.address, address), isNull(riskTrips.rearmedAt)));
    });
  }

  /** Whether the governor of an address holds a trip now. */
  async tripped(address: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ state: riskGovernors.state })
      .from(riskGovernors)
      .where(eq(riskGovernors.address, address))
      .limit(1);
    return stateOf(row?.state)?.trip != null;
  }
}
