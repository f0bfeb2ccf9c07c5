import { describe, expect, it } from "vitest";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import { analysisInitialBalance, parseDecisionEdit, validateTradeAmount } from "./trade-inputs.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });

describe("validateTradeAmount", () => {
  it("accepts 10 USDC and more", () => {
    expect(validateTradeAmount("10")).toEqual({ ok: true, amount: 10 });
    expect(validateTradeAmount("1000")).toEqual({ ok: true, amount: 1000 });
    expect(validateTradeAmount("12.5")).toEqual({ ok: true, amount: 12.5 });
  });

  it("rejects less than 10 USDC, naming the minimum", () => {
    const check = validateTradeAmount("9.99");
    expect(check.ok ? undefined : both(check.message)).toEqual({
      en: "Minimum trade amount is 10 USDC",
      zh: "最低交易金额为 10 USDC",
    });
  });

  it("asks for an amount, and for a number", () => {
    const empty = validateTradeAmount("");
    expect(empty.ok ? undefined : both(empty.message).en).toBe("Please enter a trade amount");
    const text = validateTradeAmount("ten");
    expect(text.ok ? undefined : both(text.message).zh).toBe("请输入有效的数字");
  });
});

describe("analysisInitialBalance", () => {
  it("uses the trade amount, or 100 when there is none", () => {
    expect(analysisInitialBalance("500")).toBe(500);
    expect(analysisInitialBalance("")).toBe(100);
    expect(analysisInitialBalance("abc")).toBe(100);
    expect(analysisInitialBalance("0")).toBe(100);
  });
});

describe("parseDecisionEdit", () => {
  it("takes 0 or more for quantity, stop loss and take profit, at any precision", () => {
    expect(parseDecisionEdit("quantity", "0")).toEqual({ ok: true, value: 0 });
    expect(parseDecisionEdit("quantity", "0.0015")).toEqual({ ok: true, value: 0.0015 });
    expect(parseDecisionEdit("stop_loss", "0.00001234")).toEqual({ ok: true, value: 0.00001234 });
    expect(parseDecisionEdit("take_profit", "105000")).toEqual({ ok: true, value: 105000 });
  });

  it("reads an emptied field as null", () => {
    for (const field of ["quantity", "leverage", "stop_loss", "take_profit"] as const) {
      expect(parseDecisionEdit(field, ""), field).toEqual({ ok: true, value: null });
    }
  });

  it("rejects negative values with the field's message", () => {
    const check = parseDecisionEdit("stop_loss", "-1");
    expect(check.ok ? undefined : both(check.message)).toEqual({
      en: "Stop loss must be 0 or more",
      zh: "止损价必须大于或等于 0",
    });
    const quantity = parseDecisionEdit("quantity", "-0.1");
    expect(quantity.ok ? undefined : both(quantity.message).en).toBe("Quantity must be 0 or more");
  });

  it("takes leverage as a whole number from 1 to 20", () => {
    expect(parseDecisionEdit("leverage", "1")).toEqual({ ok: true, value: 1 });
    expect(parseDecisionEdit("leverage", "20")).toEqual({ ok: true, value: 20 });
    for (const input of ["0", "21", "2.5"]) {
      const check = parseDecisionEdit("leverage", input);
      expect(check.ok ? undefined : both(check.message), input).toEqual({
        en: "Leverage must be a whole number from 1 to 20",
        zh: "杠杆必须是 1 到 20 之间的整数",
      });
    }
  });

  it("rejects text that is not a number", () => {
    const check = parseDecisionEdit("take_profit", "1,000");
    expect(check.ok ? undefined : both(check.message).en).toBe("Please enter a valid number");
  });
});
