import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "./database.ts";
import { migratedTarball } from "./pglite-template.ts";
import * as schema from "./schema.ts";

/** Every table the migrations create (the migration journal lives in the `drizzle` schema and stays). */
const TABLES_QUERY = "select tablename from pg_tables where schemaname = 'public'";

const idle: PGlite[] = [];

/** Empties every table and restarts its identities: what a database fresh from the template holds. */
async function reset(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tablename: string }>(TABLES_QUERY);
  if (rows.length === 0) return;
  const tables = rows.map((row) => `"${row.tablename}"`).join(", ");
  await client.exec(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
}

/**
 * A migrated in-memory PGlite for a test server that keeps nothing across a restart. Creating one from
 * the template costs about a second of CPU (untar, then the backend's start); the instances of a test
 * worker are kept and reused instead: closing the database empties every table and puts it back.
 * Tests that restart a server on its data folder use file-backed PGlite there instead.
 */
export async function pooledDatabase(): Promise<Database> {
  const client = idle.pop() ?? (await PGlite.create({ loadDataDir: await migratedTarball() }));
  let closed = false;
  return {
    db: drizzle({ client, schema }),
    kind: "pglite",
    async close() {
      if (closed) return;
      closed = true;
      try {
        await reset(client);
        idle.push(client);
      } catch {
        await client.close();
      }
    },
  };
}
