import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { zh } from "./zh.ts";

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** The English-only plural form; Chinese uses `_other` for every count. */
const SINGULAR = /_one$/;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the interface catalogues", () => {
  const english = leaves(en);
  const chinese = leaves(zh as Tree);

  it("have exactly the same keys in English and Chinese (plurals: Chinese has only `_other`)", () => {
    expect([...chinese.keys()].sort()).toEqual(
      [...english.keys()].filter((key) => !SINGULAR.test(key)).sort(),
    );
  });

  it("give every English plural its `_one` and `_other` forms", () => {
    for (const key of english.keys()) {
      const base = key.replace(/_(one|other)$/, "");
      if (base !== key)
        expect([english.has(`${base}_one`), english.has(`${base}_other`)], key).toEqual([true, true]);
    }
  });

  it("have no empty message", () => {
    for (const [key, text] of [...english, ...chinese]) expect(text.trim(), key).not.toBe("");
  });

  it("use the same {{placeholders}} in both languages", () => {
    for (const [key, text] of english)
      expect(placeholders(chinese.get(key.replace(SINGULAR, "_other")) ?? ""), key).toEqual(
        placeholders(text),
      );
  });
});
