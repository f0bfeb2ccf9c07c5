import { rm } from "node:fs/promises";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/database.ts";
import { folderDatabase, releaseFolderDatabase } from "./pglite-pool.ts";
import { urlOf } from "./postgres-template.ts";

/** SQLSTATE of "database is being accessed by other users". */
const OBJECT_IN_USE = "55006";

/** A place for a test's data: a data folder, and a fresh PostgreSQL database when asked for. */
export interface TestDatabase {
  readonly dataDir: string;
  /** DATABASE_URL of a fresh database, or undefined for PGlite in the data folder. */
  readonly databaseUrl: string | undefined;
  /**
   * The place's database, migrated: the PostgreSQL database, or the data folder's in-memory PGlite that the
   * test servers started on the folder use too (folderDatabase).
   */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** Removes a data folder a test kept across restarts, and gives its in-memory database back to the pool. */
export async function removeDataFolder(dataDir: string): Promise<void> {
  await releaseFolderDatabase(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}

/** A fresh data folder, plus a fresh database on the PostgreSQL server at `adminUrl` when given. */
export async function createTestDatabase(adminUrl: string | undefined): Promise<TestDatabase> {
  const dataDir = await scratchFolder("server-db-");
  if (!adminUrl) {
    return {
      dataDir,
      databaseUrl: undefined,
      open: () => folderDatabase(dataDir),
      drop: () => removeDataFolder(dataDir),
    };
  }
  const name = `test_${crypto.randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the migrated template (postgres-template.ts) that the global setup made.
  const template = inject("postgresTemplate");
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const databaseUrl = urlOf(adminUrl, name);
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, dataDir }),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A pool's end() resolves before its sockets close: a backend terminated by FORCE then reaches a
        // closing client as an error nobody listens to. Give the closing connections a moment to go.
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline) {
          const { rows } = await client.query<{ count: number }>(
            "select count(*)::int as count from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.count === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        try {
          // Without FORCE first: PostgreSQL then stops an autovacuum worker visiting the database itself and
          // waits for it. FORCE would try to terminate that worker too, which only a superuser or a member of
          // pg_signal_backend may do ("must be a member of the role whose process is being terminated").
          await client.query(`DROP DATABASE IF EXISTS ${name}`);
        } catch (error) {
          if (!(error instanceof pg.DatabaseError && error.code === OBJECT_IN_USE)) throw error;
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
      } finally {
        await client.end();
      }
      await removeDataFolder(dataDir);
    },
  };
}
