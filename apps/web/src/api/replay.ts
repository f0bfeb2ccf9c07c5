import {
  type ReplayRun,
  type ReplayRunRequestInput,
  replayRunResponseSchema,
  replayRunsResponseSchema,
} from "@app/core";
import { requestJson } from "./http.ts";

/** Replay calls answer at once: the run itself goes on in the background on the server. */
const REPLAY_TIMEOUT_MS = 15_000;

/**
 * Starts a replay; the answer is the run, still running. `headers` carries the user's API mode and keys
 * for a replay with their own model, as for an analysis (product rules §7).
 */
export async function startReplay(
  request: ReplayRunRequestInput,
  headers: Record<string, string> = {},
): Promise<ReplayRun> {
  const answer = await requestJson("/replay/runs", {
    method: "POST",
    body: request,
    headers,
    schema: replayRunResponseSchema,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data;
}

/** One replay of `address`: its progress, and its result once done. */
export async function fetchReplay(
  address: string,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReplayRun> {
  const answer = await requestJson("/replay/run", {
    query: { address, id },
    schema: replayRunResponseSchema,
    signal: options.signal,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data;
}

/** The latest replays of `address`, newest first. */
export async function fetchReplays(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReplayRun[]> {
  const answer = await requestJson("/replay/runs", {
    query: { address, limit: 10 },
    schema: replayRunsResponseSchema,
    signal: options.signal,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data.runs;
}

/** Stops a running replay, or runs a stopped one again; the answer is the run as it is then. */
export async function changeReplay(
  action: "cancel" | "resume",
  address: string,
  id: string,
  headers: Record<string, string> = {},
): Promise<ReplayRun> {
  const answer = await requestJson(`/replay/${action}`, {
    method: "POST",
    body: { address, id },
    headers,
    schema: replayRunResponseSchema,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data;
}
