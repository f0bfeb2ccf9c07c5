import { toCoinSymbol } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { marketPricesQueryOptions } from "../../api/queries.ts";

/** Current mid prices of the decisions' catalogue coins, by symbol; empty until the market answers. */
export function useMarketPrices(coins: readonly string[]): Readonly<Record<string, number>> {
  const symbols = coins.flatMap((coin) => {
    const symbol = toCoinSymbol(coin);
    return symbol ? [symbol] : [];
  });
  const query = useQuery(marketPricesQueryOptions(symbols));
  return query.data?.prices ?? {};
}
