import { estimateStepTokens, normalizeDataSources, translate } from "@app/core";
import { describe, expect, it } from "vitest";
import { loadLanguage } from "../../i18n/i18n.ts";
import { estimateFitsBudget, replayEstimate } from "./replay-estimate.ts";
import { DEFAULT_REPLAY_SETTINGS } from "./replay-settings-store.ts";

const settings = {
  ...DEFAULT_REPLAY_SETTINGS,
  model: "deepseek" as const,
  days: "30",
  stepHours: 1 as const,
};

describe("replayEstimate", () => {
  it("multiplies the steps by the step's tokens and the model's price", () => {
    const perStep = estimateStepTokens(
      {
        coins: settings.coins,
        dataSources: normalizeDataSources(settings.dataSources),
        riskPreference: settings.riskPreference,
        language: "en",
        customPrompt: "",
      },
      translate,
    );
    const estimate = replayEstimate(settings, "en", 0.014);
    expect(estimate?.steps).toBe(720);
    expect(estimate?.totalTokens).toBe(720 * (perStep.input + perStep.output));
    expect(estimate?.costUsd).toBeCloseTo((720 * (perStep.input + perStep.output) * 0.014) / 1000, 9);
    // Four-hour steps cost a quarter; a longer prompt costs more.
    expect(replayEstimate({ ...settings, stepHours: 4 }, "en", 0.014)?.steps).toBe(180);
    const prompted = replayEstimate(
      { ...settings, customPrompt: "Follow the trend. ".repeat(50) },
      "en",
      0.014,
    );
    expect(prompted?.totalTokens).toBeGreaterThan(estimate?.totalTokens ?? 0);
  });

  it("names the risk preference through the app's translator as core's own would, in Chinese too", async () => {
    await loadLanguage("zh");
    for (const riskPreference of ["conservative", "balanced", "aggressive"] as const) {
      const perStep = estimateStepTokens(
        {
          coins: settings.coins,
          dataSources: normalizeDataSources(settings.dataSources),
          riskPreference,
          language: "zh",
          customPrompt: "{riskPreference}",
        },
        translate,
      );
      const estimate = replayEstimate(
        { ...settings, riskPreference, customPrompt: "{riskPreference}" },
        "zh",
        0.014,
      );
      expect(estimate?.totalTokens).toBe(720 * (perStep.input + perStep.output));
    }
  });

  it("has no estimate for the local analyst, an unknown price or unfinished days", () => {
    expect(replayEstimate({ ...settings, model: "local" }, "en", 0)).toBeUndefined();
    expect(replayEstimate(settings, "en", undefined)).toBeUndefined();
    expect(replayEstimate({ ...settings, days: "1.5" }, "en", 0.014)).toBeUndefined();
  });

  it("says whether the estimate fits both limits of the budget", () => {
    const estimate = {
      steps: 10,
      inputTokens: 8_000,
      outputTokens: 2_000,
      totalTokens: 10_000,
      costUsd: 0.14,
    };
    expect(estimateFitsBudget(estimate, { maxTokens: "10000", maxUsd: "0.14" })).toBe(true);
    expect(estimateFitsBudget(estimate, { maxTokens: "9999", maxUsd: "1" })).toBe(false);
    expect(estimateFitsBudget(estimate, { maxTokens: "20000", maxUsd: "0.1" })).toBe(false);
    expect(estimateFitsBudget(estimate, { maxTokens: "x", maxUsd: "1" })).toBeUndefined();
  });
});
