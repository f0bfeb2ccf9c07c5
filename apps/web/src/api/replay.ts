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
 * Starts a replay of the signed-in address (every replay call needs the session's sign-in: a replay holds
 * the user's prompt and spending, product rules §6); the answer is the run, still running. `headers` carries the user's API mode and keys
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

/** One replay of the signed-in address: its progress, and its result once done. */
export async function fetchReplay(id: string, options: { signal?: AbortSignal } = {}): Promise<ReplayRun> {
  const answer = await requestJson("/replay/run", {
    query: { id },
    schema: replayRunResponseSchema,
    signal: options.signal,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data;
}

/** The latest replays of the signed-in address, newest first. */
export async function fetchReplays(options: { signal?: AbortSignal } = {}): Promise<ReplayRun[]> {
  const answer = await requestJson("/replay/runs", {
    query: { limit: 10 },
    schema: replayRunsResponseSchema,
    signal: options.signal,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data.runs;
}

/**
 * Stops a running replay of the signed-in address, or runs a stopped one again; the answer is the run as
 * it is then.
 */
export async function changeReplay(
  action: "cancel" | "resume",
  id: string,
  headers: Record<string, string> = {},
): Promise<ReplayRun> {
  const answer = await requestJson(`/replay/${action}`, {
    method: "POST",
    body: { id },
    headers,
    schema: replayRunResponseSchema,
    timeoutMs: REPLAY_TIMEOUT_MS,
  });
  return answer.data;
}
