import { displayPriceDecimals, formatDisplayPrice, formatPriceWith } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { marketSpecsQueryOptions } from "./market-specs-query.ts";

/** A screen that only shows prices needs the lot decimals once a minute, not every 15 s. */
const FORMAT_REFRESH_MS = 60_000;

/**
 * Formats a coin's prices with one number of decimals for that coin (core's `displayPriceDecimals` at its
 * mid price and lot decimals), so an entry of 2.3361 never sits beside a mark of 2.337. Until the markets
 * are read, or for a coin the exchange does not list, prices show with core's general display rule.
 */
export function usePriceFormat(): (coin: string, value: number) => string {
  const specs = useQuery({ ...marketSpecsQueryOptions(), refetchInterval: FORMAT_REFRESH_MS });
  const markets = specs.data?.markets;
  return useCallback(
    (coin: string, value: number) => {
      const market = markets?.find((candidate) => candidate.coin === coin);
      return market
        ? formatPriceWith(value, displayPriceDecimals(market.szDecimals, market.midPrice))
        : formatDisplayPrice(value);
    },
    [markets],
  );
}
