import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVERAGE_BANDS } from "../catalog/risk.ts";
import { DECISION_ACTIONS, type TradingDecision } from "../trading/decision.ts";
import { applyGuardrails, type GuardrailContext, leverageRange, MIN_ORDER_VALUE_USD } from "./guardrails.ts";

const markets = new Map([
  ["BTC", { price: 100_000, maxLeverage: 40, szDecimals: 5 }],
  ["ETH", { price: 3_000, maxLeverage: 25, szDecimals: 4 }],
  ["SOL", { price: 150, maxLeverage: 20, szDecimals: 2 }],
  ["WIF", { price: 2, maxLeverage: 5, szDecimals: 0 }],
]);

const context = (overrides: Partial<GuardrailContext> = {}): GuardrailContext => ({
  coins: ["BTC", "ETH", "SOL", "WIF"],
  riskPreference: "balanced",
  markets,
  positions: new Map(),
  availableCash: 1_000,
  tradeAmount: 100,
  language: "en",
  ...overrides,
});

const buy = (overrides: Partial<TradingDecision> = {}): TradingDecision => ({
  coin: "SOL",
  action: "BUY",
  confidence: 0.7,
  reasoning: "Trend up.",
  quantity: 10,
  entry_price: 150,
  leverage: 12,
  stop_loss: 146,
  take_profit: 160,
  risk_reward_ratio: 9,
  ...overrides,
});

const analysis = (...decisions: TradingDecision[]) => ({
  strategy_overview: "",
  comprehensive_analysis: "",
  trading_decisions: decisions,
});

const guard = (decisions: TradingDecision[], overrides: Partial<GuardrailContext> = {}) =>
  applyGuardrails(analysis(...decisions), context({ coins: ["SOL"], ...overrides }));

const only = (decisions: TradingDecision[], overrides: Partial<GuardrailContext> = {}) => {
  const [first] = guard(decisions, overrides);
  if (!first) throw new Error("no decision");
  return first;
};

