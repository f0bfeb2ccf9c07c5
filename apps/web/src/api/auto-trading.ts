import {
  type AutoTradingSchedule,
  type AutoTradingScheduleRequest,
  type AutoTradingServerRun,
  autoTradingRunsResponseSchema,
  autoTradingScheduleResponseSchema,
} from "@app/core";
import { requestJson } from "./http.ts";

const TIMEOUT_MS = 10_000;

/** How many server-side runs the panel lists: as many as the browser's history keeps (product rules §9). */
export const SERVER_RUNS_SHOWN = 5;

/** A schedule request as the client writes it (the server fills the defaults). */
export type AutoTradingScheduleInput = Omit<AutoTradingScheduleRequest, "userAddress"> & {
  userAddress: string;
};

/** The server-side auto-trading schedule of the signed-in address, null when it has none (`GET`). */
export async function fetchAutoTradingSchedule(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<AutoTradingSchedule | null> {
  const answer = await requestJson("/auto-trading/schedule", {
    query: { address },
    schema: autoTradingScheduleResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data.schedule;
}

/** Saves the server-side schedule of the signed-in address: on (runs at once) or off, its interval and choices. */
export async function saveAutoTradingSchedule(
  request: AutoTradingScheduleInput,
): Promise<AutoTradingSchedule | null> {
  const answer = await requestJson("/auto-trading/schedule", {
    method: "POST",
    body: request,
    schema: autoTradingScheduleResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data.schedule;
}

/** The latest server-side runs of the signed-in address, newest first (`GET /api/auto-trading/runs`). */
export async function fetchAutoTradingRuns(
  address: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<AutoTradingServerRun[]> {
  const answer = await requestJson("/auto-trading/runs", {
    query: { address, limit: options.limit ?? SERVER_RUNS_SHOWN },
    schema: autoTradingRunsResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data.runs;
}
