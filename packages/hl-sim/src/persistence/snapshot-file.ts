import { closeSync, fsyncSync, openSync, readFileSync, renameSync } from "node:fs";
import { type FileHandle, open, rm } from "node:fs/promises";
import path from "node:path";
import type { AccountData } from "../accounts/account-data.ts";
import { HistoryCut, type HistoryData, HistoryText, snapshotRow } from "../accounts/account-history.ts";
import type { OrderData } from "../matching/order-store.ts";
import { NODE_IO, writeWhole } from "./file-io.ts";
import type { StateData } from "./snapshot.ts";

/**
 * The journal's first line: the market's anchor, and which snapshot the journal continues from
 * (`base`, its generation; absent or 0 = none, replay from the market's opening).
 */
export interface JournalHeader {
  readonly k: "h";
  readonly v: 1;
  readonly seed: number;
  readonly start: number;
  readonly base?: number;
}

/** The snapshot the last compaction wrote, inside the data folder. */
export const SNAPSHOT_FILE = "snapshot.ndjson";

/**
 * A saved state: the market's anchor, its generation (1, 2, …), and the journal it was taken from
 * (that file's `base`) with how many of its entries it holds.
 */
export interface Snapshot {
  readonly header: JournalHeader;
  readonly generation: number;
  readonly journalBase: number;
  readonly covers: number;
  readonly state: StateData;
}

// Orders per line: lines stay far below V8's longest string however many orders there are.
const ORDERS_PER_LINE = 10_000;

/** The first line: everything but accounts and orders, and how many lines of each follow. */
interface SnapshotHead extends Omit<StateData, "accounts" | "orders">, Omit<Snapshot, "state"> {
  /** 2: an account's state and history on two lines; 1: on one line. */
  readonly v: 1 | 2;
  readonly live: readonly number[];
  readonly cloids: readonly (readonly [string, number])[];
  readonly accountLines: number;
  /** Lines of live orders, which come first among the orders (absent: any line may hold some). */
  readonly liveLines?: number;
  readonly orderLines: number;
}

/**
 * Writes `lines` to `name` in `dir` so that the file is either entirely the old one or entirely
 * the new one after a crash: a temporary file, fsynced, renamed over it, and the folder fsynced.
 */
