import {
  type RiskCheck,
  type RiskLimits,
  type RiskStatus,
  riskCheckResponseSchema,
  riskStatusResponseSchema,
} from "@app/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";
import { requestJson } from "./http.ts";

const TIMEOUT_MS = 15_000;

/** The risk governor's query key (one per address). */
export const riskQueryKey = (address: string | undefined) =>
  ["risk", address?.toLowerCase() ?? null] as const;

/** The governor of the signed-in address (`GET /api/risk`). */
export async function fetchRiskStatus(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<RiskStatus> {
  const answer = await requestJson("/risk", {
    query: { address },
    schema: riskStatusResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** Saves the limits of the signed-in address. */
export async function saveRiskLimits(address: string, limits: RiskLimits): Promise<RiskStatus> {
  const answer = await requestJson("/risk/limits", {
    method: "POST",
    body: { userAddress: address, limits },
    schema: riskStatusResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** Re-arms the governor after a trip. */
export async function rearmRisk(address: string): Promise<RiskStatus> {
  const answer = await requestJson("/risk/rearm", {
    method: "POST",
    body: { userAddress: address },
    schema: riskStatusResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/**
 * Asks the governor whether the browser's run may start. An address without limits is answered without a
 * session; with limits the session must be signed in, so a refusal signs in once and asks again.
 */
export async function checkRisk(address: string, signIn: () => Promise<void>): Promise<RiskCheck> {
  const ask = async () =>
    (
      await requestJson("/risk/check", {
        method: "POST",
        body: { userAddress: address, place: "browser" },
        schema: riskCheckResponseSchema,
        timeoutMs: TIMEOUT_MS,
      })
    ).data;
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof ApiError && error.body.errorCode === "SIGN_IN_REQUIRED")) throw error;
    await signIn();
    return ask();
  }
}

/** The governor of a signed-in address, refreshed every half minute; idle without an address. */
export function riskQueryOptions(address: string | undefined) {
  return queryOptions<RiskStatus, Error>({
    queryKey: riskQueryKey(address),
    queryFn: address ? ({ signal }) => fetchRiskStatus(address, { signal }) : skipToken,
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.body.errorCode === "SIGN_IN_REQUIRED"
        ? false
        : 30_000,
    retry: false,
  });
}
