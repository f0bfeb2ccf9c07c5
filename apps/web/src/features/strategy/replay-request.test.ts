import { NO_RISK_LIMITS, type RiskLimits } from "@app/core";
import { describe, expect, it } from "vitest";
import { buildReplayRequest } from "./replay-request.ts";
import { DEFAULT_REPLAY_SETTINGS } from "./replay-settings-store.ts";

const address = "0x00000000000000000000000000000000000000a1";
const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 23, 9, 41, 17);

describe("buildReplayRequest", () => {
  it("asks for the chosen days ending at the last full hour", () => {
    const result = buildReplayRequest(DEFAULT_REPLAY_SETTINGS, address, now, "zh");
    expect(result).toEqual({
      ok: true,
      request: expect.objectContaining({
        userAddress: address,
        coins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
        end: Date.UTC(2026, 10, 23, 9),
        start: Date.UTC(2026, 10, 23, 9) - 7 * 24 * HOUR,
        stepHours: 1,
        tradeAmount: 500,
        initialBalance: 10_000,
        language: "zh",
      }),
    });
  });

  it("names the first field that is wrong, in the form's order", () => {
    const build = (changes: Partial<typeof DEFAULT_REPLAY_SETTINGS>) =>
      buildReplayRequest({ ...DEFAULT_REPLAY_SETTINGS, ...changes }, address, now, "en");
    expect(build({ coins: [], tradeAmount: "" })).toMatchObject({ ok: false, error: { field: "coins" } });
    expect(build({ tradeAmount: "5" })).toMatchObject({
      ok: false,
      error: { field: "tradeAmount", message: { key: "validation.tradeAmount.belowMin" } },
    });
    expect(build({ initialBalance: "abc" })).toMatchObject({ ok: false, error: { field: "initialBalance" } });
    expect(build({ initialBalance: "20000000" })).toMatchObject({
      ok: false,
      error: { field: "initialBalance" },
    });
    expect(build({ days: "46" })).toMatchObject({ ok: false, error: { field: "days" } });
    expect(build({ days: "2.5" })).toMatchObject({ ok: false, error: { field: "days" } });
    expect(build({ days: "45" }).ok).toBe(true);
  });

  it("sends the model, the prompt and, with the user's model, a budget that must be whole tokens and dollars above 0", () => {
    const build = (changes: Partial<typeof DEFAULT_REPLAY_SETTINGS>) =>
      buildReplayRequest({ ...DEFAULT_REPLAY_SETTINGS, ...changes }, address, now, "en");
    const local = build({ customPrompt: "Trend only" });
    expect(local).toMatchObject({ ok: true, request: { model: "local", customPrompt: "Trend only" } });
    expect(local.ok && "budget" in local.request).toBe(false);
    expect(build({ model: "deepseek", maxTokens: "50000", maxUsd: "0.5" })).toMatchObject({
      ok: true,
      request: { model: "deepseek", budget: { maxTokens: 50_000, maxUsd: 0.5 } },
    });
    expect(build({ model: "deepseek", maxTokens: "1.5" })).toMatchObject({
      ok: false,
      error: { field: "maxTokens" },
    });
    expect(build({ model: "deepseek", maxTokens: "" })).toMatchObject({
      ok: false,
      error: { field: "maxTokens" },
    });
    expect(build({ model: "deepseek", maxUsd: "0" })).toMatchObject({
      ok: false,
      error: { field: "maxUsd" },
    });
    expect(build({ model: "deepseek", maxUsd: "20000" })).toMatchObject({
      ok: false,
      error: { field: "maxUsd" },
    });
    // The local analyst costs nothing: a half-typed budget does not stop it.
    expect(build({ maxUsd: "" }).ok).toBe(true);
  });

  it("sends the wallet's risk limits only when the form applies them and some limit is set", () => {
    const limits: RiskLimits = { ...NO_RISK_LIMITS, maxDrawdownPercent: 5, closePositionsOnTrip: true };
    const build = (apply: boolean, saved: RiskLimits | null) =>
      buildReplayRequest({ ...DEFAULT_REPLAY_SETTINGS, applyRiskLimits: apply }, address, now, "en", saved);
    expect(build(true, limits)).toMatchObject({ ok: true, request: { riskLimits: limits } });
    expect(build(false, limits)).toMatchObject({ ok: true, request: { riskLimits: null } });
    expect(build(true, NO_RISK_LIMITS)).toMatchObject({ ok: true, request: { riskLimits: null } });
    expect(build(true, null)).toMatchObject({ ok: true, request: { riskLimits: null } });
  });
});
