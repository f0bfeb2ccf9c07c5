import type { Message } from "../i18n/message.ts";
import type { RiskTrip } from "./governor.ts";

/** Two decimals for USDC and %, a whole count for runs. */
function figure(trip: RiskTrip, value: number): string {
  return trip.reason === "losing-runs" ? String(Math.round(value)) : value.toFixed(2);
}

/** Why the governor tripped, as a message of the core catalogue (run records, notifications, the panel). */
export function tripMessage(trip: RiskTrip): Message {
  return {
    key: `risk.tripped.${trip.reason}`,
    params: { measured: figure(trip, trip.measured), limit: figure(trip, trip.limit) },
  };
}
