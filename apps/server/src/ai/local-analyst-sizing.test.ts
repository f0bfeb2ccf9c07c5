import { COIN_SYMBOLS, DEFAULT_COINS, DEFAULT_DATA_SOURCES } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import { describe, expect, it } from "vitest";
import type { AssetMarket } from "../exchange/market-data.ts";
import { runLocalAnalyst } from "./local-analyst.ts";
import type { AnalystCoinInput } from "./local-analyst-types.ts";

/** Prices and lot decimals shaped like the real listing: from BTC's 5 decimals at ~90k to 0 decimals under a cent. */
const LISTING: readonly (readonly [number, number])[] = [
  [90_000, 5],
  [3_000, 4],
  [150, 2],
  [600, 3],
  [2.2, 1],
  [0.16, 0],
  [0.0042, 0],
  [25, 1],
];

function rising(price: number, count: number, stepMs: number): Candle[] {
  return Array.from({ length: count }, (_, i) => {
    const close = price * (1 + i * 0.002) * (1 + Math.sin(i) * 0.0004);
    return { time: i * stepMs, open: close, high: close * 1.002, low: close * 0.998, close, volume: 100 };
  });
}

function coins(count: number): AnalystCoinInput[] {
  const symbols =
    count <= DEFAULT_COINS.length ? DEFAULT_COINS.slice(0, count) : COIN_SYMBOLS.slice(0, count);
  return symbols.map((coin, index) => {
    const [price, szDecimals] = LISTING[index % LISTING.length] ?? [100, 2];
    const intraday = rising(price, 96, 900_000);
    const last = intraday.at(-1)?.close ?? price;
    const market: AssetMarket = {
      coin,
      exchangeCoin: coin,
      assetIndex: index,
      szDecimals,
      maxLeverage: 20,
      midPrice: last,
      markPrice: last,
      oraclePrice: last,
      prevDayPrice: price,
      change24hPercent: 1,
      fundingRate: 0.0000125,
      openInterest: 1000,
      dayNotionalVolume: 1_000_000,
    };
    return { market, intraday, context: rising(price * 0.9, 90, 14_400_000) };
  });
}

const BALANCES = [
  0, 0.01, 0.1, 0.5, 1, 3, 9.99, 10, 12, 50, 100, 2_000, 10_000, 123_456, 1_000_000, 10_000_000,
];

describe("local analyst sizing", () => {
  it("never throws, and a coin whose margin cannot reach the $10 minimum is a HOLD saying so", () => {
    for (const count of [6, 25]) {
      const listed = coins(count);
      for (const balance of BALANCES) {
        for (const cash of [balance, balance / 7, 0.05]) {
          for (const riskPreference of ["conservative", "balanced", "aggressive"] as const) {
            for (const language of ["en", "zh"] as const) {
              const analysis = runLocalAnalyst({
                coins: listed,
                positions: [],
                accountValue: balance,
                availableCash: cash,
                tradeAmount: balance,
                riskPreference,
                dataSources: DEFAULT_DATA_SOURCES,
                language,
              });
              expect(analysis.trading_decisions).toHaveLength(count);
              for (const decision of analysis.trading_decisions) {
                if (decision.action === "BUY" || decision.action === "SELL") {
                  expect(decision.quantity ?? 0).toBeGreaterThan(0);
                  expect((decision.quantity ?? 0) * (decision.entry_price ?? 0)).toBeGreaterThanOrEqual(10);
                  expect(decision.stop_loss ?? 0).toBeGreaterThan(0);
                } else {
                  expect(decision.action).toBe("HOLD");
                }
              }
              if (balance * 20 < 10) {
                for (const decision of analysis.trading_decisions) {
                  expect(decision.action).toBe("HOLD");
                  expect(decision.reasoning).toMatch(/\$10/);
                }
              }
            }
          }
        }
      }
    }
  });

  it("holds with the $10 reason when the margin left after earlier coins is a few cents", () => {
    const listed = coins(6);
    const analysis = runLocalAnalyst({
      coins: listed,
      positions: [],
      accountValue: 10_000,
      availableCash: 1_000,
      tradeAmount: 10_000,
      riskPreference: "balanced",
      dataSources: DEFAULT_DATA_SOURCES,
      language: "en",
    });
    const opened = analysis.trading_decisions.filter((d) => d.action !== "HOLD");
    expect(opened.length).toBeGreaterThan(0);
    expect(analysis.trading_decisions.some((d) => d.action === "HOLD")).toBe(true);
  });
});
