import { describe, expect, it } from "vitest";
import { isChainSwitch } from "./use-reload-on-chain-change.ts";

describe("a chain change", () => {
  it("reloads when the connected wallet moves from one chain to another", () => {
    expect(isChainSwitch(421614, 42161)).toBe(true);
  });

  it("does not reload on the first connection, on a disconnect or on the same chain", () => {
    expect(isChainSwitch(undefined, 42161)).toBe(false);
    expect(isChainSwitch(42161, undefined)).toBe(false);
    expect(isChainSwitch(42161, 42161)).toBe(false);
  });
});
