import { describe, expect, it } from "vitest";
import { analysisCostUsd } from "./model-prices.ts";

describe("analysisCostUsd", () => {
  it("prices uncached input, cached input and output at the model's list prices", () => {
    // gpt-4.1: $2 in, $0.50 cached, $8 out per million: 800 × 2 + 400 × 0.5 + 300 × 8 = 4,200 µ$.
    expect(analysisCostUsd("gpt-4.1", { inputTokens: 1200, cachedInputTokens: 400, outputTokens: 300 })).toBe(
      0.0042,
    );
    // Claude Sonnet 4.5: 1,200 × 3 + 300 × 15 = 8,100 µ$ with nothing cached.
    expect(
      analysisCostUsd("claude-sonnet-4-5", { inputTokens: 1200, cachedInputTokens: 0, outputTokens: 300 }),
    ).toBe(0.0081);
  });

  it("prices DeepSeek at its peak hours and Gemini 2.5 Flash's cached input at a tenth", () => {
    // DeepSeek V4(.1) Flash: 800 × 0.30 + 400 × 0.006 + 300 × 1.20 = 602.4 µ$, under either id.
    const usage = { inputTokens: 1200, cachedInputTokens: 400, outputTokens: 300 };
    expect(analysisCostUsd("deepseek-v4-flash", usage)).toBe(0.000602);
    expect(analysisCostUsd("deepseek-flash", usage)).toBe(0.000602);
    // Gemini 2.5 Flash: 800 × 0.30 + 400 × 0.03 + 300 × 2.50 = 1,002 µ$.
    expect(analysisCostUsd("gemini-2.5-flash", usage)).toBe(0.001002);
  });

  it("takes the provider's reported cost over the table", () => {
    expect(
      analysisCostUsd(
        "deepseek/deepseek-v4-flash",
        { inputTokens: 1, cachedInputTokens: 0, outputTokens: 1 },
        0.00123,
      ),
    ).toBe(0.00123);
  });

  it("calls a model with no known price unpriced, never free", () => {
    const usage = { inputTokens: 1200, cachedInputTokens: 0, outputTokens: 300 };
    expect(analysisCostUsd("my-self-hosted-llama", usage)).toBeNull();
    expect(analysisCostUsd("meta-llama/llama-3.3-70b-instruct", usage)).toBeNull();
    expect(analysisCostUsd("constructor", usage)).toBeNull();
  });

  it("never counts more cached tokens than input tokens", () => {
    expect(analysisCostUsd("gpt-4.1", { inputTokens: 100, cachedInputTokens: 500, outputTokens: 0 })).toBe(
      0.00005,
    );
  });
});
