import { type CoinSymbol, DEFAULT_DATA_SOURCES, LEVERAGE_BANDS, normalizeDataSources } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import { describe, expect, it } from "vitest";
import type { AssetMarket } from "../exchange/market-data.ts";
import { runLocalAnalyst } from "./local-analyst.ts";
import type { AnalystCoinInput, AnalystInput } from "./local-analyst-types.ts";

type Shape = "rising" | "falling" | "flat";

function candles(shape: Shape, count: number, start: number, stepMs: number): Candle[] {
  return Array.from({ length: count }, (_, i) => {
    const drift = shape === "rising" ? 1 + i * 0.002 : shape === "falling" ? 1 - i * 0.002 : 1;
    const wiggle = shape === "flat" ? (i % 2 === 0 ? 1.0005 : 0.9995) : 1 + Math.sin(i) * 0.0004;
    const close = start * drift * wiggle;
    return { time: i * stepMs, open: close, high: close * 1.002, low: close * 0.998, close, volume: 100 };
  });
}

function coinInput(coin: CoinSymbol, shape: Shape, price = 100, maxLeverage = 20): AnalystCoinInput {
  const intraday = candles(shape, 96, price, 900_000);
  const last = intraday.at(-1)?.close ?? price;
  const market: AssetMarket = {
    coin,
    exchangeCoin: coin,
    assetIndex: 0,
    szDecimals: 2,
    maxLeverage,
    midPrice: last,
    markPrice: last,
    oraclePrice: last,
    prevDayPrice: price,
    change24hPercent: ((last - price) / price) * 100,
    fundingRate: 0.0000125,
    openInterest: 1000,
    dayNotionalVolume: 1_000_000,
  };
  return { market, intraday, context: candles(shape, 90, price * 0.9, 14_400_000) };
}

const input = (overrides: Partial<AnalystInput>): AnalystInput => ({
  coins: [],
  positions: [],
  accountValue: 10_000,
  availableCash: 10_000,
  tradeAmount: 100,
  riskPreference: "balanced",
  dataSources: DEFAULT_DATA_SOURCES,
  language: "en",
  ...overrides,
});

describe("runLocalAnalyst", () => {
  it("buys a rising market with the stop below and the target above the entry", () => {
    const [decision] = runLocalAnalyst(input({ coins: [coinInput("SOL", "rising")] })).trading_decisions;
    expect(decision?.action).toBe("BUY");
    const entry = decision?.entry_price ?? 0;
    expect(decision?.stop_loss).toBeLessThan(entry);
    expect(decision?.take_profit).toBeGreaterThan(entry);
    expect(decision?.risk_reward_ratio).toBeGreaterThan(1.5);
    expect((decision?.quantity ?? 0) * entry).toBeGreaterThanOrEqual(10);
  });

  it("sells a falling market with the stop above and the target below the entry", () => {
    const [decision] = runLocalAnalyst(input({ coins: [coinInput("ETH", "falling")] })).trading_decisions;
    expect(decision?.action).toBe("SELL");
    expect(decision?.stop_loss).toBeGreaterThan(decision?.entry_price ?? 0);
    expect(decision?.take_profit).toBeLessThan(decision?.entry_price ?? 0);
  });

  it("holds a flat market", () => {
    const [decision] = runLocalAnalyst(input({ coins: [coinInput("BTC", "flat")] })).trading_decisions;
    expect(decision).toMatchObject({ action: "HOLD", quantity: null, leverage: null });
  });

  it("keeps leverage inside the risk band and under the coin's maximum", () => {
    for (const riskPreference of ["conservative", "balanced", "aggressive"] as const) {
      const band = LEVERAGE_BANDS[riskPreference];
      const analysis = runLocalAnalyst(
        input({ riskPreference, coins: [coinInput("SOL", "rising"), coinInput("WIF", "rising", 2, 5)] }),
      );
      const [sol, wif] = analysis.trading_decisions;
      expect(sol?.leverage).toBeGreaterThanOrEqual(band.min);
      expect(sol?.leverage).toBeLessThanOrEqual(band.max);
      expect(wif?.leverage).toBeLessThanOrEqual(5);
    }
  });

  it("closes a long the signals turned against, and keeps one they agree with", () => {
    const analysis = runLocalAnalyst(
      input({
        coins: [coinInput("ETH", "falling"), coinInput("SOL", "rising")],
        positions: [
          { coin: "ETH", size: 0.5, entryPrice: 100, unrealizedPnl: -3 },
          { coin: "SOL", size: 2, entryPrice: 90, unrealizedPnl: 20 },
        ],
      }),
    );
    expect(analysis.trading_decisions[0]).toMatchObject({ coin: "ETH", action: "CLOSE", quantity: 0.5 });
    expect(analysis.trading_decisions[1]).toMatchObject({ coin: "SOL", action: "HOLD" });
  });

  it("never holds more than 6 positions at once", () => {
    const symbols: CoinSymbol[] = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE", "AVAX", "LINK"];
    const analysis = runLocalAnalyst(input({ coins: symbols.map((coin) => coinInput(coin, "rising")) }));
    const opened = analysis.trading_decisions.filter((d) => d.action === "BUY" || d.action === "SELL");
    expect(opened).toHaveLength(6);
    const existing = runLocalAnalyst(
      input({
        coins: symbols.slice(0, 3).map((coin) => coinInput(coin, "rising")),
        positions: ["ADA", "DOT", "LTC", "UNI", "NEAR"].map((coin) => ({
          coin,
          size: 1,
          entryPrice: 1,
          unrealizedPnl: 0,
        })),
      }),
    );
    expect(existing.trading_decisions.filter((d) => d.action === "BUY")).toHaveLength(1);
  });

  it("holds when the trade amount cannot reach the $10 minimum order value", () => {
    const analysis = runLocalAnalyst(input({ tradeAmount: 0.5, coins: [coinInput("SOL", "rising")] }));
    expect(analysis.trading_decisions[0]?.action).toBe("HOLD");
    expect(analysis.trading_decisions[0]?.reasoning).toMatch(/\$10/);
  });

  it("is deterministic and answers in the requested language", () => {
    const coins = [coinInput("BTC", "rising"), coinInput("ETH", "falling")];
    expect(runLocalAnalyst(input({ coins }))).toEqual(runLocalAnalyst(input({ coins })));
    const zh = runLocalAnalyst(input({ coins, language: "zh" }));
    expect(zh.strategy_overview).toMatch(/本地规则分析师/);
    expect(zh.trading_decisions[0]?.reasoning).toMatch(/开多/);
    const balanced = runLocalAnalyst(input({ coins, language: "zh", riskPreference: "balanced" }));
    expect(balanced.strategy_overview).toContain("风险偏好：平衡");
    expect(balanced.strategy_overview).toContain("2 个币种中");
    expect(
      runLocalAnalyst(input({ coins: [coins[0] ?? coinInput("BTC", "rising")] })).strategy_overview,
    ).toContain("of 1 coin,");
  });

  it("reads only the ticked data sources", () => {
    const sources = normalizeDataSources({
      ema: false,
      macd: false,
      rsi: false,
      volume: false,
      funding: false,
    });
    const analysis = runLocalAnalyst(input({ coins: [coinInput("SOL", "rising")], dataSources: sources }));
    expect(analysis.comprehensive_analysis).not.toMatch(/RSI|EMA|MACD/);
    expect(analysis.trading_decisions[0]?.action).toBe("BUY");
  });
});
