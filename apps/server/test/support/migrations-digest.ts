import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../../src/db/database.ts";

/**
 * A digest of every migration file and of `recipe` (how a template is made from them): a template made from
 * other migrations, or otherwise, is never used.
 */
export async function migrationsDigest(recipe: unknown): Promise<string> {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(recipe));
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
