import { z } from "zod";
import { COIN_SYMBOLS } from "../catalog/coins.ts";
import { coinSymbolSchema, finiteNumberSchema, successEnvelope } from "./common.ts";

/** Query of `GET /api/market/prices`: catalogue symbols, comma separated. */
export const pricesQuerySchema = z.object({
  coins: z
    .string()
    .transform((text) => text.split(",").map((coin) => coin.trim().toUpperCase()))
    .pipe(z.array(coinSymbolSchema).min(1).max(COIN_SYMBOLS.length)),
});

/** A successful `GET /api/market/prices` answer: mid prices by coin and when they were read. */
export const marketPricesResponseSchema = successEnvelope(
  z.object({ time: z.number().int(), prices: z.record(z.string(), finiteNumberSchema) }),
);

/** Current mid prices by coin symbol. */
export type MarketPrices = z.infer<typeof marketPricesResponseSchema>["data"];
