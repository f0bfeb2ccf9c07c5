import { describe, expect, it } from "vitest";
import { SETTINGS_STORAGE_KEY, useSettings } from "./settings-store.ts";

describe("the app settings", () => {
  it("never store or restore live mode", async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ state: { isSimulationMode: false, language: "zh" }, version: 1 }),
    );
    await useSettings.persist.rehydrate();
    expect(useSettings.getState().isSimulationMode).toBe(true);
    expect(useSettings.getState().language).toBe("zh");
  });

  it("remember the language and the saved prompt per language", () => {
    useSettings.getState().setLanguage("zh");
    useSettings.getState().setCustomPrompt("zh", "只做 BTC");
    const stored = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}") as {
      state: { language: string; customPrompts: Record<string, string>; isSimulationMode: boolean };
    };
    expect(stored.state.language).toBe("zh");
    expect(stored.state.customPrompts.zh).toBe("只做 BTC");
    expect(stored.state.isSimulationMode).toBe(true);
  });
});
