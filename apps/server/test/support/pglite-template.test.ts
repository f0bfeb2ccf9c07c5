import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "../../src/db/database.ts";
import { createStores } from "../../src/db/stores.ts";
import { migratedDataFolder } from "./pglite-template.ts";

const folders: string[] = [];
const freshFolder = async () => {
  const folder = await scratchFolder("template-test-");
  folders.push(folder);
  return folder;
};

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe("a database started from the migrated template", () => {
  it("has every migration applied, and a folder that already holds a database keeps its own data", async () => {
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"));
    const dataDir = await freshFolder();
    const first = await openDatabase({ databaseUrl: undefined, dataDir }, { template: migratedDataFolder });
    try {
      const applied = (await first.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: unknown[] };
      expect(applied.rows[0]).toEqual({ count: journal.entries.length });
      await createStores(first.db).equity.record("0x00000000000000000000000000000000000000b2", {
        timestamp: 1000,
        total_equity: 10_000,
        pnl: 0,
        pnl_pct: 0,
        cycle_number: 0,
      });
    } finally {
      await first.close();
    }
    const again = await openDatabase({ databaseUrl: undefined, dataDir }, { template: migratedDataFolder });
    try {
      expect(
        await createStores(again.db).equity.all("0x00000000000000000000000000000000000000b2"),
      ).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});
