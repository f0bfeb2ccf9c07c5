import type { ReplayRun, ReplayRunRequestInput } from "@app/core";
import { mutationOptions, queryOptions, skipToken } from "@tanstack/react-query";
import { isSignInRequired } from "../../api/queries.ts";
import { changeReplay, fetchReplay, fetchReplays, startReplay } from "../../api/replay.ts";
import { currentApiKeyHeaders } from "../../settings/api-keys/api-keys-store.ts";

/**
 * Query keys of the replays, so starting or cancelling one refreshes the list. The server answers for the
 * signed-in address only; the key keeps the wallet so another wallet never shows this one's cached runs.
 */
export const replayKeys = {
  all: ["replay"] as const,
  list: (address: string | undefined) => ["replay", "list", address ?? null] as const,
  run: (address: string | undefined, id: string | undefined) =>
    ["replay", "run", address ?? null, id ?? null] as const,
};

/** How often a running replay is asked for its progress. */
export const REPLAY_POLL_MS = 700;

/** Retries as TanStack Query does by default (3 times), except a sign-in refusal: it waits for the sign-in. */
const retryUnlessSignedOut = (failures: number, error: Error) => !isSignInRequired(error) && failures < 3;

/** The signed-in wallet's latest replays, refreshed while one of them runs; idle without a wallet. */
export function replayListQueryOptions(address: string | undefined) {
  return queryOptions<ReplayRun[], Error>({
    queryKey: replayKeys.list(address),
    queryFn: address ? ({ signal }) => fetchReplays({ signal }) : skipToken,
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === "running") ? REPLAY_POLL_MS * 3 : false,
    retry: retryUnlessSignedOut,
  });
}

/** One replay of the signed-in wallet, polled until it stops running (or the session is signed out). */
export function replayRunQueryOptions(address: string | undefined, id: string | undefined) {
  return queryOptions<ReplayRun, Error>({
    queryKey: replayKeys.run(address, id),
    queryFn: address && id ? ({ signal }) => fetchReplay(id, { signal }) : skipToken,
    refetchInterval: (query) =>
      query.state.data?.status === "running" && !isSignInRequired(query.state.error) ? REPLAY_POLL_MS : false,
    retry: retryUnlessSignedOut,
  });
}

/** Starts a replay after `signIn` (the wallet's sign-in, one signature only when the session lacks it). */
export function startReplayMutationOptions(signIn: () => Promise<void>) {
  return mutationOptions<ReplayRun, Error, ReplayRunRequestInput>({
    mutationKey: ["replay", "start"],
    mutationFn: async (request) => {
      await signIn();
      return startReplay(request, currentApiKeyHeaders());
    },
  });
}

/** Cancels a running replay or runs a stopped one again, after `signIn`. */
export function changeReplayMutationOptions(signIn: () => Promise<void>) {
  return mutationOptions<ReplayRun, Error, { action: "cancel" | "resume"; id: string }>({
    mutationKey: ["replay", "change"],
    mutationFn: async ({ action, id }) => {
      await signIn();
      return changeReplay(action, id, currentApiKeyHeaders());
    },
  });
}
