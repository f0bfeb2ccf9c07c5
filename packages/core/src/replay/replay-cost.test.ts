import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_SOURCES } from "../catalog/data-sources.ts";
import { translate } from "../i18n/translate.ts";
import type { Candle } from "../indicators/candle.ts";
import { buildAnalysisPrompt } from "../prompt/build-prompt.ts";
import {
  approxTokens,
  callFitsBudget,
  estimateReplayCost,
  estimateStepTokens,
  expectedOutputTokens,
  replayStepCount,
} from "./replay-cost.ts";

const HOUR = 3_600_000;

const shape = (coins: string[], customPrompt = "", language: "en" | "zh" = "en") => ({
  coins,
  dataSources: DEFAULT_DATA_SOURCES,
  riskPreference: "balanced" as const,
  language,
  customPrompt,
});

/** A market with real-looking prices: BTC near 97,000 with small moves. */
const walk = (count: number, start: number, stepMs: number): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = start * (1 + Math.sin(i / 5) * 0.01 + i * 0.0003);
    return {
      time: i * stepMs,
      open: close * 0.999,
      high: close * 1.004,
      low: close * 0.996,
      close,
      volume: 50 + i,
    };
  });

describe("replay cost estimate", () => {
  it("counts a CJK character as a token and other text at 3.5 characters a token", () => {
    expect(approxTokens("")).toBe(0);
    expect(approxTokens("abcdefg")).toBe(2);
    expect(approxTokens("不要追高")).toBe(4);
    expect(approxTokens("BTC 不要追高")).toBe(Math.ceil(4 + 4 / 3.5));
  });

  it("estimates a step near the tokens of a real prompt of the same coins", () => {
    const coins = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"];
    const real = buildAnalysisPrompt(
      {
        language: "en",
        time: Date.UTC(2026, 10, 20),
        coins: coins.map((coin, index) => ({
          coin,
          price: 97_000 / (index + 1),
          change24hPercent: 2.31,
          maxLeverage: 40,
          intraday: walk(96, 97_000 / (index + 1), HOUR / 4),
          context: walk(90, 97_000 / (index + 1), 4 * HOUR),
          fundingRate: 0.0000125,
          premium: 0.0003,
          openInterestUsd: 0,
          openInterestChangePercent: null,
          openInterestWindowMinutes: 0,
        })),
        // Three positions open with their plans, and each coin's last three decisions with their results.
        positions: coins.slice(0, 3).map((coin, index) => ({
          coin,
          size: 0.5,
          entryPrice: 96_000 / (index + 1),
          markPrice: 97_000 / (index + 1),
          leverage: 10,
          unrealizedPnl: 480.25,
          liquidationPrice: null,
        })),
        accountValue: 10_000,
        availableCash: 10_000,
        tradeAmount: 500,
        riskPreference: "balanced",
        dataSources: DEFAULT_DATA_SOURCES,
        userIdeas: "",
        memory: {
          plans: coins.slice(0, 3).map((coin, index) => ({
            coin,
            side: "LONG" as const,
            time: Date.UTC(2026, 10, 19, 20),
            reason: "Higher lows on the 15m chart with rising volume and neutral funding",
            invalidation: "a 15m close back under the breakout level",
            stopLoss: 94_000 / (index + 1),
            takeProfit: 101_000 / (index + 1),
            stopOnExchange: 94_000 / (index + 1),
          })),
          recent: coins.flatMap((coin) =>
            [14, 18, 22].map((hour) => ({
              time: Date.UTC(2026, 10, 19, hour),
              coin,
              action: "BUY" as const,
              outcome: { kind: "closed" as const, pnlPercent: 1.37, r: 0.62 },
            })),
          ),
        },
      },
      translate,
    );
    const estimate = estimateStepTokens(shape(coins), translate);
    const actual = approxTokens(real);
    expect(estimate.input).toBeGreaterThan(actual * 0.8);
    expect(estimate.input).toBeLessThan(actual * 1.4);
    expect(estimate.output).toBe(expectedOutputTokens(6));
  });

  it("grows with the coins and the user's prompt", () => {
    const one = estimateStepTokens(shape(["BTC"]), translate);
    const six = estimateStepTokens(shape(["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"]), translate);
    const withPrompt = estimateStepTokens(
      shape(["BTC"], "Only trade with the trend. ".repeat(20)),
      translate,
    );
    expect(six.input).toBeGreaterThan(one.input + 5 * 80);
    expect(six.output).toBeGreaterThan(one.output);
    expect(withPrompt.input).toBeGreaterThan(one.input + 100);
  });

  it("multiplies steps by the step's tokens and the model's price", () => {
    expect(replayStepCount(0, 30 * 24 * HOUR, 1)).toBe(720);
    expect(replayStepCount(0, 25 * HOUR, 4)).toBe(7);
    expect(estimateReplayCost(720, { input: 3_000, output: 1_300 }, 0.014)).toEqual({
      steps: 720,
      inputTokens: 2_160_000,
      outputTokens: 936_000,
      totalTokens: 3_096_000,
      costUsd: expect.closeTo(43.344, 9),
    });
  });

  it("lets a call through only when both the tokens and the dollars stay within the budget", () => {
    const budget = { maxTokens: 5_000, maxUsd: 0.1 };
    expect(callFitsBudget({ tokens: 3_000, usd: 0.05 }, { tokens: 2_000, usd: 0.05 }, budget)).toBe(true);
    expect(callFitsBudget({ tokens: 3_000, usd: 0.05 }, { tokens: 2_001, usd: 0.01 }, budget)).toBe(false);
    expect(callFitsBudget({ tokens: 0, usd: 0.08 }, { tokens: 10, usd: 0.03 }, budget)).toBe(false);
  });
});
