import { type ReplayRun, replayRunSchema } from "@app/core";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { replayLabel } from "./replay-label.ts";

const t = ((key: string, params?: Record<string, unknown>) =>
  key === "replay.runLabel"
    ? `${params?.model} · ${params?.risk} · ${params?.days} d · every ${params?.step} h · ${params?.coins}`
    : key === "replay.localShort"
      ? "Local analyst"
      : key === "exits.badge.trailingPercent"
        ? `Trails ${params?.percent}%`
        : key === "replay.withRiskLimits"
          ? "with risk limits"
          : key) as unknown as TFunction;

const run = (request: Record<string, unknown>): ReplayRun =>
  replayRunSchema.parse({
    id: "r1",
    address: "0x00000000000000000000000000000000000000a1",
    model: "local",
    status: "done",
    createdAt: 0,
    updatedAt: 0,
    request: {
      userAddress: "0x00000000000000000000000000000000000000a1",
      coins: ["BTC", "ETH", "SOL", "BNB"],
      start: 0,
      end: 2 * 86_400_000,
      stepHours: 4,
      ...request,
    },
    progress: { done: 12, total: 12 },
    result: null,
    error: null,
  });

describe("replayLabel", () => {
  it("names the exit policy, so a fixed and a trailing run of one market read apart", () => {
    expect(replayLabel(run({ exitPolicy: { kind: "trailing", percent: 1 } }), t, () => "Balanced")).toBe(
      "Local analyst · Balanced · 2 d · every 4 h · BTC, ETH, SOL +1 · Trails 1%",
    );
  });

  it("says when the run obeyed the risk limits, so runs with and without them read apart", () => {
    const limits = {
      dailyLoss: null,
      maxDrawdownPercent: 5,
      maxLosingRuns: null,
      closePositionsOnTrip: false,
    };
    expect(replayLabel(run({ riskLimits: limits }), t, () => "Balanced")).toBe(
      "Local analyst · Balanced · 2 d · every 4 h · BTC, ETH, SOL +1 · with risk limits",
    );
  });

  it("names the model, the settings and the start of the prompt, so two prompts or two models read apart", () => {
    expect(replayLabel(run({}), t, () => "Balanced")).toBe(
      "Local analyst · Balanced · 2 d · every 4 h · BTC, ETH, SOL +1",
    );
    expect(
      replayLabel(
        run({
          model: "deepseek",
          budget: { maxTokens: 1_000, maxUsd: 1 },
          customPrompt: "Only   longs\nabove the 4h EMA50, never short",
        }),
        t,
        () => "Balanced",
      ),
    ).toBe("DeepSeek · Balanced · 2 d · every 4 h · BTC, ETH, SOL +1 · “Only longs above the 4h…”");
  });
});
