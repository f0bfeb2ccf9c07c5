import { accessSync, constants, mkdtempSync, statfsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** The file-system type Linux reports for tmpfs: files kept in memory. */
const TMPFS_MAGIC = 0x01021994;
/** The room a memory file system needs before test data goes there (a run keeps ~100 MB at a time). */
const MIN_FREE_BYTES = 1024 ** 3;
const SHM = "/dev/shm";

let root: string | undefined;

/**
 * Where tests keep their data folders (the exchange's journals and snapshots, the server's PGlite files and
 * migrated template): Linux's memory file system
 * (/dev/shm) when it is writable and has room, else the temp folder; TMPDIR, when set, always wins.
 * On this machine's ext4 disk, creating and writing the files of a data folder (a copy of the PGlite
 * template, the database's and the local exchange's writes and fsyncs) cost about ten times the system
 * CPU they cost in memory, and test data is thrown away anyway. The same fsync calls still run.
 */
export function scratchRoot(): string {
  if (root !== undefined) return root;
  root = tmpdir();
  if (process.env.TMPDIR === undefined && process.platform === "linux") {
    try {
      const stats = statfsSync(SHM);
      accessSync(SHM, constants.W_OK);
      if (stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= MIN_FREE_BYTES) root = SHM;
    } catch {
      // No /dev/shm here: the temp folder it is.
    }
  }
  return root;
}

/** A new, empty folder for a test's data under `scratchRoot()`; the caller removes it. */
export function scratchFolder(prefix: string): Promise<string> {
  return mkdtemp(path.join(scratchRoot(), prefix));
}

/** `scratchFolder`, synchronously (for a test module's top level). */
export function scratchFolderSync(prefix: string): string {
  return mkdtempSync(path.join(scratchRoot(), prefix));
}
