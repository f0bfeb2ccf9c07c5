import { describe, expect, it } from "vitest";
import { readableTextOn } from "./readable-text.ts";

describe("readableTextOn", () => {
  it("puts dark text on light brand colours and white on dark ones", () => {
    expect(readableTextOn("#F7931A")).toBe("#0b0f14");
    expect(readableTextOn("#F3BA2F")).toBe("#0b0f14");
    expect(readableTextOn("#1b2a4a")).toBe("#ffffff");
    expect(readableTextOn("var(--color-surface-3)")).toBe("#ffffff");
  });
});
