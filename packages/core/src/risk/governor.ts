import { z } from "zod";

/** The governor's limits (issue 36 item 3); a null limit is off. */
export const riskLimitsSchema = z.object({
  /** Most the account may lose in one UTC day, in USDC or in % of the day's starting equity. */
  dailyLoss: z
    .object({ unit: z.enum(["usdc", "percent"]), value: z.number().positive().finite() })
    .refine((limit) => limit.unit === "usdc" || limit.value <= 100, {
      message: "a daily loss in % must be at most 100",
    })
    .nullable(),
  /** Most the equity may fall from its peak, in %. */
  maxDrawdownPercent: z.number().positive().max(100).nullable(),
  /** How many losing runs in a row stop the loop. */
  maxLosingRuns: z.number().int().min(1).max(100).nullable(),
  /** Whether a trip also closes every open position. */
  closePositionsOnTrip: z.boolean(),
});

/** The governor's limits. */
export type RiskLimits = z.infer<typeof riskLimitsSchema>;

/** Limits that stop nothing: the default of a wallet that never set any. */
export const NO_RISK_LIMITS: RiskLimits = {
  dailyLoss: null,
  maxDrawdownPercent: null,
  maxLosingRuns: null,
  closePositionsOnTrip: false,
};

/** Why the governor tripped. */
export const TRIP_REASONS = ["daily-loss", "drawdown", "losing-runs"] as const;

/** One reason the governor tripped. */
export type TripReason = (typeof TRIP_REASONS)[number];

/** A trip: which limit, when, the equity then, and the figure measured against the limit (same unit). */
export const riskTripSchema = z.object({
  reason: z.enum(TRIP_REASONS),
  at: z.number(),
  equity: z.number(),
  /** The loss in USDC, the drawdown in %, or the losing runs in a row. */
  measured: z.number(),
  /** The limit in the same unit as `measured` (a % daily loss is turned into USDC of that day). */
  limit: z.number(),
});

/** A trip of the governor. */
export type RiskTrip = z.infer<typeof riskTripSchema>;

/** What the governor remembers between runs. */
export const governorStateSchema = z.object({
  /** The UTC day (YYYY-MM-DD) that `dayStartEquity` belongs to. */
  day: z.string(),
  /** The equity first seen on that day. */
  dayStartEquity: z.number(),
  /** The highest equity seen since the governor was (re-)armed. */
  peakEquity: z.number(),
  /** The equity at the start of the last run, to tell whether the run since then lost. */
  lastRunEquity: z.number().nullable(),
  losingRuns: z.number().int().min(0),
  /** Set once tripped; only a re-arm clears it. */
  trip: riskTripSchema.nullable(),
});

/** What the governor remembers between runs. */
export type GovernorState = z.infer<typeof governorStateSchema>;

/** A change of equity smaller than this (USDC) is neither a loss nor a gain: a run that traded nothing. */
const FLAT_USDC = 0.005;

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Whether any limit is set. */
export function hasRiskLimits(limits: RiskLimits): boolean {
  return limits.dailyLoss !== null || limits.maxDrawdownPercent !== null || limits.maxLosingRuns !== null;
}

/**
 * A freshly armed governor at `equity`: the day starts, the peak and the last run are here, no losses counted.
 * A re-arm is this too — the user deliberately accepts the losses so far and the limits count from now.
 */
export function armedGovernor(equity: number, now: number): GovernorState {
  return {
    day: utcDay(now),
    dayStartEquity: equity,
    peakEquity: equity,
    lastRunEquity: null,
    losingRuns: 0,
    trip: null,
  };
}

/** The governor's verdict at a run's start: the state to keep, and the trip that blocks the run (if any). */
export interface GovernorVerdict {
  readonly state: GovernorState;
  /** The trip that blocks the run: already tripped before, or tripped now (`newTrip`). */
  readonly trip: RiskTrip | null;
  /** Whether the trip happened at this observation (record and notify it once). */
  readonly newTrip: boolean;
}

/**
 * The governor at the start of an auto-trading run (issue 36 item 3). The equity now is compared with the
 * day's first equity (daily loss), with the peak (drawdown), and with the last run's start (a fall since is
 * a losing run, a rise ends the streak, no change leaves it). A tripped governor stays tripped until
 * re-armed. Deposits and withdrawals read as gains and losses: the governor sees only equity.
 */
export function observeRun(
  previous: GovernorState | null,
  limits: RiskLimits,
  observation: { equity: number; now: number },
): GovernorVerdict {
  const { equity, now } = observation;
  const base = previous ?? armedGovernor(equity, now);
  if (base.trip) return { state: base, trip: base.trip, newTrip: false };
  const day = utcDay(now);
  const dayStartEquity = base.day === day ? base.dayStartEquity : equity;
  const peakEquity = Math.max(base.peakEquity, equity);
  let losingRuns = base.losingRuns;
  if (base.lastRunEquity !== null) {
    if (equity < base.lastRunEquity - FLAT_USDC) losingRuns += 1;
    else if (equity > base.lastRunEquity + FLAT_USDC) losingRuns = 0;
  }
  const state: GovernorState = {
    day,
    dayStartEquity,
    peakEquity,
    lastRunEquity: equity,
    losingRuns,
    trip: null,
  };
  const trip = tripOf(state, limits, equity, now);
  return trip ? { state: { ...state, trip }, trip, newTrip: true } : { state, trip: null, newTrip: false };
}

/** The first limit the state breaks, in the order daily loss, drawdown, losing runs. */
function tripOf(state: GovernorState, limits: RiskLimits, equity: number, now: number): RiskTrip | null {
  const trip = (reason: TripReason, measured: number, limit: number): RiskTrip => ({
    reason,
    at: now,
    equity,
    measured,
    limit,
  });
  if (limits.dailyLoss) {
    const loss = state.dayStartEquity - equity;
    const limit =
      limits.dailyLoss.unit === "usdc"
        ? limits.dailyLoss.value
        : (state.dayStartEquity * limits.dailyLoss.value) / 100;
    if (loss > 0 && loss >= limit) return trip("daily-loss", loss, limit);
  }
  if (limits.maxDrawdownPercent !== null && state.peakEquity > 0) {
    const drawdown = ((state.peakEquity - equity) / state.peakEquity) * 100;
    if (drawdown > 0 && drawdown >= limits.maxDrawdownPercent) {
      return trip("drawdown", drawdown, limits.maxDrawdownPercent);
    }
  }
  if (limits.maxLosingRuns !== null && state.losingRuns >= limits.maxLosingRuns) {
    return trip("losing-runs", state.losingRuns, limits.maxLosingRuns);
  }
  return null;
}
