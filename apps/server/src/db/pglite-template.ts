import { createHash } from "node:crypto";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "./database.ts";
import * as schema from "./schema.ts";

/** A digest of every migration file: a template made from other migrations is never used. */
async function migrationsDigest(): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(file);
      else hash.update(entry.name).update(await readFile(file));
    }
  };
  await walk(MIGRATIONS_FOLDER);
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite data folder as a tarball, for tests that start many servers: loading it takes
 * a fraction of creating a database and running every migration. Built once in memory and kept in the
 * temp folder under a name that holds a digest of the migrations, so the test files of a run (and of
 * later runs) share it; written under a temporary name and renamed, so no reader sees half a file.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `hl-ai-trader-pglite-${await migrationsDigest()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const client = await PGlite.create();
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
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
  return template;
}
