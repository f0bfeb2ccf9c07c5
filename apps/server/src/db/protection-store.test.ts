import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooledDatabase } from "../../test/support/pglite-pool.ts";
import type { Database } from "./database.ts";
import { ExitStore } from "./exit-store.ts";
import { type Protection, ProtectionStore } from "./protection-store.ts";

const address: `0x${string}` = "0x00000000000000000000000000000000000000c4";
const protection: Protection = {
  cloid: `0x${"c4".repeat(16)}`,
  address,
  account: address,
  coin: "ETH",
  kind: "take_profit",
  triggerPrice: 3_010,
  placedAt: 5_000,
};

describe("protection store", () => {
  let database: Database;
  let store: ProtectionStore;
  beforeAll(async () => {
    database = await pooledDatabase();
    store = new ProtectionStore(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("ends a protection once: of two looks at the same hit only the first tells it", async () => {
    await store.add([protection]);
    // Added again (a retried execution): still the one row, still open.
    await store.add([{ ...protection, triggerPrice: 1 }]);
    expect(await store.open(address)).toEqual([protection]);
    expect(
      await Promise.all([
        store.end(protection.cloid, "hit", 6_000),
        store.end(protection.cloid, "hit", 6_000),
      ]),
    ).toEqual(expect.arrayContaining([true, false]));
    expect(await store.end(protection.cloid, "gone", 7_000)).toBe(false);
    expect(await store.open(address)).toEqual([]);
  });

  it("leaves a coin to its exit manager when a stop of it was managed since the protection was placed", async () => {
    const exits = new ExitStore(database.db);
    const second = { ...protection, cloid: `0x${"c5".repeat(16)}` as const, placedAt: 10_000 };
    await store.add([second]);
    const exit = {
      address,
      coin: "ETH",
      side: "LONG" as const,
      policy: { kind: "trailing" as const, percent: 1 },
      manager: "server" as const,
      status: "closed" as const,
      entryPrice: 3_000,
      initialStop: 2_900,
      stop: 2_950,
      stopCloid: `0x${"c6".repeat(16)}`,
      extreme: 3_020,
      lastMoveAt: null,
    };
    // Managed before the protection was placed (an earlier position): not the manager's to tell.
    await exits.save({ ...exit, updatedAt: 9_000 });
    expect(await store.managed(second)).toBe(false);
    await exits.update(address, "ETH", { status: "closed" }, 11_000);
    expect(await store.managed(second)).toBe(true);
    expect(await store.managed({ ...second, coin: "BTC" })).toBe(false);
  });
});
