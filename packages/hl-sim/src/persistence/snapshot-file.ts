import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import path from "node:path";
import type { AccountData } from "../accounts/account.ts";
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
  readonly v: 1;
  readonly live: readonly number[];
  readonly cloids: readonly (readonly [string, number])[];
  readonly accountLines: number;
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

/** Saves a snapshot as NDJSON: a head line, one line per account, orders in lines of 10,000. */
export function writeSnapshot(dir: string, snapshot: Snapshot): void {
  const { accounts, orders, ...rest } = snapshot.state;
  const orderLines = Math.ceil(orders.orders.length / ORDERS_PER_LINE);
  const { state: _state, ...about } = snapshot;
  const head: SnapshotHead = {
    v: 1,
    ...about,
    ...rest,
    live: orders.live,
    cloids: orders.cloids,
    accountLines: accounts.length,
    orderLines,
  };
  function* lines(): Generator<string> {
    yield `${JSON.stringify(head)}\n`;
    for (const account of accounts) yield `${JSON.stringify(account)}\n`;
    for (let i = 0; i < orderLines; i += 1) {
      yield `${JSON.stringify(orders.orders.slice(i * ORDERS_PER_LINE, (i + 1) * ORDERS_PER_LINE))}\n`;
    }
  }
  writeDurably(dir, SNAPSHOT_FILE, lines());
}

/** Reads the snapshot in `dir`; throws when it is incomplete (it is only ever replaced whole). */
export function readSnapshot(dir: string): Snapshot {
  const file = path.join(dir, SNAPSHOT_FILE);
  const bytes = readFileSync(file);
  const lines: unknown[] = [];
  // Line by line from the bytes, so the file may be larger than the longest string V8 holds.
  for (let offset = 0; offset < bytes.length; ) {
    const end = bytes.indexOf(10, offset);
    if (end === -1) throw new Error(`${file} is incomplete`);
    lines.push(JSON.parse(bytes.toString("utf8", offset, end)));
    offset = end + 1;
  }
  const [head, ...rest] = lines as [SnapshotHead, ...unknown[]];
  if (head?.v !== 1 || rest.length !== head.accountLines + head.orderLines) {
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
    orderLines: _n,
    ...state
  } = head;
  const accounts = rest.slice(0, accountLines) as AccountData[];
  const orders = (rest.slice(accountLines) as OrderData[][]).flat();
  return {
    header,
    generation,
    journalBase,
    covers,
    state: { ...state, accounts, orders: { orders, live, cloids } },
  };
}
