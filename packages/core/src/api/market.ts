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

/** Candle widths the price chart offers, narrowest first. */
export const CHART_INTERVALS = ["5m", "15m", "1h", "4h", "1d"] as const;

/** One candle width of the price chart. */
export type ChartInterval = (typeof CHART_INTERVALS)[number];

/** How many candles the price chart reads: enough to show a trade's run-up without a slow first paint. */
export const CHART_CANDLE_COUNT = 200;

/** Query of `GET /api/market/candles`: one catalogue coin and a candle width. */
export const candlesQuerySchema = z.object({
  coin: z
    .string()
    .transform((coin) => coin.trim().toUpperCase())
    .pipe(coinSymbolSchema),
  interval: z.enum(CHART_INTERVALS).default("15m"),
});

/** One OHLCV candle on the wire: open time in ms, prices and base volume as numbers. */
export const candleSchema = z.object({
  time: z.number().int(),
  open: finiteNumberSchema,
  high: finiteNumberSchema,
  low: finiteNumberSchema,
  close: finiteNumberSchema,
  volume: finiteNumberSchema,
});

/** A successful `GET /api/market/candles` answer: the coin's latest candles, oldest first. */
export const candlesResponseSchema = successEnvelope(
  z.object({
    coin: coinSymbolSchema,
    interval: z.enum(CHART_INTERVALS),
    szDecimals: z.number().int().nonnegative(),
    candles: z.array(candleSchema),
  }),
);

/** A coin's candles as the price chart reads them. */
export type CoinCandles = z.infer<typeof candlesResponseSchema>["data"];