describe("applyGuardrails", () => {
  it("keeps a sound BUY and recomputes its risk/reward from the levels", () => {
    const { decision, notes } = only([buy()]);
    expect(notes).toEqual([]);
    expect(decision).toMatchObject({ action: "BUY", quantity: 10, leverage: 12, stop_loss: 146 });
    expect(decision.risk_reward_ratio).toBe(2.5);
    expect(decision.reasoning).toBe("Trend up.");
  });

  it("drops coins nobody asked for and gives missing selected coins a HOLD", () => {
    const result = applyGuardrails(
      analysis(buy({ coin: "DOGE" }), buy({ coin: "sol" })),
      context({ coins: ["SOL", "ETH"] }),
    );
    expect(result.map((r) => [r.decision.coin, r.decision.action])).toEqual([
      ["SOL", "BUY"],
      ["ETH", "HOLD"],
    ]);
    expect(result[1]?.decision.reasoning).toContain("no decision");
  });

  it("keeps only the first decision of a coin", () => {
    const result = guard([buy(), buy({ action: "SELL", stop_loss: 155, take_profit: 140 })]);
    expect(result).toHaveLength(1);
    expect(result[0]?.decision.action).toBe("BUY");
  });

  it("clamps leverage into the risk band and rounds it to an integer", () => {
    expect(only([buy({ leverage: 3 })]).decision.leverage).toBe(LEVERAGE_BANDS.balanced.min);
    expect(only([buy({ leverage: 19.6 })]).decision.leverage).toBe(LEVERAGE_BANDS.balanced.max);
    expect(only([buy({ leverage: 12.4 })]).decision.leverage).toBe(12);
    const conservative = only([buy({ leverage: 20 })], { riskPreference: "conservative" });
    expect(conservative.decision.leverage).toBe(10);
    expect(conservative.decision.reasoning).toContain("Leverage set to 10x (allowed 5-10x)");
  });

  it("never exceeds the coin's maximum leverage", () => {
    const { decision } = only(
      [buy({ coin: "WIF", quantity: 500, entry_price: 2, stop_loss: 1.9, take_profit: 2.4 })],
      {
        coins: ["WIF"],
        riskPreference: "aggressive",
      },
    );
    expect(decision.leverage).toBe(5);
    expect(leverageRange("aggressive", 5)).toEqual({ min: 5, max: 5 });
  });

  it("turns a stop loss on the wrong side of the entry into HOLD, with the reason", () => {
    const long = only([buy({ stop_loss: 152 })]);
    expect(long.decision.action).toBe("HOLD");
    expect(long.decision.reasoning).toContain("Stop loss on the wrong side");
    const short = only([buy({ action: "SELL", stop_loss: 140, take_profit: 130 })]);
    expect(short.decision.action).toBe("HOLD");
  });

  it("turns a take profit on the wrong side of the entry into HOLD", () => {
    expect(only([buy({ take_profit: 140 })]).decision.action).toBe("HOLD");
    expect(only([buy({ action: "SELL", stop_loss: 155, take_profit: 160 })]).decision.action).toBe("HOLD");
  });

  it("adds a missing stop loss and pulls a stop that risks too much of the margin", () => {
    const missing = only([buy({ stop_loss: null })]).decision;
    expect(missing.stop_loss).toBeLessThan(150);
    expect(missing.reasoning).toContain("No stop loss given");
    const far = only([buy({ stop_loss: 100, leverage: 10 })]).decision;
    // 0.8 of the margin at 10x is an 8 % move.
    expect(far.stop_loss).toBeCloseTo(138, 6);
  });

  it("sets the entry to the market price the order fills at", () => {
    const { decision } = only([buy({ entry_price: 120, stop_loss: 146 })]);
    expect(decision.entry_price).toBe(150);
    expect(decision.reasoning).toContain("Entry set to the market price 150");
  });

  it("sizes a missing quantity from the trade amount and shrinks one that needs more cash than is free", () => {
    // 100 USDC at 10x on 150, rounded down to the market's 2 size decimals.
    expect(only([buy({ quantity: null, leverage: 10 })]).decision.quantity).toBe(6.66);
    const big = only([buy({ quantity: 1_000, leverage: 10 })], { availableCash: 300 }).decision;
    expect((big.quantity ?? 0) * 150).toBeLessThanOrEqual(300 * 10);
    expect(big.reasoning).toContain("free cash of 300 USDC");
  });

  it("turns an order below the $10 minimum into HOLD", () => {
    const { decision } = only([buy({ quantity: 0.05 })]);
    expect(decision.action).toBe("HOLD");
    expect(decision.reasoning).toContain(`${MIN_ORDER_VALUE_USD} USDC minimum`);
  });

  it("shares the free cash between decisions, most confident first", () => {
    const result = applyGuardrails(
      analysis(
        buy({ confidence: 0.6, quantity: 10, leverage: 10 }),
        buy({
          coin: "ETH",
          confidence: 0.9,
          quantity: 1,
          entry_price: 3000,
          stop_loss: 2900,
          take_profit: 3300,
          leverage: 10,
        }),
      ),
      context({ coins: ["SOL", "ETH"], availableCash: 350 }),
    );
    const [sol, eth] = result.map((r) => r.decision);
    expect(eth?.quantity).toBe(1);
    expect(((sol?.quantity ?? 0) * 150) / 10).toBeLessThanOrEqual(50 + 1e-9);
  });

  it("opens at most 6 positions in all", () => {
    const positions = new Map(["A1", "A2", "A3", "A4", "A5"].map((coin) => [coin, 1]));
    const result = applyGuardrails(
      analysis(
        buy(),
        buy({
          coin: "BTC",
          quantity: 0.01,
          entry_price: 100_000,
          stop_loss: 99_000,
          take_profit: 103_000,
          confidence: 0.5,
        }),
      ),
      context({ coins: ["SOL", "BTC"], positions }),
    );
    expect(result.map((r) => r.decision.action)).toEqual(["BUY", "HOLD"]);
    expect(result[1]?.decision.reasoning).toContain("At most 6 positions");
  });

  it("lets a CLOSE free a slot for a new position", () => {
    const positions = new Map(["A1", "A2", "A3", "A4", "A5", "ETH"].map((coin) => [coin, 1]));
    const close = { ...buy({ coin: "ETH" }), action: "CLOSE" as const };
    const result = applyGuardrails(analysis(buy(), close), context({ coins: ["SOL", "ETH"], positions }));
    expect(result.map((r) => r.decision.action)).toEqual(["BUY", "CLOSE"]);
    expect(result[1]?.decision).toMatchObject({
      quantity: 1,
      entry_price: 3000,
      stop_loss: null,
      leverage: null,
    });
  });

  it("allows CLOSE only where a position is open", () => {
    const { decision } = only([{ ...buy(), action: "CLOSE" }]);
    expect(decision.action).toBe("HOLD");
    expect(decision.reasoning).toContain("CLOSE needs an open position");
  });

  it("refuses to open against an open position", () => {
    const { decision } = only([buy()], { positions: new Map([["SOL", -2]]) });
    expect(decision.action).toBe("HOLD");
  });

  it("clears the numbers of a HOLD and writes notes in Chinese for Chinese users", () => {
    expect(only([{ ...buy(), action: "HOLD" }]).decision).toMatchObject({ quantity: null, leverage: null });
    expect(only([buy({ stop_loss: 152 })], { language: "zh" }).decision.reasoning).toContain("风控：");
  });
});

