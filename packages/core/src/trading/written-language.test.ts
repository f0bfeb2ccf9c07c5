import { describe, expect, it } from "vitest";
import { writtenLanguage } from "./written-language.ts";

describe("writtenLanguage", () => {
  it("reads a Chinese analysis that names coins and indicators in Latin letters as Chinese", () => {
    expect(
      writtenLanguage("BTC 在 4 小时图上 RSI 为 62，EMA20 上穿 EMA50，趋势偏多，止损设在 95,000。"),
    ).toBe("zh");
  });

  it("reads an English analysis as English, a Chinese word in it notwithstanding", () => {
    expect(
      writtenLanguage("BTC holds above its 20-period EMA with RSI at 62; momentum favours longs (看涨)."),
    ).toBe("en");
  });

  it("is null for a text without letters", () => {
    expect(writtenLanguage("")).toBeNull();
    expect(writtenLanguage("95,000 → 97,500 (+2.6%)")).toBeNull();
  });
});
