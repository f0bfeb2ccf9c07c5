import { describe, expect, it } from "vitest";
import { estimateCostUsd, formatUsdPer1kTokens, MODEL_OPTIONS, MODEL_USD_PER_1K_TOKENS } from "./models.ts";

describe("model prices", () => {
  it("show the five cards' display costs from the one price table", () => {
    expect(MODEL_OPTIONS.map((option) => [option.name, formatUsdPer1kTokens(option.usdPer1kTokens)])).toEqual(
      [
        ["DeepSeek", "$0.014"],
        ["Qwen", "$0.012"],
        ["GPT-4", "$0.03"],
        ["Claude", "$0.02"],
        ["Grok", "$0.025"],
      ],
    );
    for (const option of MODEL_OPTIONS)
      expect(option.usdPer1kTokens).toBe(MODEL_USD_PER_1K_TOKENS[option.id]);
  });

  it("estimate a call's cost from its input and output tokens, to the micro-dollar", () => {
    expect(estimateCostUsd("deepseek", 1500, 500)).toBe(0.028);
    expect(estimateCostUsd("gpt4", 1234, 0)).toBe(0.03702);
    expect(estimateCostUsd("llama3", 1, 0)).toBe(0.000001);
    expect(estimateCostUsd("claude", 0, 0)).toBe(0);
  });
});
