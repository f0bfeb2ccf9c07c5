import { describe, expect, it } from "vitest";
import { keyProviderFor, modelHasKey } from "./model-keys.ts";

describe("which key a model needs", () => {
  it("needs nothing for the local analyst", () => {
    expect(keyProviderFor("local", "native")).toBeNull();
    expect(modelHasKey("local", "openrouter", {})).toBe(true);
  });

  it("needs the OpenRouter key for every model in OpenRouter mode", () => {
    expect(modelHasKey("grok", "openrouter", { openrouter: "sk-x" })).toBe(true);
    expect(modelHasKey("claude", "openrouter", { claude: "sk-ant-x" })).toBe(false);
  });

  it("needs the model's own provider in native mode, and none serves OpenRouter-only models", () => {
    expect(keyProviderFor("gpt4", "native")).toBe("openai");
    expect(modelHasKey("gpt4", "native", { openai: "sk-x" })).toBe(true);
    expect(modelHasKey("gpt4", "native", { openrouter: "sk-x" })).toBe(false);
    expect(keyProviderFor("mixtral", "native")).toBeUndefined();
    expect(modelHasKey("llama3", "native", { openrouter: "sk-x" })).toBe(false);
  });
});
