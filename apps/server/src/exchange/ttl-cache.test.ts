import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.ts";

describe("TtlCache", () => {
  it("shares a load until the TTL passes, then loads again", async () => {
    let now = 1_000;
    let loads = 0;
    const cache = new TtlCache<number>(2_000, () => now);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    now += 2_001;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("keeps at most `max` keys, dropping the least recently used", async () => {
    const cache = new TtlCache<string>(60_000, Date.now, 2);
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("a", load("a"));
    await cache.get("c", load("c"));
    expect(loads).toBe(3);
    await cache.get("a", load("a"));
    expect(loads).toBe(3);
    await cache.get("b", load("b"));
    expect(loads).toBe(4);
  });

  it("forgets a failed load and keys by prefix", async () => {
    const cache = new TtlCache<number>(60_000);
    await expect(cache.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => 7)).toBe(7);
    await cache.get("user:1:a", async () => 1);
    cache.forget("user:1:");
    expect(await cache.get("user:1:a", async () => 2)).toBe(2);
  });
});
