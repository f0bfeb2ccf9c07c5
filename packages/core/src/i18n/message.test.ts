import { describe, expect, it } from "vitest";
import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { en } from "./en.ts";
import { type CoreMessageKey, coreMessages, formatMessage, PLACEHOLDER_PATTERN } from "./message.ts";
import { zh } from "./zh.ts";

const placeholders = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "").sort();

describe("core message catalogues", () => {
  it("have the same keys in English and Chinese", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty message", () => {
    for (const catalogue of Object.values(coreMessages)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    for (const key of Object.keys(en) as CoreMessageKey[]) {
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("name and explain every data source and every risk preference", () => {
    for (const id of DATA_SOURCE_IDS) {
      for (const language of ["en", "zh"] as const) {
        expect(coreMessages[language][`dataSource.${id}.name`]).toBeTruthy();
        expect(coreMessages[language][`dataSource.${id}.tooltip`]).toBeTruthy();
      }
    }
    expect(RISK_PREFERENCES.map((id) => formatMessage({ key: `riskPreference.${id}` }, "zh"))).toEqual([
      "保守",
      "平衡",
      "激进",
    ]);
  });
});

describe("formatMessage", () => {
  it("fills {{placeholders}} in the chosen language", () => {
    const message = { key: "apiKey.prefix", params: { provider: "Claude", prefix: "sk-ant-" } } as const;
    expect(formatMessage(message, "en")).toBe('The Claude API Key should start with "sk-ant-"');
    expect(formatMessage(message, "zh")).toBe('Claude API Key 应以 "sk-ant-" 开头');
  });

  it("writes numbers as they are", () => {
    expect(formatMessage({ key: "autoTrading.everyMinutes", params: { minutes: 15 } }, "en")).toBe(
      "AI will analyze every 15 minutes",
    );
    expect(formatMessage({ key: "chain.other", params: { id: 10 } }, "zh")).toBe("链 10");
  });

  it("keeps a placeholder whose value is missing, so the gap is visible", () => {
    expect(formatMessage({ key: "dialog.deleteFailed" }, "en")).toBe("Delete failed: {{message}}");
  });

  it("returns a message without placeholders unchanged", () => {
    expect(formatMessage({ key: "apiKey.empty" }, "zh")).toBe("API Key 不能为空");
    expect(formatMessage({ key: "apiKey.empty" }, "en")).toBe("API Key cannot be empty");
  });
});
