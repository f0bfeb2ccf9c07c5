import { cpSync } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** The migrations drizzle-kit generated from `schema.ts`; the same ones run on PGlite and PostgreSQL. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Folder under the data folder where PGlite keeps its files. */
export const PGLITE_FOLDER = "db";

/** A Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database and how to close it. */
export interface Database {
  readonly db: Db;
  /** `pglite` (file-backed, embedded) or `postgres` (DATABASE_URL). */
  readonly kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL, or PGlite files under the data folder. */
export interface DatabaseLocation {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

/** How a new PGlite database may start: from a migrated template (tests), instead of empty. */
export interface OpenOptions {
  /** A migrated PGlite data folder, copied in only when the folder holds no database yet. */
  readonly template?: () => Promise<string>;
}

/**
 * How a new PGlite data folder is made (initdb writes it into the folder's postgresql.conf): 16 MB of
 * shared buffers instead of PostgreSQL's 128 MB. The database holds one user's analyses and orders, a few
 * MB; PGlite keeps its shared memory inside the WebAssembly heap and zeroes all of it at every start, so
 * 128 MB cost ~110 MB more memory for the server, ~1.3 s more CPU at a first start (initdb starts postgres
 * several times) and ~0.4 s more at every restart. Folders made before keep the size their own
 * postgresql.conf gives.
 */
const PGLITE_INITDB = ["-c", "shared_buffers=16MB"];

const holdsDatabase = (folder: string) =>
  access(path.join(folder, "PG_VERSION")).then(
    () => true,
    () => false,
  );

/** Opens the database and applies every pending migration before anything reads it. */
export async function openDatabase(location: DatabaseLocation, options: OpenOptions = {}): Promise<Database> {
  if (location.databaseUrl) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a terminated backend) is an 'error' event: without a
    // listener it would end the process. The pool drops that connection; the next query opens a new one, and
    // the readiness answer says whether it can.
    pool.on("error", () => undefined);
    try {
      const db = drizzlePg({ client: pool, schema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      return { db, kind: "postgres", close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const folder = path.join(location.dataDir, PGLITE_FOLDER);
  await mkdir(folder, { recursive: true });
  if (options.template && !(await holdsDatabase(folder))) {
    // cpSync copies in native code: fs.promises.cp walks the template's ~400 files in JavaScript, ~10x
    // the CPU (0.15–0.3 s against 0.015 s). It runs before the server listens, so nothing waits on it.
    cpSync(await options.template(), folder, { recursive: true });
  }
  const client = await PGlite.create(folder, { initDbStartParams: PGLITE_INITDB });
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "pglite", close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}
