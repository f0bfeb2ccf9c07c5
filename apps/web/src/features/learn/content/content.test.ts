import { describe, expect, it } from "vitest";
import { TAB_IDS } from "../../../app/tabs.ts";
import { en } from "./en.ts";
import type { LearnContent } from "./types.ts";
import { zh } from "./zh.ts";

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

function ctaTargets(content: LearnContent): string[] {
  return [
    ...content.hero.ctas.map((cta) => cta.target),
    ...content.sections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.kind === "cta" ? [block.target] : [])),
    ),
  ];
}

describe("the learn content", () => {
  it("has the same sections, FAQ, glossary and troubleshooting entries in English and Chinese", () => {
    expect(ids(zh.sections)).toEqual(ids(en.sections));
    expect(ids(zh.faq)).toEqual(ids(en.faq));
    expect(ids(zh.glossary)).toEqual(ids(en.glossary));
    expect(ids(zh.troubleshooting)).toEqual(ids(en.troubleshooting));
    for (const [index, section] of en.sections.entries()) {
      expect(
        zh.sections[index]?.blocks.map((block) => block.kind),
        section.id,
      ).toEqual(section.blocks.map((block) => block.kind));
    }
  });

  it.each([
    ["en", en],
    ["zh", zh],
  ] as const)(
    "is complete in %s: 8+ sections, 12+ FAQ, 20+ terms, 8+ troubleshooting, unique ids",
    (_, content) => {
      expect(content.sections.length).toBeGreaterThanOrEqual(8);
      expect(content.faq.length).toBeGreaterThanOrEqual(12);
      expect(content.glossary.length).toBeGreaterThanOrEqual(20);
      expect(content.troubleshooting.length).toBeGreaterThanOrEqual(8);
      expect(content.furtherReading.bullets.length).toBeGreaterThan(0);
      for (const list of [content.sections, content.faq, content.glossary, content.troubleshooting]) {
        expect(new Set(ids(list)).size).toBe(list.length);
      }
    },
  );

  it("sends every call to action to a tab that exists, and the hero to the wallet and trading tabs", () => {
    for (const content of [en, zh]) {
      for (const target of ctaTargets(content)) expect(TAB_IDS).toContain(target);
      expect(content.hero.ctas.map((cta) => cta.target)).toEqual(["wallet", "trading-dashboard"]);
    }
  });

  it("is written in each language, not copied: Chinese text in every Chinese section", () => {
    for (const section of zh.sections) expect(section.title).toMatch(/[\u4e00-\u9fff]/);
    for (const entry of zh.faq) expect(entry.q).toMatch(/[\u4e00-\u9fff]/);
    for (const section of en.sections) expect(section.title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it("states the app's rules as the core catalogue has them", () => {
    const english = JSON.stringify(en);
    for (const fact of [
      "5–10x",
      "10–15x",
      "15–20x",
      "0.09 %",
      "At most 6 positions",
      "above 70",
      "below 30",
    ]) {
      expect(english).toContain(fact);
    }
    const chinese = JSON.stringify(zh);
    for (const fact of ["5–10 倍", "10–15 倍", "15–20 倍", "0.09%", "最多 6 个仓位", "高于 70", "低于 30"]) {
      expect(chinese).toContain(fact);
    }
  });
});
