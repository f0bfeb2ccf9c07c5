import type { ReplayRun, ReplayRunRequestInput } from "@app/core";
import { mutationOptions, queryOptions, skipToken } from "@tanstack/react-query";
import { changeReplay, fetchReplay, fetchReplays, startReplay } from "../../api/replay.ts";
import { currentApiKeyHeaders } from "../../settings/api-keys/api-keys-store.ts";

/** Query keys of the replays, so starting or cancelling one refreshes the list. */
export const replayKeys = {
  all: ["replay"] as const,
  list: (address: string | undefined) => ["replay", "list", address ?? null] as const,
  run: (address: string | undefined, id: string | undefined) =>
    ["replay", "run", address ?? null, id ?? null] as const,
};

/** How often a running replay is asked for its progress. */
export const REPLAY_POLL_MS = 700;

/** The wallet's latest replays, refreshed while one of them runs. */
export function replayListQueryOptions(address: string | undefined) {
  return queryOptions<ReplayRun[], Error>({
    queryKey: replayKeys.list(address),
    queryFn: address ? ({ signal }) => fetchReplays(address, { signal }) : skipToken,
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === "running") ? REPLAY_POLL_MS * 3 : false,
  });
}

/** One replay, polled until it stops running. */
export function replayRunQueryOptions(address: string | undefined, id: string | undefined) {
  return queryOptions<ReplayRun, Error>({
    queryKey: replayKeys.run(address, id),
    queryFn: address && id ? ({ signal }) => fetchReplay(address, id, { signal }) : skipToken,
    refetchInterval: (query) => (query.state.data?.status === "running" ? REPLAY_POLL_MS : false),
  });
}

/** Starts a replay. */
export function startReplayMutationOptions() {
  return mutationOptions<ReplayRun, Error, ReplayRunRequestInput>({
    mutationKey: ["replay", "start"],
    mutationFn: (request) => startReplay(request, currentApiKeyHeaders()),
  });
}

/** Cancels a running replay or runs a stopped one again. */
export function changeReplayMutationOptions() {
  return mutationOptions<ReplayRun, Error, { action: "cancel" | "resume"; address: string; id: string }>({
    mutationKey: ["replay", "change"],
    mutationFn: ({ action, address, id }) => changeReplay(action, address, id, currentApiKeyHeaders()),
  });
}
