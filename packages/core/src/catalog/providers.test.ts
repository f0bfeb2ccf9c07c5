import { describe, expect, it } from "vitest";
import { AI_PROVIDERS, apiKeyHeaders, providersForMode } from "./providers.ts";

describe("AI providers", () => {
  it("lists OpenRouter alone in openrouter mode and the five native providers otherwise", () => {
    expect(providersForMode("openrouter").map((provider) => provider.id)).toEqual(["openrouter"]);
    expect(providersForMode("native").map((provider) => provider.id)).toEqual([
      "deepseek",
      "qwen",
      "claude",
      "openai",
      "google",
    ]);
  });

  it("has the spec's key prefixes and display model ids", () => {
    expect(AI_PROVIDERS.claude.keyPrefix).toBe("sk-ant-");
    expect(AI_PROVIDERS.google.keyPrefix).toBe("AIza");
    expect(AI_PROVIDERS.openai.displayModelId).toBe("gpt4");
    expect(AI_PROVIDERS.google.displayModelId).toBe("gemini");
  });
});

describe("apiKeyHeaders", () => {
  const keys = { openrouter: "sk-or-1", claude: "sk-ant-1", google: "AIza1", deepseek: "  " };

  it("sends the mode and only the OpenRouter key in openrouter mode", () => {
    expect(apiKeyHeaders("openrouter", keys)).toEqual({
      "X-API-Mode": "openrouter",
      "X-User-API-Key": "sk-or-1",
    });
  });

  it("sends every saved native key under its own header in native mode", () => {
    expect(apiKeyHeaders("native", keys)).toEqual({
      "X-API-Mode": "native",
      "X-Claude-API-Key": "sk-ant-1",
      "X-Google-API-Key": "AIza1",
    });
  });
});
