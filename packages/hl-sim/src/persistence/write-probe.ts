import { openSync, rmSync } from "node:fs";
import path from "node:path";
import { type JournalIo, writeWhole } from "./file-io.ts";

/** Room a probe asks for: a few hundred journal lines, so the journal is not refused again at once. */
const PROBE_BYTES = 16 * 1024;
const PROBE_FILE = ".write-probe";

/**
 * Whether the data folder takes writes again: writes and flushes a file of PROBE_BYTES and removes
 * it. The journal itself is not used for this, because a line in it is an action.
 */
export function folderTakesWrites(dir: string, io: JournalIo): boolean {
  const file = path.join(dir, PROBE_FILE);
  try {
    const fd = openSync(file, "w");
    try {
      writeWhole(io, fd, Buffer.alloc(PROBE_BYTES, 0x20));
      io.fsyncSync(fd);
    } finally {
      io.closeSync(fd);
    }
    return true;
  } catch {
    return false;
  } finally {
    rmSync(file, { force: true });
  }
}
