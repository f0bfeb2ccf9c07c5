import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "../../src/db/database.ts";
import * as schema from "../../src/db/schema.ts";
import { migratedTarball } from "./pglite-template.ts";

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

/** A migrated client from the worker's idle ones, or a new one from the template. */
async function takeClient(): Promise<PGlite> {
  return idle.pop() ?? (await PGlite.create({ loadDataDir: await migratedTarball() }));
}

/** Empties the client and keeps it for the worker's next test; a client that cannot be emptied is closed. */
async function giveBack(client: PGlite): Promise<void> {
  try {
    await reset(client);
    idle.push(client);
  } catch {
    await client.close();
  }
}

/**
 * A migrated in-memory PGlite for a test server that keeps nothing across a restart. Creating one from
 * the template costs about a second of CPU (untar, then the backend's start); the instances of a test
 * worker are kept and reused instead: closing the database empties every table and puts it back.
 * Tests that restart a server on its data folder use {@link folderDatabase} instead.
 */
export async function pooledDatabase(): Promise<Database> {
  const client = await takeClient();
  let closed = false;
  return {
    db: drizzle({ client, schema }),
    kind: "pglite",
    async close() {
      if (closed) return;
      closed = true;
      await giveBack(client);
    },
  };
}

/** The pooled clients that belong to a data folder until it is released, by the folder's absolute path. */
const folders = new Map<string, Promise<PGlite>>();

/**
 * The database of a test's data folder, for tests that stop a server and start another on the same folder,
 * or look into what a stopped server stored: every call for the folder answers the same pooled in-memory
 * PGlite, and closing a handle leaves its rows where they are, as a stopped server leaves its files. A
 * restart then costs no new PGlite (a file-backed one costs ~0.4 s of CPU to start, at every restart and
 * every look). What a restart on files keeps is tested with the files themselves (db/persistence.test.ts,
 * and the server's own restart in server-mode.test.ts). {@link releaseFolderDatabase} gives it back.
 */
export async function folderDatabase(dataDir: string): Promise<Database> {
  const key = path.resolve(dataDir);
  let pending = folders.get(key);
  if (pending === undefined) {
    pending = takeClient();
    folders.set(key, pending);
    pending.catch(() => folders.delete(key));
  }
  const client = await pending;
  return { db: drizzle({ client, schema }), kind: "pglite", close: async () => {} };
}

/** Empties the folder's database and puts it back in the pool; nothing when the folder never had one. */
export async function releaseFolderDatabase(dataDir: string): Promise<void> {
  const key = path.resolve(dataDir);
  const pending = folders.get(key);
  if (pending === undefined) return;
  folders.delete(key);
  await giveBack(await pending);
}
