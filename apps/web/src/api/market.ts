import {
  type ChartInterval,
  type CoinCandles,
  candlesResponseSchema,
  type MarketPrices,
  type MarketSpecs,
  marketPricesResponseSchema,
  marketSpecsResponseSchema,
} from "@app/core";
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

/** Every listed market's lot decimals, maximum leverage, mid and mark (`GET /api/market/specs`). */
export async function fetchMarketSpecs(options: { signal?: AbortSignal } = {}): Promise<MarketSpecs> {
  const answer = await requestJson("/market/specs", {
    schema: marketSpecsResponseSchema,
    signal: options.signal,
    timeoutMs: 10_000,
  });
  return answer.data;
}

/** A coin's latest candles and lot decimals, for the price chart (`GET /api/market/candles`). */
export async function fetchCandles(
  coin: string,
  interval: ChartInterval,
  options: { signal?: AbortSignal } = {},
): Promise<CoinCandles> {
  const answer = await requestJson("/market/candles", {
    query: { coin, interval },
    schema: candlesResponseSchema,
    signal: options.signal,
    timeoutMs: 10_000,
  });
  return answer.data;
}
