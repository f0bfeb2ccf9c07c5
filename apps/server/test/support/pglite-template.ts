import { access, readFile, rename, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { scratchRoot } from "@app/hl-sim/scratch-folder";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "../../src/db/database.ts";
import * as schema from "../../src/db/schema.ts";
import { migrationsDigest } from "./migrations-digest.ts";

/**
 * How the template's cluster is made, for test data only: 1 MB WAL segments instead of 16 MB, the
 * segments initdb wrote removed rather than kept for reuse, and 6 MB of shared memory instead of 24 MB:
 * 2 MB of shared buffers instead of 16 MB and 5 connections instead of 100 (a test database holds a few
 * MB and PGlite has one connection). PGlite zeroes all of its shared memory at every start, ~4 ms a MB of
 * CPU: a test database now opens in ~230–260 ms of CPU instead of ~340 ms. Written into the template's
 * postgresql.conf, so file-backed test databases start with them too.
 */
const TEMPLATE_INITDB = [
  "--wal-segsize=1",
  ...["-c", "wal_recycle=off"],
  ...["-c", "shared_buffers=2MB"],
  ...["-c", "max_connections=5"],
];

/**
 * The databases the template drops: PGlite connects to `postgres` and nothing creates a database in
 * PGlite, so the two templates of CREATE DATABASE are 2 of its 3 copies of the system catalogs.
 */
const UNUSED_DATABASES = ["template0", "template1"];

/** How the templates are named in the scratch root, before their digest. */
export const TEMPLATE_PREFIX = "hl-ai-trader-pglite-";

let digest: Promise<string> | undefined;
/** Where this run's templates are kept: beside the test data folders, under a name that holds the digest. */
async function templatePath(suffix: string): Promise<string> {
  // The user too: PostgreSQL's files are readable by their owner only, so users of a machine keep their own.
  digest ??= migrationsDigest([TEMPLATE_INITDB, UNUSED_DATABASES, process.getuid?.()]);
  return path.join(scratchRoot(), `${TEMPLATE_PREFIX}${await digest}${suffix}`);
}

/** Marks a template as used now: templates no run has used for a week are removed (scratch-cleanup.ts). */
const markUsed = (file: string) => utimes(file, new Date(), new Date()).catch(() => undefined);

let tarball: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite data folder as a tarball, for in-memory databases (`loadDataDir`): loading it
 * takes a fraction of creating a database and running every migration (10 MB, ~0.35 s of CPU, where
 * PGlite's defaults made 39 MB and ~0.6 s). Built once in memory and kept in
 * the temp folder, so the test files of a run (and of later runs) share it; written under a temporary
 * name and renamed, so no reader sees half a file.
 */
export function migratedTarball(): Promise<Blob> {
  tarball ??= (async () => {
    const file = await templatePath(".tar");
    try {
      const blob = new Blob([await readFile(file)]);
      await markUsed(file);
      return blob;
    } catch {
      const client = await PGlite.create({ initDbStartParams: TEMPLATE_INITDB });
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        for (const name of UNUSED_DATABASES) {
          // One statement per call: DROP DATABASE refuses to run inside a transaction block.
          await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
          await client.exec(`DROP DATABASE ${name}`);
        }
        // The dump is taken from a running database: after a checkpoint, a start from it replays
        // (almost) no WAL.
        await client.exec("CHECKPOINT");
        const dump = await client.dumpDataDir("none");
        const partial = `${file}.${process.pid}.${Date.now()}`;
        await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
        await rename(partial, file);
        return dump;
      } finally {
        await client.close();
      }
    }
  })();
  return tarball;
}

let folder: Promise<string> | undefined;

/**
 * The same migrated database as a data folder, for file-backed PGlite: copying its files (the kernel's
 * work) costs a fraction of unpacking the tarball through PGlite's file system. Unpacked once under a
 * temporary name and renamed; when another worker got there first, its folder is used.
 */
export function migratedDataFolder(): Promise<string> {
  folder ??= (async () => {
    const target = await templatePath("");
    const ready = () =>
      access(path.join(target, "PG_VERSION")).then(
        () => true,
        () => false,
      );
    if (await ready()) {
      await markUsed(target);
      return target;
    }
    const partial = `${target}.${process.pid}.${Date.now()}`;
    const client = await PGlite.create(partial, { loadDataDir: await migratedTarball() });
    await client.close();
    try {
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      if (!(await ready())) throw error;
    }
    return target;
  })();
  return folder;
}
