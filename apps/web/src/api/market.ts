import { type MarketPrices, marketPricesResponseSchema } from "@app/core";
import { requestJson } from "./http.ts";

/** Current mid prices of catalogue coins (`GET /api/market/prices`). */
export async function fetchMarketPrices(
  coins: readonly string[],
  options: { signal?: AbortSignal } = {},
): Promise<MarketPrices> {
  const answer = await requestJson("/market/prices", {
    query: { coins: coins.join(",") },
    schema: marketPricesResponseSchema,
    signal: options.signal,
    timeoutMs: 10_000,
  });
  return answer.data;
}
