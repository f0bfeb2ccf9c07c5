import { describe, expect, it } from "vitest";
import { errorBodySchema } from "../api/common.ts";
import { coreMessages, translateApiError } from "../i18n/translate.ts";
import { AppError, errorBody, toAppError } from "./app-error.ts";
import { ERROR_CODES, type ErrorCode, isErrorCode } from "./codes.ts";

describe("ERROR_CODES", () => {
  it("gives every code a message in both languages and an HTTP error status", () => {
    for (const [code, info] of Object.entries(ERROR_CODES)) {
      expect(coreMessages.en[info.messageKey], code).toBeTruthy();
      expect(coreMessages.zh[info.messageKey], code).toBeTruthy();
      expect(info.status, code).toBeGreaterThanOrEqual(400);
      expect(info.status, code).toBeLessThan(600);
    }
  });

  it("knows the spec's codes and nothing else", () => {
    expect(isErrorCode("MISSING_OPENROUTER_API_KEY")).toBe(true);
    expect(isErrorCode("UNAUTHORIZED")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe("AppError", () => {
  it("carries the code, the English message, details, cause and status", () => {
    const cause = new Error("socket hang up");
    const error = new AppError("EXCHANGE_UNAVAILABLE", { details: "testnet timed out", cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.code).toBe("EXCHANGE_UNAVAILABLE");
    expect(error.shortMessage).toBe("The exchange is unavailable. Please try again later");
    expect(error.message).toBe("The exchange is unavailable. Please try again later: testnet timed out");
    expect(error.cause).toBe(cause);
    expect(error.status).toBe(503);
  });

  it("answers with the API's failure body", () => {
    const body = errorBody(new AppError("VALIDATION_ERROR", { details: "coins: at least 1" }));
    expect(body).toEqual({
      success: false,
      errorCode: "VALIDATION_ERROR",
      error: "Invalid request",
      details: "coins: at least 1",
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBody(new AppError("NOT_FOUND"))).not.toHaveProperty("details");
  });

  it("wraps anything thrown as an internal error, keeping the cause", () => {
    const thrown = new TypeError("x is undefined");
    const wrapped = toAppError(thrown);
    expect(wrapped.code).toBe("INTERNAL_ERROR");
    expect(wrapped.status).toBe(500);
    expect(wrapped.cause).toBe(thrown);
    const known = new AppError("RATE_LIMITED");
    expect(toAppError(known)).toBe(known);
  });
});

describe("translateApiError", () => {
  const spec: Record<string, string> = {
    MISSING_OPENROUTER_API_KEY:
      "OpenRouter API Key not provided. Please configure your API Key in AI Setup tab",
    MISSING_NATIVE_API_KEY: "Native API Key not provided. Please configure your API Key in AI Setup tab",
    API_REQUEST_FAILED: "API request failed",
    NETWORK_ERROR: "Network error. Please check your internet connection",
    UNAUTHORIZED: "Unauthorized. Please check your API Key",
  };

  it("shows the spec's message of each known code, in both languages", () => {
    for (const [code, message] of Object.entries(spec)) {
      expect(translateApiError({ errorCode: code, error: "raw" }, "en")).toBe(message);
    }
    expect(translateApiError({ errorCode: "UNAUTHORIZED" }, "zh")).toBe("未授权，请检查您的 API Key");
  });

  it('appends ": details" when the body has details', () => {
    const body = {
      success: false,
      errorCode: "UNAUTHORIZED" satisfies ErrorCode,
      error: "x",
      details: "401 from claude",
    };
    expect(translateApiError(body, "en")).toBe("Unauthorized. Please check your API Key: 401 from claude");
    expect(translateApiError(body, "zh")).toBe("未授权，请检查您的 API Key: 401 from claude");
  });

  it("shows details given as a catalogue message in the reader's language, and in English as details", () => {
    const error = new AppError("NO_POSITION", {
      detail: { key: "errorDetail.noPosition", params: { account: "0xabc", coin: "ETH" } },
    });
    expect(error.details).toBe("0xabc holds no ETH");
    expect(error.message).toBe("There is no open position in this coin: 0xabc holds no ETH");
    const body = errorBody(error);
    expect(errorBodySchema.parse(body)).toEqual({
      success: false,
      errorCode: "NO_POSITION",
      error: "There is no open position in this coin",
      details: "0xabc holds no ETH",
      detail: { key: "errorDetail.noPosition", params: { account: "0xabc", coin: "ETH" } },
    });
    expect(translateApiError(body, "en")).toBe("There is no open position in this coin: 0xabc holds no ETH");
    expect(translateApiError(body, "zh")).toBe("该币种没有持仓: 0xabc 没有 ETH 持仓");
  });

  it("shows the English details when the detail is malformed or not in this client's catalogue", () => {
    const base = { errorCode: "NO_POSITION", details: "0xabc holds no ETH" };
    for (const detail of [
      { key: "errorDetail.fromANewerServer" },
      { key: "error.NO_POSITION" },
      { key: "errorDetail.noPosition", params: { account: { nested: true } } },
      "errorDetail.noPosition",
      null,
    ]) {
      expect(translateApiError({ ...base, detail }, "zh"), JSON.stringify(detail)).toBe(
        "该币种没有持仓: 0xabc holds no ETH",
      );
    }
  });

  it("gives every error detail a text in both languages with the same placeholders", () => {
    const keys = Object.keys(coreMessages.en).filter((key) =>
      ["errorDetail.", "exchange.refused.", "validation.field."].some((prefix) => key.startsWith(prefix)),
    );
    expect(keys.length).toBeGreaterThan(0);
    const placeholders = (text: string | undefined) =>
      [...(text ?? "").matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      expect(coreMessages.zh[key], key).toBeTruthy();
      expect(placeholders(coreMessages.zh[key]), key).toEqual(placeholders(coreMessages.en[key]));
    }
  });

  it("falls back to the body's error text for an unknown code", () => {
    expect(translateApiError({ errorCode: "SOMETHING_NEW", error: "额度不足" }, "en")).toBe("额度不足");
  });

  it('otherwise says "API request failed"', () => {
    for (const body of [undefined, null, "Bad Gateway", {}, { error: "" }]) {
      expect(translateApiError(body, "en"), String(body)).toBe("API request failed");
      expect(translateApiError(body, "zh"), String(body)).toBe("API 请求失败");
    }
  });
});
