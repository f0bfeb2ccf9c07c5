import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import path from "node:path";
import type { AccountData } from "../accounts/account.ts";
import { type HistoryData, HistoryText } from "../accounts/account-history.ts";
import type { OrderData } from "../matching/order-store.ts";
import type { JournalHeader } from "./journal.ts";
import type { StateData } from "./snapshot.ts";

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
    for (const line of lines) writeSync(fd, line);
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

/**
 * Saves a snapshot as NDJSON: a head line, two lines per account (its state, then its history, left
 * as text on reading), orders in lines of 10,000.
 */
export function writeSnapshot(dir: string, snapshot: Snapshot): void {
  const { accounts, orders, ...rest } = snapshot.state;
  // Live orders first, on lines of their own: a restart parses only those at once.
  const liveOids = new Set(orders.live);
  const chunks = (list: readonly OrderData[]) =>
    Array.from({ length: Math.ceil(list.length / ORDERS_PER_LINE) }, (_, i) =>
      JSON.stringify(list.slice(i * ORDERS_PER_LINE, (i + 1) * ORDERS_PER_LINE)),
    );
  const liveLines = chunks(orders.orders.filter((order) => liveOids.has(order.oid)));
  const orderLines = [
    ...liveLines,
    ...chunks(orders.orders.filter((order) => !liveOids.has(order.oid))),
    ...(orders.finishedText ?? []),
  ];
  const { state: _state, ...about } = snapshot;
  const head: SnapshotHead = {
    v: 2,
    ...about,
    ...rest,
    live: orders.live,
    cloids: orders.cloids,
    liveLines: liveLines.length,
    accountLines: accounts.length * 2,
    orderLines: orderLines.length,
  };
  function* lines(): Generator<string> {
    yield `${JSON.stringify(head)}\n`;
    for (const { history, ...account } of accounts) {
      yield `${JSON.stringify(account)}\n`;
      yield `${history instanceof HistoryText ? history.json : JSON.stringify(history)}\n`;
    }
    for (const line of orderLines) yield `${line}\n`;
  }
  writeDurably(dir, SNAPSHOT_FILE, lines());
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
