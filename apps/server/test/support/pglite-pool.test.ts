import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { equitySnapshots } from "../../src/db/schema.ts";
import { createStores } from "../../src/db/stores.ts";
import { folderDatabase, pooledDatabase, releaseFolderDatabase } from "./pglite-pool.ts";

const address = "0x00000000000000000000000000000000000000c3" as const;
const snapshot = { timestamp: 1000, total_equity: 100, pnl: 0, pnl_pct: 0, cycle_number: 1 };

/** Rows in every table of the public schema, by table. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of tables.rows) {
    const result = (await database.db.execute(
      sql.raw(`select count(*)::int as count from "${tablename}"`),
    )) as unknown as { rows: { count: number }[] };
    counts[tablename] = result.rows[0]?.count ?? -1;
  }
  return counts;
}

describe("a pooled in-memory database", () => {
  it("comes back empty, its identities restarted, after the one before it was closed", async () => {
    const first = await pooledDatabase();
    const stores = createStores(first.db);
    await stores.equity.record(address, snapshot);
    await stores.equity.record(address, { ...snapshot, timestamp: 2000 });
    const ids = (await first.db.select({ id: equitySnapshots.id }).from(equitySnapshots)).map(
      (row) => row.id,
    );
    expect(ids).toEqual([1, 2]);
    const before = await rowCounts(first);
    expect(before.equity_snapshots).toBe(2);
    // A session setting outlives the reset: it tells the instance apart from a new one.
    await first.db.execute(sql`select set_config('pool_test.marker', 'first', false)`);
    await first.close();

    const second = await pooledDatabase();
    try {
      const marker = (await second.db.execute(
        sql`select current_setting('pool_test.marker', true) as marker`,
      )) as unknown as { rows: { marker: string | null }[] };
      // The worker's idle instance is the one just closed: reused, not created again.
      expect(marker.rows[0]?.marker).toBe("first");
      const after = await rowCounts(second);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.values(after).every((count) => count === 0)).toBe(true);
      await createStores(second.db).equity.record(address, snapshot);
      const [row] = await second.db.select({ id: equitySnapshots.id }).from(equitySnapshots);
      expect(row?.id).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe("a data folder's in-memory database", () => {
  it("is the same for every opener of the folder until released, keeps its rows when a handle closes, and comes back empty", async () => {
    const folder = "/nonexistent/pool-test/folder-a";
    const first = await folderDatabase(folder);
    await createStores(first.db).equity.record(address, snapshot);
    await first.close();
    // Another spelling of the same folder, another handle: what the first left is there.
    const second = await folderDatabase(`${folder}/../folder-a/`);
    expect(await createStores(second.db).equity.all(address)).toHaveLength(1);
    // Another folder has a database of its own.
    const other = await folderDatabase("/nonexistent/pool-test/folder-b");
    expect(await createStores(other.db).equity.all(address)).toEqual([]);
    await releaseFolderDatabase("/nonexistent/pool-test/folder-b");

    await releaseFolderDatabase(folder);
    // Releasing twice, or a folder that never had a database, does nothing.
    await releaseFolderDatabase(folder);
    await releaseFolderDatabase("/nonexistent/pool-test/never-opened");
    const again = await folderDatabase(folder);
    try {
      expect(Object.values(await rowCounts(again)).every((count) => count === 0)).toBe(true);
    } finally {
      await releaseFolderDatabase(folder);
    }
  });
});
