import { z } from "zod";
import { governorStateSchema, riskLimitsSchema, riskTripSchema } from "../risk/governor.ts";
import { addressSchema, successEnvelope } from "./common.ts";

/** Which loop a trip stopped. */
export const RISK_LOOP_PLACES = ["server", "browser"] as const;

/** A recorded trip of the governor. */
export const riskTripRecordSchema = riskTripSchema.extend({
  id: z.number().int(),
  /** The loop the trip stopped. */
  place: z.enum(RISK_LOOP_PLACES),
  /** When the user re-armed after it (ms); null while it holds. */
  rearmedAt: z.number().nullable(),
});

/** A recorded trip of the governor. */
export type RiskTripRecord = z.infer<typeof riskTripRecordSchema>;

/** The governor of an address: its limits, what it remembers, and its latest trips (newest first). */
export const riskStatusSchema = z.object({
  limits: riskLimitsSchema,
  state: governorStateSchema.nullable(),
  trips: z.array(riskTripRecordSchema),
});

/** The governor of an address. */
export type RiskStatus = z.infer<typeof riskStatusSchema>;

/** Answer of `GET /api/risk`, `POST /api/risk/limits` and `POST /api/risk/rearm`. */
export const riskStatusResponseSchema = successEnvelope(riskStatusSchema);

/** Body of `POST /api/risk/limits`. */
export const riskLimitsRequestSchema = z.object({ userAddress: addressSchema, limits: riskLimitsSchema });

/** Body of `POST /api/risk/rearm` and `POST /api/risk/check`. */
export const riskAddressRequestSchema = z.object({ userAddress: addressSchema });

/** Body of `POST /api/risk/check`: the browser's loop asks before each run. */
export const riskCheckRequestSchema = riskAddressRequestSchema.extend({ place: z.enum(RISK_LOOP_PLACES) });

/** The governor's verdict on a run: allowed, or the trip that blocks it (`newTrip`: it tripped just now). */
export const riskCheckSchema = z.object({
  allowed: z.boolean(),
  trip: riskTripSchema.nullable(),
  newTrip: z.boolean(),
  /** Whether the limits ask for every position to be closed on this trip (only with `newTrip`). */
  closePositions: z.boolean(),
});

/** The governor's verdict on a run. */
export type RiskCheck = z.infer<typeof riskCheckSchema>;

/** Answer of `POST /api/risk/check`. */
export const riskCheckResponseSchema = successEnvelope(riskCheckSchema);
