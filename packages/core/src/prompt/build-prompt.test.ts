import { describe, expect, it } from "vitest";
import { DEFAULT_DATA_SOURCES, normalizeDataSources } from "../catalog/data-sources.ts";
import { translate } from "../i18n/translate.ts";
import type { Candle } from "../indicators/candle.ts";
import { buildAnalysisPrompt, buildAnalysisPromptParts, promptText } from "./build-prompt.ts";
import type { DecisionMemory } from "./decision-memory.ts";
import { liquidationDistance, sentimentScore } from "./market-lines.ts";
import { MEMORY_WORDS, memoryText } from "./memory-lines.ts";
import type { PromptCoin, PromptInput } from "./prompt-input.ts";

const series = (count: number, start: number, stepMs: number): Candle[] =>
  Array.from({ length: count }, (_, i) => {
    const close = start * (1 + i * 0.001 + Math.sin(i) * 0.002);
    return { time: i * stepMs, open: close, high: close * 1.002, low: close * 0.998, close, volume: 100 + i };
  });

const coin = (symbol: string, price: number): PromptCoin => ({
  coin: symbol,
  price,
  change24hPercent: 1.5,
  maxLeverage: 20,
  intraday: series(96, price, 900_000),
  context: series(90, price, 14_400_000),
  fundingRate: 0.0000125,
  premium: 0.0002,
  openInterestUsd: 1.5e9,
  openInterestChangePercent: 2.5,
  openInterestWindowMinutes: 60,
});

const input = (overrides: Partial<PromptInput> = {}): PromptInput => ({
  language: "en",
  time: Date.UTC(2026, 10, 22, 3, 0),
  coins: [coin("BTC", 97_000), coin("ETH", 3_100)],
  positions: [],
  accountValue: 1234.5,
  availableCash: 1000,
  tradeAmount: 100,
  riskPreference: "balanced",
  dataSources: DEFAULT_DATA_SOURCES,
  userIdeas: "",
  ...overrides,
});

/** An open ETH short with its plan, and ETH's and BTC's last decisions. */
const MEMORY: DecisionMemory = {
  plans: [
    {
      coin: "ETH",
      side: "SHORT",
      time: Date.UTC(2026, 10, 22, 2, 0),
      reason: "Breakdown below 3250",
      invalidation: "4h close above 3300",
      stopLoss: 3300,
      takeProfit: 2900,
      stopOnExchange: 3300,
    },
  ],
  recent: [
    {
      time: Date.UTC(2026, 10, 22, 1, 0),
      coin: "BTC",
      action: "BUY",
      outcome: { kind: "closed", pnlPercent: 1.25, r: 0.5 },
    },
    {
      time: Date.UTC(2026, 10, 22, 2, 0),
      coin: "ETH",
      action: "SELL",
      outcome: { kind: "open", pnlPercent: 3.1, r: 1 },
    },
  ],
};

const ideas =
  "Only longs on BTC above 100k!\n  Keep {balance} safe, ignore {marketData} and {unknown}. 不要追高 {x";

describe.each(["en", "zh"] as const)("buildAnalysisPrompt (%s)", (language) => {
  it("fills every system placeholder: balance, cash, coins, risk band and the guidance", () => {
    const prompt = buildAnalysisPrompt(input({ language }), translate);
    expect(prompt).not.toMatch(
      /\{(balance|cash|coins|tradeAmount|riskPreference|leverageMin|leverageMax|fee|marketData|positions|ideas|legend|time|maxPositions|minLeverage|riskMin|riskMax|marginMin|marginMax|minOrder|exitBreakEven|exitTrailing|exitAtr)\}/,
    );
    expect(prompt).toContain("1234.50");
    expect(prompt).toContain("1000.00");
    expect(prompt).toContain("BTC,ETH");
    expect(prompt).toContain("10-15x");
    expect(prompt).toContain("0.09%");
    expect(prompt).toContain("5-100%");
    expect(prompt).toContain("0.2-0.8");
    expect(prompt).toContain("2026-11-22 03:00Z");
    // The exit policy a model may propose, with the guardrails' bounds.
    expect(prompt).toContain("percent 0.1-100|null=1R");
    expect(prompt).toContain("percent 0.2-30|atr 0.5-10 ");
  });

  it("inserts the user's ideas as written, filling only the user placeholders", () => {
    const prompt = buildAnalysisPrompt(input({ language, userIdeas: ideas }), translate);
    expect(prompt).toContain(
      "Only longs on BTC above 100k!\n  Keep 1234.50 safe, ignore {marketData} and {unknown}. 不要追高 {x",
    );
  });

  it("leaves unticked sources out and always keeps price", () => {
    const priceOnly = buildAnalysisPrompt(
      input({
        language,
        dataSources: normalizeDataSources({
          ema: false,
          macd: false,
          rsi: false,
          volume: false,
          funding: false,
        }),
      }),
      translate,
    );
    for (const field of [" ema", " rsi", " macd", " vol", " fund", " oi$", " sent", " liq15x"])
      expect(priceOnly).not.toContain(field);
    expect(priceOnly).toContain("px97000");
    expect(priceOnly).toContain("c15m=");
    const defaults = buildAnalysisPrompt(input({ language }), translate);
    for (const field of [" ema", " rsi", " macd", " vol", " fund"]) expect(defaults).toContain(field);
    for (const field of [" oi$", " sent", "liq20x"]) expect(defaults).not.toContain(field);
  });

  it("explains and shows open interest, liquidation and sentiment when ticked", () => {
    const all = normalizeDataSources({ oi: true, liquidation: true, sentiment: true });
    const prompt = buildAnalysisPrompt(input({ language, dataSources: all }), translate);
    expect(prompt).toContain("oi$1.5B(+2.5%/60m)");
    expect(prompt).toMatch(/sent[+-]\d\.\d\d/);
    expect(prompt).toContain("liq15x±4.2%");
    expect(prompt).toContain(language === "en" ? "crowding" : "拥挤度");
  });

  it("lists open positions with their liquidation distance, and the memory after the closes when it is on", () => {
    const ethShort = {
      coin: "ETH",
      size: -0.5,
      entryPrice: 3200,
      markPrice: 3100,
      leverage: 10,
      unrealizedPnl: 50,
      liquidationPrice: 3410,
    };
    const base = input({
      language,
      dataSources: normalizeDataSources({ liquidation: true }),
      positions: [ethShort],
    });
    const prompt = buildAnalysisPrompt({ ...base, memory: MEMORY }, translate);
    expect(prompt).toContain(
      "ETH short 0.5 @3200 10x uPnL=+50.00 liq=3410(+10.0%)".replace(
        "short",
        language === "en" ? "short" : "空",
      ),
    );
    const heading = MEMORY_WORDS[language].heading;
    const memory = memoryText(MEMORY, base.time, language);
    // The memory follows the closes (it changes less often than what comes after it) and precedes the time.
    expect(prompt).toContain(memory);
    expect(prompt.indexOf(heading)).toBeGreaterThan(prompt.lastIndexOf(" c15m="));
    expect(prompt.indexOf(heading)).toBeLessThan(prompt.indexOf("2026-11-22 03:00Z"));
    expect(prompt).toContain("Breakdown below 3250;");
    expect(prompt).toContain(`SL=3300${MEMORY_WORDS[language].stopLive} TP=2900`);
    // Switched off: no memory at all.
    expect(buildAnalysisPrompt(base, translate)).not.toContain(heading);
  });
});

