import { describe, expect, it } from "vitest";
import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { en } from "./en.ts";
import { PLACEHOLDER_PATTERN, PLURAL_SUFFIX } from "./message.ts";
import { coreMessages, translate } from "./translate.ts";
import { zh } from "./zh.ts";

/** The English-only plural form; Chinese uses `_other` for every count. */
const SINGULAR = /_one$/;

const placeholders = (template: string): string[] =>
  [...template.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "").sort();

describe("core message catalogues", () => {
  it("have the same keys in English and Chinese (plurals: Chinese has only `_other`)", () => {
    expect(Object.keys(zh).sort()).toEqual(
      Object.keys(en)
        .filter((key) => !SINGULAR.test(key))
        .sort(),
    );
  });

  it("give every English plural its `_one` and `_other` forms", () => {
    for (const key of Object.keys(en)) {
      const base = key.replace(PLURAL_SUFFIX, "");
      if (base !== key) expect([`${base}_one` in en, `${base}_other` in en], key).toEqual([true, true]);
    }
  });

  it("have no empty message", () => {
    for (const catalogue of Object.values(coreMessages)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("use the same placeholders in both languages", () => {
    const chinese: Readonly<Record<string, string>> = zh;
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(chinese[key.replace(SINGULAR, "_other")] ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("name and explain every data source and every risk preference", () => {
    for (const id of DATA_SOURCE_IDS) {
      for (const language of ["en", "zh"] as const) {
        expect(coreMessages[language][`dataSource.${id}.name`]).toBeTruthy();
        expect(coreMessages[language][`dataSource.${id}.tooltip`]).toBeTruthy();
      }
    }
    expect(RISK_PREFERENCES.map((id) => translate({ key: `riskPreference.${id}` }, "zh"))).toEqual([
      "保守",
      "平衡",
      "激进",
    ]);
  });
});

describe("translate", () => {
  it("fills {{placeholders}} in the chosen language", () => {
    const message = { key: "apiKey.prefix", params: { provider: "Claude", prefix: "sk-ant-" } } as const;
    expect(translate(message, "en")).toBe('The Claude API Key should start with "sk-ant-"');
    expect(translate(message, "zh")).toBe('Claude API Key 应以 "sk-ant-" 开头');
  });

  it("writes numbers as they are", () => {
    expect(translate({ key: "autoTrading.everyMinutes", params: { minutes: 15 } }, "en")).toBe(
      "AI will analyze every 15 minutes",
    );
    expect(translate({ key: "chain.other", params: { id: 10 } }, "zh")).toBe("链 10");
  });

  it("keeps a placeholder whose value is missing, so the gap is visible", () => {
    expect(translate({ key: "dialog.deleteFailed" }, "en")).toBe("Delete failed: {{message}}");
  });

  it("chooses the plural form from `count`", () => {
    const overview = (count: number) =>
      ({
        key: "analyst.overview",
        params: {
          count,
          risk: "Balanced",
          min: 3,
          max: 5,
          bias: "neutral",
          long: 0,
          short: 0,
          close: 0,
          hold: count,
        },
      }) as const;
    expect(translate(overview(1), "en")).toContain("of 1 coin, 0 long");
    expect(translate(overview(2), "en")).toContain("across 2 coins, 0 long");
    expect(translate(overview(2), "zh")).toContain("2 个币种中");
  });

  it("returns a message without placeholders unchanged", () => {
    expect(translate({ key: "apiKey.empty" }, "zh")).toBe("API Key 不能为空");
    expect(translate({ key: "apiKey.empty" }, "en")).toBe("API Key cannot be empty");
  });
});
