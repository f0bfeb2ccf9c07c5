import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, MIGRATIONS_FOLDER } from "./database.ts";

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The latest migration this server's code brings: its name and drizzle's stamp of it. */
export async function latestMigration(folder = MIGRATIONS_FOLDER): Promise<{ tag: string; when: number }> {
  const journal = journalSchema.parse(
    JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")),
  );
  const latest = journal.entries.at(-1);
  if (!latest) throw new Error(`no migrations in ${folder}`);
  return latest;
}

/**
 * Why the database's schema is not the one this server's code expects, or undefined when it is: drizzle
 * stamps each applied migration with its folder time, so the newest stamp must be the newest migration's.
 * One newer than ours means an instance of a newer version migrated the shared database.
 */
export async function migrationProblem(
  db: Db,
  expected: { tag: string; when: number },
): Promise<string | undefined> {
  const result: unknown = await db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  // Both drivers answer { rows }: node-postgres's QueryResult and PGlite's Results.
  const { rows } = result as { rows: { created_at: string | number }[] };
  const applied = rows[0] ? Number(rows[0].created_at) : undefined;
  if (applied === undefined) return "no migration has been applied";
  if (applied < expected.when) return `migration ${expected.tag} has not been applied`;
  if (applied > expected.when) return "the database has migrations newer than this server's code";
  return undefined;
}