export function writeDurably(
  dir: string,
  name: string,
  lines: Iterable<string>,
  afterRename?: () => void,
): void {
  const temporary = path.join(dir, `${name}.tmp`);
  const fd = openSync(temporary, "w");
  try {
    for (const line of lines) writeWhole(NODE_IO, fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path.join(dir, name));
  afterRename?.();
  const folder = openSync(dir, "r");
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

/** Array items per piece when a long list is serialised piece by piece. */
const ITEMS_PER_PIECE = 500;

/** `JSON.stringify(items)`, in pieces of a few hundred items. */
function* jsonArray<T>(items: readonly T[], toJson: (item: T) => string = JSON.stringify): Generator<string> {
  if (items.length === 0) {
    yield "[]";
    return;
  }
  for (let i = 0; i < items.length; i += ITEMS_PER_PIECE) {
    const piece = items.slice(i, i + ITEMS_PER_PIECE).map(toJson);
    yield `${i === 0 ? "[" : ","}${piece.join(",")}${i + ITEMS_PER_PIECE >= items.length ? "]" : ""}`;
  }
}

/** An account history's JSON line (without the newline), in pieces. */
function* historyJson(history: HistoryData | HistoryText | HistoryCut): Generator<string> {
  if (history instanceof HistoryText) {
    yield history.json;
    return;
  }
  if (!(history instanceof HistoryCut)) {
    yield JSON.stringify(history);
    return;
  }
  const { fills, snapshots, fundingRecords, ledger } = history.history;
  yield '{"fills":';
  yield* jsonArray(fills);
  yield ',"snapshots":';
  yield* jsonArray(snapshots, (s) => JSON.stringify(snapshotRow(s)));
  yield ',"fundingRecords":';
  yield* jsonArray(fundingRecords);
  yield ',"ledger":';
  yield* jsonArray(ledger);
  yield "}";
}

/**
 * A snapshot as NDJSON text, in pieces: a head line, two lines per account (its state, then its
 * history, left as text on reading), orders in lines of 10,000 (live ones first).
 */
function* snapshotPieces(snapshot: Snapshot): Generator<string> {
  const { accounts, orders, ...rest } = snapshot.state;
  // Live orders first, on lines of their own: a restart parses only those at once.
  const liveOids = new Set(orders.live);
  const lines = (list: readonly OrderData[]) =>
    Array.from({ length: Math.ceil(list.length / ORDERS_PER_LINE) }, (_, i) =>
      list.slice(i * ORDERS_PER_LINE, (i + 1) * ORDERS_PER_LINE),
    );
  const liveLines = lines(orders.orders.filter((order) => liveOids.has(order.oid)));
  const finishedLines = lines(orders.orders.filter((order) => !liveOids.has(order.oid)));
  const finishedText = orders.finishedText ?? [];
  const { state: _state, ...about } = snapshot;
  const head: SnapshotHead = {
    v: 2,
    ...about,
    ...rest,
    live: orders.live,
    cloids: orders.cloids,
    liveLines: liveLines.length,
    accountLines: accounts.length * 2,
    orderLines: liveLines.length + finishedLines.length + finishedText.length,
  };
  yield `${JSON.stringify(head)}\n`;
  for (const { history, ...account } of accounts) {
    yield `${JSON.stringify(account)}\n`;
    yield* historyJson(history);
    yield "\n";
  }
  for (const line of [...liveLines, ...finishedLines]) {
    yield* jsonArray(line);
    yield "\n";
  }
  for (const line of finishedText) yield `${line}\n`;
}

/** Saves a snapshot (see `snapshotPieces`), blocking until it is on the disk. */
export function writeSnapshot(dir: string, snapshot: Snapshot): void {
  writeDurably(dir, SNAPSHOT_FILE, snapshotPieces(snapshot));
}

/** Writes all of `text` (a write may take only part of it when the disk is nearly full). */
async function writeAll(file: FileHandle, text: string): Promise<void> {
  const buffer = Buffer.from(text, "utf8");
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await file.write(buffer, offset, buffer.length - offset);
    if (bytesWritten <= 0)
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    offset += bytesWritten;
  }
}

// A background snapshot gives the event loop back after this long, and writes at least this much at once.
const SLICE_MS = 8;
const WRITE_BYTES = 1 << 20;

/**
 * Saves a snapshot without holding the event loop: it is serialised in slices of a few
 * milliseconds into its own temporary file with asynchronous writes, fsynced, and renamed over the
 * snapshot only if `stillWanted()` says so then (a newer snapshot may have been written meanwhile).
 * `snapshot` must not change while this runs: take it with `captureState`, whose lists are copies.
 * True when it replaced the snapshot.
 */
export async function writeSnapshotInBackground(
  dir: string,
  snapshot: Snapshot,
  stillWanted: () => boolean,
): Promise<boolean> {
  const temporary = path.join(dir, `${SNAPSHOT_FILE}.background.tmp`);
  const file = await open(temporary, "w");
  let renamed = false;
  try {
    let buffered: string[] = [];
    let bytes = 0;
    let sliceStart = performance.now();
    for (const piece of snapshotPieces(snapshot)) {
      buffered.push(piece);
      bytes += piece.length;
      if (bytes < WRITE_BYTES && performance.now() - sliceStart < SLICE_MS) continue;
      await writeAll(file, buffered.join(""));
      buffered = [];
      bytes = 0;
      if (!stillWanted()) return false;
      sliceStart = performance.now();
    }
    await writeAll(file, buffered.join(""));
    await file.sync();
    await file.close();
    if (!stillWanted()) return false;
    renameSync(temporary, path.join(dir, SNAPSHOT_FILE));
    renamed = true;
    const folder = openSync(dir, "r");
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
    return true;
  } finally {
    if (!renamed) {
      await file.close().catch(() => undefined);
      await rm(temporary, { force: true });
    }
  }
}

/** Reads the snapshot in `dir`; throws when it is incomplete (it is only ever replaced whole). */
export function readSnapshot(dir: string): Snapshot {
  const file = path.join(dir, SNAPSHOT_FILE);
  const bytes = readFileSync(file);
  const texts: string[] = [];
  // Line by line from the bytes, so the file may be larger than the longest string V8 holds.
  for (let offset = 0; offset < bytes.length; ) {
    const end = bytes.indexOf(10, offset);
    if (end === -1) throw new Error(`${file} is incomplete`);
    texts.push(bytes.toString("utf8", offset, end));
    offset = end + 1;
  }
  const head = JSON.parse(texts[0] ?? "null") as SnapshotHead | null;
  const rest = texts.slice(1);
  if ((head?.v !== 1 && head?.v !== 2) || rest.length !== head.accountLines + head.orderLines) {
    throw new Error(`${file} is not a complete exchange snapshot`);
  }
  const {
    v: _v,
    generation,
    header,
    journalBase,
    covers,
    live,
    cloids,
    accountLines,
    liveLines,
    orderLines: _n,
    ...state
  } = head;
  const accounts: AccountData[] = [];
  if (head.v === 1) {
    for (const text of rest.slice(0, accountLines)) {
      const { fills, snapshots, fundingRecords, ledger, ...account } = JSON.parse(text) as Omit<
        AccountData,
        "history"
      > &
        HistoryData;
      accounts.push({ ...account, history: { fills, snapshots, fundingRecords, ledger } });
    }
  }
  for (let i = 0; head.v === 2 && i < accountLines; i += 2) {
    const account = JSON.parse(rest[i] ?? "null") as Omit<AccountData, "history">;
    accounts.push({ ...account, history: new HistoryText(rest[i + 1] ?? "") });
  }
  const orderTexts = rest.slice(accountLines);
  const eager = liveLines === undefined ? orderTexts : orderTexts.slice(0, liveLines);
  const orders = eager.flatMap((text) => JSON.parse(text) as OrderData[]);
  const finishedText = liveLines === undefined ? [] : orderTexts.slice(liveLines);
  return {
    header,
    generation,
    journalBase,
    covers,
    state: { ...state, accounts, orders: { orders, live, cloids, finishedText } },
  };
}
