import { describe, expect, it } from "vitest";
import { isAddress, isRecord } from "./shapes.ts";

describe("shapes", () => {
  it("tells addresses from near misses", () => {
    expect(isAddress(`0x${"aB".repeat(20)}`)).toBe(true);
    expect(isAddress(`0x${"a".repeat(39)}`)).toBe(false);
    expect(isAddress(`0x${"g".repeat(40)}`)).toBe(false);
    expect(isAddress(` 0x${"a".repeat(40)}`)).toBe(false);
    expect(isAddress(42)).toBe(false);
  });

  it("tells plain objects from null, arrays and primitives", () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([])).toBe(false);
    expect(isRecord("x")).toBe(false);
  });
});
