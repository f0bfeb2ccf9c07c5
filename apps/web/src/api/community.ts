import { type ModelRecord, myRecordResponseSchema } from "@app/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { requestJson } from "./http.ts";

/** The address's own record per model (`GET /api/community/my-record`). */
export async function fetchMyRecord(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<ModelRecord[]> {
  const answer = await requestJson("/community/my-record", {
    query: { address },
    schema: myRecordResponseSchema,
    signal: options.signal,
    timeoutMs: 15_000,
  });
  return answer.data.models;
}

/** The connected wallet's record, read when the Community tab opens; idle without a wallet. */
export function myRecordQueryOptions(address: string | undefined) {
  return queryOptions<ModelRecord[], Error>({
    queryKey: ["community", "my-record", address ?? null],
    queryFn: address ? ({ signal }) => fetchMyRecord(address, { signal }) : skipToken,
    staleTime: 30_000,
  });
}
