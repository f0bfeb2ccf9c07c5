import { describe, expect, it } from "vitest";
import { isStorableText, toStorable, unstorableTextAt } from "./storable-text.ts";

describe("storable text", () => {
  it("tells NUL and lone surrogates from well-formed text, emoji included", () => {
    expect(isStorableText("BTC 🚀 多头")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00")).toBe(false);
  });

  it("finds the first bad string or key in nested JSON, however deep", () => {
    expect(unstorableTextAt({ a: [1, { b: "ok" }] })).toBeUndefined();
    expect(unstorableTextAt({ a: [1, { b: "\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(unstorableTextAt({ "\ud800": 1 })).toEqual(["(key)"]);
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unstorableTextAt(deep)).toHaveLength(9);
  });

  it("replaces what PostgreSQL refuses with U+FFFD and keeps the rest", () => {
    expect(toStorable({ reason: "a\u0000b", list: ["\ud800x", 2], ok: "🚀" })).toEqual({
      reason: "a\ufffdb",
      list: ["\ufffdx", 2],
      ok: "🚀",
    });
  });
});
