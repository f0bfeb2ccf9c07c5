// Vitest global setup of the server's tests: the migrated PGlite template (src/db/pglite-template.ts) is
// made here, once, before any test worker starts. Without it, on a machine that has no template yet, every
// worker's first server made its own at the same time (PGlite's initdb and every migration: ~5 s of CPU
// each) while the tests behind it waited. Where the template exists already this only checks its folder.
// Templates of other migrations that no run has used for a week go.
import path from "node:path";
import { scratchRoot } from "@app/hl-sim/scratch-folder";
import { migratedDataFolder, migratedTarball, TEMPLATE_PREFIX } from "./pglite-template.ts";
import { removeUnusedTemplates } from "./scratch-cleanup.ts";

export default async function setup(): Promise<void> {
  // The tarball (in-memory databases) and the folder made from it (file-backed ones).
  await migratedTarball();
  const folder = await migratedDataFolder();
  // The folder's name is the digest's; the tarball's adds `.tar`.
  removeUnusedTemplates(scratchRoot(), TEMPLATE_PREFIX, path.basename(folder));
}
