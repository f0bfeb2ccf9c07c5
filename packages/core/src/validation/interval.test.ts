import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import {
  INVALID_INTERVAL_ON_START,
  intervalNote,
  storedIntervalOrDefault,
  validateTradingInterval,
} from "./interval.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });
const errorOf = (input: string) => {
  const check = validateTradingInterval(input);
  return check.ok ? undefined : both(check.message);
};

describe("validateTradingInterval", () => {
  it("accepts whole minutes from 1 to 1440", () => {
    expect(validateTradingInterval("1")).toEqual({ ok: true, minutes: 1 });
    expect(validateTradingInterval(" 60 ")).toEqual({ ok: true, minutes: 60 });
    expect(validateTradingInterval("1440")).toEqual({ ok: true, minutes: 1440 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), (minutes) => {
        expect(validateTradingInterval(String(minutes))).toEqual({ ok: true, minutes });
      }),
    );
  });

  it("asks for an interval when the box is empty", () => {
    expect(errorOf("")).toEqual({ en: "Please enter interval", zh: "请输入间隔时间" });
    expect(errorOf("   ")).toEqual({ en: "Please enter interval", zh: "请输入间隔时间" });
  });

  it("asks for a number when the text is not one", () => {
    for (const input of ["abc", "60min", "0x10", "Infinity"]) {
      expect(errorOf(input), input).toEqual({ en: "Please enter a valid number", zh: "请输入有效的数字" });
    }
  });

  it("asks for a positive integer for fractions and negative numbers", () => {
    for (const input of ["1.5", "-5", "-0.5"]) {
      expect(errorOf(input), input).toEqual({ en: "Please enter a positive integer", zh: "请输入正整数" });
    }
  });

  it("names the minimum for 0", () => {
    expect(errorOf("0")).toEqual({ en: "Minimum interval is 1 minute", zh: "最小间隔为 1 分钟" });
  });

  it("names the maximum above 1440", () => {
    expect(errorOf("1441")).toEqual({
      en: "Maximum interval is 1440 minutes (24 hours)",
      zh: "最大间隔为 1440 分钟（24 小时）",
    });
  });

  it("has the Start alert and the green note", () => {
    expect(both(INVALID_INTERVAL_ON_START).en).toBe("Please set a valid interval (1-1440 minutes).");
    expect(both(intervalNote(15))).toEqual({
      en: "AI will analyze every 15 minutes",
      zh: "AI 将每 15 分钟分析一次",
    });
    expect(both(intervalNote(1))).toEqual({ en: "AI will analyze every minute", zh: "AI 将每分钟分析一次" });
  });
});

describe("storedIntervalOrDefault", () => {
  it("keeps a valid stored interval, as a number or as text", () => {
    expect(storedIntervalOrDefault(15)).toBe(15);
    expect(storedIntervalOrDefault("240")).toBe(240);
  });

  it("falls back to 60 for anything else", () => {
    for (const value of [undefined, null, "abc", Number.NaN, 0, 5000, 2.5, {}]) {
      expect(storedIntervalOrDefault(value), String(value)).toBe(60);
    }
  });
});
