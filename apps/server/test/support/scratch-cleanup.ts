import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** How long a template no run has used is kept: a checkout with other migrations may still want it. */
export const TEMPLATE_KEEP_MS = 7 * 24 * 3_600_000;

/**
 * Removes the templates under `root` (the scratch root: /dev/shm where it has room, so they take memory)
 * named `prefix` + a digest (a folder, its `.tar`, a half-made copy) whose digest is not `current`'s and
 * that no run has used for {@link TEMPLATE_KEEP_MS}: every run marks the template it uses by its
 * modification time. Made again if ever needed (a few seconds). A migration change otherwise left ~30 MB
 * behind each time. An entry that cannot be read or removed stays. Returns what it removed.
 */
export function removeUnusedTemplates(
  root: string,
  prefix: string,
  current: string,
  now = Date.now(),
): string[] {
  let names: string[];
  try {
    names = readdirSync(root).filter((name) => name.startsWith(prefix) && !name.startsWith(current));
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const entry = path.join(root, name);
    try {
      if (now - statSync(entry).mtimeMs < TEMPLATE_KEEP_MS) continue;
      rmSync(entry, { recursive: true, force: true });
      removed.push(entry);
    } catch {
      // Another user's, or gone meanwhile: leave it.
    }
  }
  return removed;
}
