import { describe, expect, it } from "vitest";
import { DEFAULT_APP_SETTINGS, primaryModel, restoreAppSettings } from "./app-settings.ts";

describe("app settings", () => {
  it("default to the spec's values", () => {
    expect(DEFAULT_APP_SETTINGS).toEqual({
      language: "en",
      isSimulationMode: true,
      showOnboarding: true,
      customPrompts: {},
      userAddress: null,
      autoTradingEnabled: false,
      tradingInterval: 60,
      tradingHistory: [],
      autoTradingConfig: {
        selectedAI: "claude",
        selectedCoins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
        dataSources: {
          price: true,
          ema: true,
          macd: true,
          rsi: true,
          volume: true,
          funding: true,
          oi: false,
          liquidation: false,
          sentiment: false,
        },
        riskPreference: "balanced",
      },
    });
  });

  it("ignore a stored live mode", () => {
    expect(restoreAppSettings({ isSimulationMode: false }).isSimulationMode).toBe(true);
  });

  it("keep good values and replace only the bad ones", () => {
    const settings = restoreAppSettings({
      language: "zh",
      tradingInterval: "abc",
      showOnboarding: false,
      autoTradingConfig: {
        selectedCoins: ["SOL", "NOPE"],
        riskPreference: "aggressive",
        dataSources: { oi: true },
      },
    });
    expect(settings.language).toBe("zh");
    expect(settings.showOnboarding).toBe(false);
    expect(settings.tradingInterval).toBe(60);
    expect(settings.autoTradingConfig.selectedCoins).toEqual(["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"]);
    expect(settings.autoTradingConfig.riskPreference).toBe("aggressive");
    expect(settings.autoTradingConfig.dataSources).toMatchObject({ price: true, oi: true, sentiment: false });
  });

  it("keep the price source on and at most 5 history records", () => {
    const records = Array.from({ length: 7 }, (_, i) => ({
      timestamp: i,
      status: "success",
      summary: "",
      decisions: [],
      model: "local",
    }));
    const settings = restoreAppSettings({
      tradingHistory: records,
      autoTradingConfig: { dataSources: { price: false } },
    });
    expect(settings.tradingHistory).toHaveLength(5);
    expect(settings.autoTradingConfig.dataSources.price).toBe(true);
  });

  it("keep a model list, prompts and the address, and drop each malformed one on its own", () => {
    const kept = restoreAppSettings({
      customPrompts: { zh: "只做多" },
      userAddress: "0xabc",
      autoTradingConfig: { selectedAI: ["qwen", "claude"], selectedCoins: ["PEPE"] },
    });
    expect(kept.customPrompts).toEqual({ zh: "只做多" });
    expect(kept.userAddress).toBe("0xabc");
    expect(kept.autoTradingConfig.selectedAI).toEqual(["qwen", "claude"]);
    expect(kept.autoTradingConfig.selectedCoins).toEqual(["PEPE"]);
    const dropped = restoreAppSettings({
      language: "fr",
      customPrompts: { en: 42 },
      userAddress: 7,
      autoTradingEnabled: "yes",
      autoTradingConfig: { selectedAI: [], riskPreference: "yolo", dataSources: { oi: "on" } },
    });
    expect(dropped.language).toBe("en");
    expect(dropped.customPrompts).toEqual({});
    expect(dropped.userAddress).toBeNull();
    expect(dropped.autoTradingEnabled).toBe(false);
    expect(dropped.autoTradingConfig).toEqual(DEFAULT_APP_SETTINGS.autoTradingConfig);
  });

  it("read whatever storage holds without throwing", () => {
    for (const stored of [undefined, null, "garbage", 42, []]) {
      expect(restoreAppSettings(stored), String(stored)).toEqual(DEFAULT_APP_SETTINGS);
    }
  });
});

describe("primaryModel", () => {
  it("uses the selected model, or the first of a list", () => {
    expect(primaryModel("deepseek")).toBe("deepseek");
    expect(primaryModel(["qwen", "claude"])).toBe("qwen");
    expect(primaryModel([])).toBe("claude");
  });
});
