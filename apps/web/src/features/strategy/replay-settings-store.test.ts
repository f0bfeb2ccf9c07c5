import { MAX_CUSTOM_PROMPT_LENGTH } from "@app/core";
import { describe, expect, it } from "vitest";
import { DEFAULT_REPLAY_SETTINGS, restoreReplaySettings } from "./replay-settings-store.ts";

describe("restoreReplaySettings", () => {
  it("keeps a stored model, prompt and budget, and falls back field by field on anything else", () => {
    expect(
      restoreReplaySettings({
        model: "claude",
        customPrompt: "Trend only",
        maxTokens: "50000",
        maxUsd: "2.5",
      }),
    ).toMatchObject({ model: "claude", customPrompt: "Trend only", maxTokens: "50000", maxUsd: "2.5" });
    const broken = restoreReplaySettings({ model: "gpt-9", customPrompt: 42, maxTokens: 7, maxUsd: null });
    expect(broken).toMatchObject({
      model: DEFAULT_REPLAY_SETTINGS.model,
      customPrompt: "",
      maxTokens: DEFAULT_REPLAY_SETTINGS.maxTokens,
      maxUsd: DEFAULT_REPLAY_SETTINGS.maxUsd,
    });
    expect(
      restoreReplaySettings({ customPrompt: "x".repeat(MAX_CUSTOM_PROMPT_LENGTH + 10) }).customPrompt,
    ).toHaveLength(MAX_CUSTOM_PROMPT_LENGTH);
    expect(restoreReplaySettings(null)).toMatchObject({ model: "local", days: "7", stepHours: 1 });
  });
});