const decisionArbitrary = fc.record({
  coin: fc.constantFrom("BTC", "ETH", "SOL", "WIF", "DOGE", "sol", "kPEPE", "XYZ"),
  action: fc.constantFrom(...DECISION_ACTIONS),
  confidence: fc.double({ min: -1, max: 2, noNaN: true }),
  reasoning: fc.string({ maxLength: 20 }),
  quantity: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true })),
  entry_price: fc.option(fc.double({ min: 0.001, max: 2e5, noNaN: true })),
  leverage: fc.option(fc.double({ min: -5, max: 100, noNaN: true })),
  stop_loss: fc.option(fc.double({ min: 0, max: 2e5, noNaN: true })),
  take_profit: fc.option(fc.double({ min: 0, max: 2e5, noNaN: true })),
  risk_reward_ratio: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
});

const contextArbitrary = fc.record({
  riskPreference: fc.constantFrom("conservative", "balanced", "aggressive" as const),
  availableCash: fc.double({ min: 0, max: 1e5, noNaN: true }),
  tradeAmount: fc.double({ min: 10, max: 1e4, noNaN: true }),
  positions: fc.dictionary(
    fc.constantFrom("BTC", "ETH", "SOL", "WIF", "AVAX", "LINK", "UNI"),
    fc.double({ min: -5, max: 5, noNaN: true }),
  ),
});

describe("applyGuardrails (properties)", () => {
  it("never lets out a decision that breaks a rule", () => {
    fc.assert(
      fc.property(fc.array(decisionArbitrary, { maxLength: 10 }), contextArbitrary, (decisions, settings) => {
        const positions = new Map(Object.entries(settings.positions));
        const ctx = context({ ...settings, positions });
        const result = applyGuardrails(analysis(...decisions), ctx).map((r) => r.decision);
        expect(result.map((d) => d.coin)).toEqual(ctx.coins);
        let open = [...positions.values()].filter((size) => size !== 0).length;
        let margin = 0;
        for (const d of result) {
          expect(d.confidence).toBeGreaterThanOrEqual(0);
          expect(d.confidence).toBeLessThanOrEqual(1);
          const held = positions.get(d.coin) ?? 0;
          if (d.action === "CLOSE") {
            expect(held).not.toBe(0);
            expect(d.quantity).toBe(Math.abs(held));
            open -= 1;
          }
          if (d.action === "HOLD") expect(d.quantity).toBeNull();
          if (d.action !== "BUY" && d.action !== "SELL") continue;
          const market = markets.get(d.coin);
          if (!market) throw new Error(`opened ${d.coin} without a market`);
          const range = leverageRange(ctx.riskPreference, market.maxLeverage);
          const leverage = d.leverage ?? 0;
          expect(Number.isInteger(leverage)).toBe(true);
          expect(leverage).toBeGreaterThanOrEqual(range.min);
          expect(leverage).toBeLessThanOrEqual(Math.min(range.max, market.maxLeverage, 20));
          const entry = d.entry_price ?? 0;
          const stop = d.stop_loss ?? Number.NaN;
          const direction = d.action === "BUY" ? 1 : -1;
          expect((entry - stop) * direction).toBeGreaterThan(0);
          if (d.take_profit !== null) {
            expect((d.take_profit - entry) * direction).toBeGreaterThan(0);
            const ratio = Math.abs(d.take_profit - entry) / Math.abs(entry - stop);
            expect(d.risk_reward_ratio).toBeCloseTo(ratio, 1);
          }
          const quantity = d.quantity ?? 0;
          expect(quantity * entry).toBeGreaterThanOrEqual(MIN_ORDER_VALUE_USD);
          if (held === 0) open += 1;
          else expect(held > 0).toBe(d.action === "BUY");
          margin += (quantity * entry) / leverage;
        }
        expect(margin).toBeLessThanOrEqual(ctx.availableCash + 1e-6);
        expect(open).toBeLessThanOrEqual(Math.max(6, [...positions.values()].filter((s) => s !== 0).length));
      }),
      { numRuns: 300 },
    );
  });
});
