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
 * Removes the entries of `root` whose name `matches` and that `stale` (given the entry's path and age in ms)
 * calls stale. An entry that cannot be read or removed (another user's, or gone meanwhile) stays.
 */
function removeEntries(
  root: string,
  matches: (name: string) => boolean,
  stale: (entry: string, ageMs: number) => boolean,
  now: number,
): string[] {
  let names: string[];
  try {
    names = readdirSync(root).filter(matches);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const entry = path.join(root, name);
    try {
      if (!stale(entry, now - statSync(entry).mtimeMs)) continue;
      rmSync(entry, { recursive: true, force: true });
      removed.push(entry);
    } catch {
      // Leave it.
    }
  }
  return removed;
}

/**
 * Removes the folders of throwaway clusters whose run ended without its teardown. Ctrl-C stops postgres
 * with the rest of the terminal's process group, but the run's copy of the cluster (~47 MB, in memory under
 * /dev/shm) stayed behind. A folder goes when it is older than a minute and no postgres runs in it: no
 * `postmaster.pid` (postgres removes it when it stops) or one whose process is gone (a killed postgres).
 * Returns the folders removed.
 */
export function removeStaleClusters(root: string, now = Date.now()): string[] {
  return removeEntries(
    root,
    (name) => name.startsWith(CLUSTER_FOLDER_PREFIX),
    (folder, ageMs) => {
      if (ageMs < STARTING_MS) return false;
      const pid = postmasterOf(folder);
      return pid === undefined || !running(pid);
    },
    now,
  );
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
  return removeEntries(
    root,
    (name) => name.startsWith(prefix) && !name.startsWith(current),
    (_entry, ageMs) => ageMs >= TEMPLATE_KEEP_MS,
    now,
  );
}
