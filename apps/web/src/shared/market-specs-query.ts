import type { MarketSpecs } from "@app/core";
import { queryOptions } from "@tanstack/react-query";
import { fetchMarketSpecs } from "../api/market.ts";

/** How often the markets behind the pre-trade checks are read again while a screen needs them. */
const SPECS_REFRESH_MS = 15_000;

/** The markets' rules and prices (lot decimals, mid and mark), read again every 15 s. */
export function marketSpecsQueryOptions() {
  return queryOptions<MarketSpecs, Error>({
    queryKey: ["market", "specs"],
    queryFn: ({ signal }) => fetchMarketSpecs({ signal }),
    refetchInterval: SPECS_REFRESH_MS,
    staleTime: 5_000,
  });
}
