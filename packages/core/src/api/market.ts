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

/** One market as the order planner and the pre-trade risk summary need it (`GET /api/market/specs`). */
export const marketSpecSchema = z.object({
  /** Catalogue symbol (`PEPE`). */
  coin: coinSymbolSchema,
  /** Exchange market name (`kPEPE`). */
  exchangeCoin: z.string(),
  assetIndex: z.number().int().nonnegative(),
  szDecimals: z.number().int().nonnegative(),
  maxLeverage: z.number().int().positive(),
  midPrice: finiteNumberSchema.positive(),
  markPrice: finiteNumberSchema.positive(),
});

/** One market's trading rules and prices. */
export type MarketSpec = z.infer<typeof marketSpecSchema>;

/** A successful `GET /api/market/specs` answer: every listed catalogue market and when it was read. */
export const marketSpecsResponseSchema = successEnvelope(
  z.object({ time: z.number().int(), markets: z.array(marketSpecSchema) }),
);

/** Every listed catalogue market and when it was read. */
export type MarketSpecs = z.infer<typeof marketSpecsResponseSchema>["data"];
