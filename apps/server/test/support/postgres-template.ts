import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase } from "../../src/db/database.ts";
import { migrationsDigest } from "./migrations-digest.ts";
import { TEMPLATE_KEEP_MS } from "./scratch-cleanup.ts";

/** How the templates are named on the test PostgreSQL server, before their digest. */
export const POSTGRES_TEMPLATE_PREFIX = "hl_test_template_";

/** SQLSTATE of "database already exists". */
const DUPLICATE_DATABASE = "42P04";

/** What the template holds besides the migrations: pg-boss's schema, of the version installed. */
async function recipe(): Promise<string> {
  const boss = JSON.parse(await readFile(new URL(import.meta.resolve("pg-boss/package.json")), "utf8"));
  return `pg-boss ${boss.version}`;
}

const withClient = async <T>(adminUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

/** The URL of `database` on the server of `adminUrl`. */
export const urlOf = (adminUrl: string, database: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * The name of a database on the PostgreSQL server at `adminUrl` that holds every migration and pg-boss's
 * schema, for `CREATE DATABASE … TEMPLATE`: a test database then starts as a copy instead of running every
 * migration and pg-boss's own (~0.5 s of the server's CPU per database, ~15 databases a run). Made once per
 * set of migrations, under a temporary name that is renamed when complete, so no test copies half of it;
 * when another run made it first, that one is used. Templates of other migrations older than a week go.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${await migrationsDigest(await recipe())}`;
  const exists = await withClient(adminUrl, async (client) => {
    await removeOldTemplates(client, name);
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    return rowCount === 1;
  });
  if (exists) return name;
  const building = `${name}_${process.pid}_${Date.now()}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  try {
    const database = await openDatabase({ databaseUrl: urlOf(adminUrl, building), dataDir: "" });
    await database.close();
    // Loaded only to make a template: pg-boss is ~100 modules the run's main process otherwise never needs.
    const { PgBoss } = await import("pg-boss");
    const boss = new PgBoss({
      connectionString: urlOf(adminUrl, building),
      max: 1,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.stop({ graceful: false, close: true });
    await withClient(adminUrl, async (client) => {
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await client.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    });
  } catch (error) {
    await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`));
    if (!(error instanceof pg.DatabaseError && error.code === DUPLICATE_DATABASE)) throw error;
  }
  return name;
}

/** Drops the templates (and half-made ones) other than `current` that were made over a week ago. */
async function removeOldTemplates(client: pg.Client, current: string): Promise<void> {
  const { rows } = await client.query<{ name: string; made: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as made from pg_database
     where datname like $1 and datname <> $2`,
    [`${POSTGRES_TEMPLATE_PREFIX}%`, current],
  );
  for (const { name, made } of rows) {
    const age = Date.now() - Date.parse(made ?? "");
    // A half-made one has no date yet; its name carries when it was begun.
    const begun = Number(name.split("_").at(-1));
    if ((Number.isNaN(age) ? Date.now() - begun : age) < TEMPLATE_KEEP_MS) continue;
    await client.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
  }
}
