import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";

/** The file the exchange journals into, inside its data folder. */
export const JOURNAL_FILE = "journal.ndjson";

/**
 * One line of the journal. The exchange's state is a pure function of these inputs replayed in
 * order: the market's anchor, market settlements that changed something, accounts opened by info
 * queries, and accepted `/exchange` requests with their recovered signer (so replay needs no
 * signature recovery) and the instant they ran at.
 */
export type JournalEntry =
  | { readonly k: "h"; readonly v: 1; readonly seed: number; readonly start: number }
  | { readonly k: "s"; readonly t: number }
  | { readonly k: "o"; readonly t: number; readonly user: string }
  | {
      readonly k: "x";
      readonly t: number;
      readonly body: unknown;
      readonly signer: `0x${string}`;
      readonly hash: `0x${string}`;
    };

/**
 * An append-only NDJSON journal, written and fsynced line by line before the change it records is
 * applied (write-ahead). A crash can only tear the last line, which opening ignores and cuts off, so
 * the state after a restart is the state before or after the interrupted action, never between.
 */
export class Journal {
  readonly #fd: number;

  private constructor(fd: number) {
    this.#fd = fd;
  }

  /** Opens (creating) the journal in `dir` and returns it with the entries already in it. */
  static open(dir: string): { journal: Journal; entries: JournalEntry[] } {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, JOURNAL_FILE);
    const fd = openSync(file, "a+");
    const text = readFileSync(file, "utf8");
    const entries: JournalEntry[] = [];
    let validLength = 0;
    let offset = 0;
    while (offset < text.length) {
      const end = text.indexOf("\n", offset);
      // A line without its newline was being written when the process died.
      if (end === -1) break;
      const line = text.slice(offset, end);
      let entry: JournalEntry;
      try {
        entry = JSON.parse(line) as JournalEntry;
      } catch {
        if (text.indexOf("\n", end + 1) !== -1) throw new Error(`Corrupt exchange journal line in ${file}`);
        break;
      }
      entries.push(entry);
      offset = end + 1;
      validLength += Buffer.byteLength(line, "utf8") + 1;
    }
    if (validLength < Buffer.byteLength(text, "utf8")) ftruncateSync(fd, validLength);
    return { journal: new Journal(fd), entries };
  }

  /** Appends one entry and waits for it to reach the disk. */
  append(entry: JournalEntry): void {
    writeSync(this.#fd, `${JSON.stringify(entry)}\n`);
    fsyncSync(this.#fd);
  }

  /** Closes the file. */
  close(): void {
    closeSync(this.#fd);
  }
}
