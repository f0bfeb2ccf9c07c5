import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";

// What test runs leave in the scratch root (/dev/shm where it has room, so it takes memory) and no run removes
// on its own: the folders of runs that were interrupted, and templates no run uses any more.

/** How the folder of a run's throwaway PostgreSQL cluster is named under the scratch root. */
export const CLUSTER_FOLDER_PREFIX = "pg-test-";

/** A folder younger than this may be a starting run's whose postgres is not up yet. */
const STARTING_MS = 60_000;

/** Whether process `pid` runs; another user's process answers EPERM and counts as running. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The postmaster's process id from the cluster's `postmaster.pid`, or undefined when there is none. */
function postmasterOf(folder: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(folder, "data", "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the folders of throwaway clusters whose run ended without its teardown. Ctrl-C stops postgres
 * with the rest of the terminal's process group, but the run's copy of the cluster (~47 MB, in memory under
 * /dev/shm) stayed behind. A folder goes when it is older than a minute and no postgres runs in it: no
 * `postmaster.pid` (postgres removes it when it stops) or one whose process is gone (a killed postgres).
 * A folder that cannot be read or removed stays. Returns the folders removed.
 */
export function removeStaleClusters(root: string, now = Date.now()): string[] {
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root).filter((name) => name.startsWith(CLUSTER_FOLDER_PREFIX));
  } catch {
    return removed;
  }
  for (const name of entries) {
    const folder = path.join(root, name);
    try {
      if (now - statSync(folder).mtimeMs < STARTING_MS) continue;
      const pid = postmasterOf(folder);
      if (pid !== undefined && running(pid)) continue;
      rmSync(folder, { recursive: true, force: true });
      removed.push(folder);
    } catch {
      // Another user's folder, or one removed meanwhile: leave it.
    }
  }
  return removed;
}

/** How long a template no run has used is kept: a checkout with other migrations may still want it. */
export const TEMPLATE_KEEP_MS = 7 * 24 * 3_600_000;

/**
 * Removes the templates under `root` named `prefix` + a digest (a folder, its `.tar`, a half-made copy)
 * whose digest is not `current`'s and that no run has used for {@link TEMPLATE_KEEP_MS}: every run marks
 * the template it uses by its modification time. Made again if ever needed (a few seconds). A migration
 * change or a new PostgreSQL build otherwise left ~20–40 MB behind each time. Returns what it removed.
 */
export function removeUnusedTemplates(
  root: string,
  prefix: string,
  current: string,
  now = Date.now(),
): string[] {
  const removed: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root).filter((name) => name.startsWith(prefix) && !name.startsWith(current));
  } catch {
    return removed;
  }
  for (const name of entries) {
    const entry = path.join(root, name);
    try {
      if (now - statSync(entry).mtimeMs < TEMPLATE_KEEP_MS) continue;
      rmSync(entry, { recursive: true, force: true });
      removed.push(entry);
    } catch {
      // Another user's, or removed meanwhile: leave it.
    }
  }
  return removed;
}
