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

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("the interface catalogues", () => {
  const english = leaves(en);
  const chinese = leaves(zh as Tree);

  it("have exactly the same keys in English and Chinese", () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("have no empty message", () => {
    for (const [key, text] of [...english, ...chinese]) expect(text.trim(), key).not.toBe("");
  });

  it("use the same {{placeholders}} in both languages", () => {
    for (const [key, text] of english)
      expect(placeholders(chinese.get(key) ?? ""), key).toEqual(placeholders(text));
  });
});
