import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { autoTradingScheduleRequestSchema } from "../api/auto-trading.ts";
import { errorBodySchema } from "../api/common.ts";
import { webhookInputSchema } from "../api/notifications.ts";
import { replayRequestSchema } from "../api/replay.ts";
import { errorBody, validationError } from "../errors/app-error.ts";
import { coreMessages, translateApiError } from "../i18n/translate.ts";
import { FIELD_MESSAGE_PREFIX, validationIssueReason } from "./validation-issues.ts";

const ADDRESS = "0x1111111111111111111111111111111111111111";

/** The error answer of a body a schema refuses. */
function refusal(schema: z.ZodType, body: unknown, reportInput = true) {
  // As the server's routes parse: the input on each issue.
  const parsed = schema.safeParse(body, { reportInput });
  if (!parsed.error) throw new Error("the body was accepted");
  return errorBody(validationError(parsed.error));
}

const schedule = {
  userAddress: ADDRESS,
  enabled: true,
  intervalMinutes: 5,
  coins: ["BTC"],
  dataSources: {},
};

describe("validation errors in the reader's language", () => {
  it("names each wrong field and says why, in English and in Chinese, through zod's own locales", () => {
    const body = refusal(autoTradingScheduleRequestSchema, {
      ...schedule,
      intervalMinutes: 0,
      enabled: "yes",
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(body.details).toBe(
      "enabled: Invalid input: expected boolean, received string; intervalMinutes: Too small: expected number to be >=1",
    );
    expect(translateApiError(body, "en")).toBe(
      "Invalid request: enabled: Invalid input: expected boolean, received string; intervalMinutes: Too small: expected number to be >=1",
    );
    expect(translateApiError(body, "zh")).toBe(
      "请求参数无效: enabled: 无效输入：期望 boolean，实际接收 string; intervalMinutes: 数值过小：期望 number >=1",
    );
  });

  it("words a schema's own message from the catalogue in both languages", () => {
    const body = refusal(webhookInputSchema, { url: "https://example.com/hook", secret: "short" });
    expect(body.issues?.[0]).toMatchObject({ path: "secret", messageKey: "validation.field.webhookSecret" });
    expect(translateApiError(body, "en")).toBe(
      "Invalid request: secret: the secret must have at least 16 characters",
    );
    expect(translateApiError(body, "zh")).toBe("请求参数无效: secret: 密钥至少需要 16 个字符");
    const replay = refusal(replayRequestSchema, {
      userAddress: "not an address",
      model: "local",
      coins: ["BTC"],
      start: 7_200_000,
      end: 3_600_000,
    });
    expect(translateApiError(replay, "zh")).toContain("userAddress: 必须是以 0x 开头的 40 位十六进制地址");
    expect(translateApiError(replay, "en")).toContain(
      "userAddress: must be a 0x-prefixed 40-hex-digit address",
    );
  });

  it("says which allowed values a field takes, and the wrong type of a missing field", () => {
    const body = refusal(autoTradingScheduleRequestSchema, {
      ...schedule,
      riskPreference: "yolo",
      intervalMinutes: undefined,
    });
    expect(translateApiError(body, "zh")).toContain(
      "intervalMinutes: 无效输入：期望 数字，实际接收 undefined",
    );
    expect(translateApiError(body, "en")).toContain(
      'riskPreference: Invalid option: expected one of "conservative"|',
    );
    expect(translateApiError(body, "zh")).toContain(
      'riskPreference: 无效选项：期望以下之一 "conservative"|"balanced"|"aggressive"',
    );
  });

  it("shows the server's English words for a wrong type whose input the parse did not report", () => {
    const body = refusal(autoTradingScheduleRequestSchema, { ...schedule, enabled: "yes" }, false);
    expect(body.issues?.[0]?.received).toBeUndefined();
    expect(translateApiError(body, "zh")).toBe(
      "请求参数无效: enabled: Invalid input: expected boolean, received string",
    );
  });

  it("shows the server's English words for issues this client cannot word (another version's answer)", () => {
    const broken = { path: "x", code: "too_big", message: "Too big: at most 3", params: { maximum: null } };
    expect(validationIssueReason(broken, "zh", () => undefined)).toBe("Too big: at most 3");
    const unknownKey = {
      path: "x",
      code: "custom",
      message: "English words",
      messageKey: "validation.field.fromANewerServer",
    };
    expect(validationIssueReason(unknownKey, "zh", () => undefined)).toBe("English words");
    const body = { errorCode: "VALIDATION_ERROR", details: "x: English", issues: [{ nonsense: true }] };
    expect(translateApiError(body, "zh")).toBe("请求参数无效: x: English");
  });

  it("gives every schema message of the catalogue a text in both languages", () => {
    const keys = Object.keys(coreMessages.en).filter((key) => key.startsWith(FIELD_MESSAGE_PREFIX));
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(coreMessages.zh[key], key).toBeTruthy();
  });
});
