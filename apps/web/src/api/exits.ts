import {
  type ExitManagerPlace,
  type ExitPolicy,
  type Exits,
  exitsResponseSchema,
  type SignedAction,
} from "@app/core";
import { mutationOptions, queryOptions, skipToken } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";
import { requestJson } from "./http.ts";
import { isSignInRequired } from "./queries.ts";

const TIMEOUT_MS = 15_000;
/** How often the positions table looks at the managed stops (a trailing stop moves with the market). */
export const EXITS_POLL_MS = 5_000;

/** The query key of an address's managed stops. */
export const exitsQueryKey = (address: string | undefined) =>
  ["exits", address?.toLowerCase() ?? null] as const;

/** The managed stops and latest exit events of the signed-in address (`GET /api/exits`). */
export async function fetchExits(address: string, options: { signal?: AbortSignal } = {}): Promise<Exits> {
  const answer = await requestJson("/exits", {
    query: { address },
    schema: exitsResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** What the positions table asks the server to do with one position's stop. */
export interface ExitPolicyChange {
  readonly userAddress: string;
  readonly coin: string;
  readonly policy: ExitPolicy;
  /** Who moves the stop: the server (server mode), or this browser's tab (an agent wallet signs). */
  readonly manager: ExitManagerPlace;
}

/** Sets a position's exit policy (`POST /api/exits/policy`); answers the managed stops after it. */
export async function saveExitPolicy(change: ExitPolicyChange): Promise<Exits> {
  const answer = await requestJson("/exits/policy", {
    method: "POST",
    body: change,
    schema: exitsResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** What the browser's exit manager asks the server to look at, and the move the agent signed, if any. */
export interface BrowserExitSync {
  readonly userAddress: string;
  readonly coin: string;
  readonly agentAddress?: string;
  readonly move?: SignedAction;
}

/**
 * Has the server look at a stop this tab manages (agent wallet) and record what it finds, relaying the signed
 * move after checking it (`POST /api/exits/browser-sync`); answers the managed stops after it.
 */
export async function syncBrowserExit(sync: BrowserExitSync): Promise<Exits> {
  const answer = await requestJson("/exits/browser-sync", {
    method: "POST",
    body: sync,
    schema: exitsResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** The managed stops of a signed-in address, polled; idle without an address, waiting while signed out. */
export function exitsQueryOptions(address: string | undefined) {
  return queryOptions<Exits, Error>({
    queryKey: exitsQueryKey(address),
    queryFn: address ? ({ signal }) => fetchExits(address, { signal }) : skipToken,
    refetchInterval: (query) => (isSignInRequired(query.state.error) ? false : EXITS_POLL_MS),
    staleTime: 2_000,
    retry: (failures, error) => error instanceof ApiError && error.status === null && failures < 1,
  });
}

/** Sets a position's exit policy after `before` (the wallet's sign-in). */
export function saveExitPolicyMutationOptions(before: () => Promise<void>) {
  return mutationOptions<Exits, Error, ExitPolicyChange>({
    mutationKey: ["exits", "save-policy"],
    mutationFn: async (change) => {
      await before();
      return saveExitPolicy(change);
    },
  });
}