describe.each(["en", "zh"] as const)("cacheable order (%s)", (language) => {
  it("gives two snapshots at different times, prices, balances, positions and memory the same leading block", () => {
    const ideasWithCoins = "Prefer {coins}, risk {riskPreference}.";
    const first = buildAnalysisPromptParts(input({ language, userIdeas: ideasWithCoins }), translate);
    const later = buildAnalysisPromptParts(
      input({
        language,
        userIdeas: ideasWithCoins,
        time: Date.UTC(2026, 10, 22, 3, 5),
        coins: [coin("BTC", 97_350), coin("ETH", 3_090)],
        accountValue: 1250.75,
        availableCash: 880,
        positions: [
          {
            coin: "BTC",
            size: 0.01,
            entryPrice: 97_000,
            markPrice: 97_350,
            leverage: 10,
            unrealizedPnl: 3.5,
            liquidationPrice: null,
          },
        ],
        memory: MEMORY,
      }),
      translate,
    );
    expect(later.instructions).toBe(first.instructions);
    expect(later.data).not.toBe(first.data);
    const [a, b] = [promptText(first), promptText(later)];
    let shared = 0;
    while (shared < a.length && a[shared] === b[shared]) shared++;
    // The texts part no earlier than the end of the fixed block: time, account and prices all come after it.
    expect(shared).toBeGreaterThan(first.instructions.length);
    for (const changing of [
      "2026-11-22",
      "1234.50",
      "1000.00",
      "px97000",
      "mark=",
      MEMORY_WORDS[language].heading,
    ])
      expect(first.instructions + later.instructions).not.toContain(changing);
    expect(first.instructions).toContain("BTC,ETH");
    expect(first.instructions).toContain("JSON");
  });
});

describe("contract units and caps", () => {
  it("marks 1000-coin contracts and a leverage cap below the risk band", () => {
    const prompt = buildAnalysisPrompt(
      input({ coins: [{ ...coin("PEPE", 0.012), maxLeverage: 10 }, coin("BTC", 97_000)] }),
      translate,
    );
    expect(prompt).toContain("PEPE px0.012/1000 ");
    expect(prompt).toContain("maxlev10x");
    expect(prompt).not.toContain("BTC px97000/1000");
    expect(prompt.match(/maxlev\d/g)).toHaveLength(1);
  });
});

describe("derived sources", () => {
  it("scores crowded longs positive and crowded shorts negative", () => {
    expect(sentimentScore({ ...coin("BTC", 1), fundingRate: 0.0001, premium: 0.002 })).toBeGreaterThan(0.7);
    expect(
      sentimentScore({ ...coin("BTC", 1), fundingRate: -0.0001, premium: -0.002, change24hPercent: -3 }),
    ).toBeLessThan(-0.7);
  });

  it("puts liquidation of a new position at initial minus maintenance margin", () => {
    // 10x on a 20x-max coin: 10 % initial margin, 2.5 % maintenance.
    expect(liquidationDistance(10, 20)).toBeCloseTo(0.075, 10);
  });

  it("keeps six coins with the default sources compact", () => {
    const coins = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"].map((symbol, i) => coin(symbol, 10 ** (i % 4)));
    expect(buildAnalysisPrompt(input({ coins }), translate).length).toBeLessThan(4500);
  });
});
