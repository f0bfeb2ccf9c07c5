/** Why a journal write failed, in the words of the file system (ENOSPC, EIO, …). */
function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message;
  return String(cause);
}

/**
 * The journal could not be written or flushed. `rolledBack`: the file was cut back to its last
 * flushed byte, so no request waiting for this write took effect (and none will after a restart);
 * when false, the cut failed too and those requests' outcome is unknown until the exchange has
 * rebuilt its state from the disk.
 */
export class JournalWriteError extends Error {
  readonly code = "JOURNAL_WRITE_FAILED";
  readonly shortMessage: string;
  readonly rolledBack: boolean;
  /** Bytes of the journal known to be on the disk. */
  readonly durableSize: number;

  constructor(cause: unknown, details: { rolledBack: boolean; durableSize: number }) {
    const shortMessage = `The exchange could not write its journal (${describe(cause)})`;
    super(shortMessage, { cause });
    this.name = "JournalWriteError";
    this.shortMessage = shortMessage;
    this.rolledBack = details.rolledBack;
    this.durableSize = details.durableSize;
  }
}
