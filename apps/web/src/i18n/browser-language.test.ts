import { describe, expect, it } from "vitest";
import { browserLanguage } from "./browser-language.ts";

describe("the first visit's language from the browser's preferences", () => {
  it("takes the first preferred language the app has", () => {
    expect(browserLanguage(["zh-CN", "en-US"])).toBe("zh");
    expect(browserLanguage(["zh-TW"])).toBe("zh");
    expect(browserLanguage(["ZH"])).toBe("zh");
    expect(browserLanguage(["de-DE", "zh-Hans-CN", "en"])).toBe("zh");
    expect(browserLanguage(["en-GB", "zh-CN"])).toBe("en");
  });

  it("falls back to English when none of the preferences is a language of the app", () => {
    expect(browserLanguage(["fr-FR", "de"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
    expect(browserLanguage(["", "zhx"])).toBe("en");
  });
});
