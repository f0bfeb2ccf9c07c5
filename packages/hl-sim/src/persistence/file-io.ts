import { closeSync, fsync, fsyncSync, ftruncateSync, writeSync } from "node:fs";

/**
 * The file calls the journal makes, so a test can make one of them fail the way a full or failing
 * disk does (ENOSPC after a short write, EIO from fsync) without a real small file system.
 */
export interface JournalIo {
  /** Writes up to `length` bytes of `buffer` from `offset`; returns how many were written (maybe fewer). */
  write(fd: number, buffer: Buffer, offset: number, length: number): number;
  fsync(fd: number, callback: (error: Error | null) => void): void;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, length: number): void;
  closeSync(fd: number): void;
}

/** The real file calls. */
export const NODE_IO: JournalIo = {
  write: (fd, buffer, offset, length) => writeSync(fd, buffer, offset, length),
  fsync,
  fsyncSync,
  ftruncateSync,
  closeSync,
};

/**
 * Writes every byte of `text`, however many calls it takes: `write(2)` may write only part of a
 * buffer (a disk that fills meanwhile writes what fits, and the next call fails with ENOSPC), and a
 * journal line written in part is a torn line. Reports the bytes written before a failure through
 * `progress` so the caller can cut them off again.
 */
export function writeWhole(
  io: JournalIo,
  fd: number,
  text: string | Buffer,
  progress?: (bytes: number) => void,
): number {
  const buffer = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  let offset = 0;
  while (offset < buffer.length) {
    const written = io.write(fd, buffer, offset, buffer.length - offset);
    // A regular file never answers 0 for a non-empty write unless it cannot take more.
    if (written <= 0)
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    offset += written;
    progress?.(written);
  }
  return buffer.length;
}
