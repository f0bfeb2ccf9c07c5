import { describe, expect, it } from "vitest";
import { loadAccountHistory, recordAccountHistory } from "./local-account-history.ts";

const ADDRESS = "0x00000000000000000000000000000000000000aa";

/** A storage that refuses to hold more than `limit` characters, like a full browser quota. */
function smallStorage(limit: number): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (value.length > limit) throw new DOMException("full", "QuotaExceededError");
      map.set(key, value);
    },
  };
}

describe("the local account history", () => {
  it("keeps one point a minute per address: a reading within 60 s replaces the last", () => {
    const storage = smallStorage(1_000_000);
    recordAccountHistory(ADDRESS, { time: 0, accountValue: 100, pnl: 0 }, storage);
    recordAccountHistory(ADDRESS, { time: 30_000, accountValue: 101, pnl: 1 }, storage);
    recordAccountHistory(ADDRESS, { time: 61_000, accountValue: 102, pnl: 2 }, storage);
    expect(loadAccountHistory(ADDRESS, storage)).toEqual([
      { time: 0, accountValue: 101, pnl: 1 },
      { time: 61_000, accountValue: 102, pnl: 2 },
    ]);
    expect(loadAccountHistory("0x00000000000000000000000000000000000000bb", storage)).toEqual([]);
  });

  it("drops the oldest half when the storage is full, and keeps the newest reading", () => {
    const storage = smallStorage(2_000);
    for (let i = 0; i < 60; i++)
      recordAccountHistory(ADDRESS, { time: i * 60_000, accountValue: i, pnl: 0 }, storage);
    const kept = loadAccountHistory(ADDRESS, storage);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(60);
    expect(kept.at(-1)).toEqual({ time: 59 * 60_000, accountValue: 59, pnl: 0 });
  });

  it("reads broken storage as an empty history", () => {
    const storage = smallStorage(1_000);
    storage.setItem(`account_history_${ADDRESS}`, "{not json");
    expect(loadAccountHistory(ADDRESS, storage)).toEqual([]);
  });
});
