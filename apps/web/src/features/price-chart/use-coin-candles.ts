import type { ChartInterval, CoinCandles } from "@app/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchCandles } from "../../api/market.ts";

/** How often an open chart reads the latest candles. */
const CANDLE_REFRESH_MS = 30_000;

/** The query of a coin's candles at one width; idle while no coin is asked for. */
export function candlesQueryOptions(coin: string | null, interval: ChartInterval) {
  return queryOptions<CoinCandles, Error>({
    queryKey: ["market", "candles", coin, interval],
    queryFn: coin ? ({ signal }) => fetchCandles(coin, interval, { signal }) : skipToken,
    refetchInterval: CANDLE_REFRESH_MS,
    staleTime: 10_000,
  });
}
