import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "./database.ts";
import { migratedTarball } from "./pglite-template.ts";
import * as schema from "./schema.ts";

/** Every table and sequence the migrations create (the migration journal lives in the `drizzle` schema and stays). */
const TABLES_QUERY = "select tablename from pg_tables where schemaname = 'public'";
const SEQUENCES_QUERY = "select sequencename from pg_sequences where schemaname = 'public'";

const idle: PGlite[] = [];
/** The statement that empties a client's tables, built once per client: its schema never changes. */
const resets = new WeakMap<PGlite, string>();

/**
 * Empties every table and restarts its sequences: what a database fresh from the template holds. DELETE
 * rather than TRUNCATE: TRUNCATE gives every table and index new files, ~0.1 s of PGlite CPU per reset
 * against a few ms for these few rows (the schema has no foreign keys a DELETE would trip over; if one
 * ever did, the reset fails and the client is closed instead of reused).
 */
async function reset(client: PGlite): Promise<void> {
  let statement = resets.get(client);
  if (statement === undefined) {
    const tables = await client.query<{ tablename: string }>(TABLES_QUERY);
    const sequences = await client.query<{ sequencename: string }>(SEQUENCES_QUERY);
    statement = [
      ...tables.rows.map((row) => `DELETE FROM "${row.tablename}";`),
      ...sequences.rows.map((row) => `ALTER SEQUENCE "${row.sequencename}" RESTART;`),
    ].join("\n");
    resets.set(client, statement);
  }
  if (statement) await client.exec(`BEGIN;\n${statement}\nCOMMIT;`);
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
