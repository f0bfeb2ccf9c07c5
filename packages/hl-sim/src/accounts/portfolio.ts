import type { PortfolioResponse } from "@nktkas/hyperliquid/api/info";
import { type AssetSpec, assetById } from "../market/assets.ts";
import { formatUsd } from "../numbers/decimal.ts";
import type { Account } from "./account.ts";
import type { AccountSnapshot } from "./account-data.ts";
import { unrealizedPnl } from "./ledger.ts";

type PortfolioWindow = PortfolioResponse[number][1];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Hyperliquid samples about every 2 h for a day, ~3 h for a week, daily for a month.
const WINDOWS = [
  { span: DAY_MS, points: 12 },
  { span: 7 * DAY_MS, points: 56 },
  { span: 30 * DAY_MS, points: 30 },
  { span: Number.POSITIVE_INFINITY, points: 40 },
] as const;
// Trades add their own points so the curve shows them, but a busy account must not flood the answer.
const MAX_EVENT_POINTS = 100;

/** Mark price units of an asset at time t. */
export type MarkAt = (asset: AssetSpec, t: number) => number;

/** The snapshot in effect at time t (the last one at or before t). */
function snapshotAt(snapshots: readonly AccountSnapshot[], t: number): AccountSnapshot | undefined {
  let lo = 0;
  let hi = snapshots.length - 1;
  let found: AccountSnapshot | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const snapshot = snapshots[mid];
    if (snapshot && snapshot.time <= t) {
      found = snapshot;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found ?? snapshots[0];
}

/** Account value in micro-USDC at time t: that moment's cash and positions at that moment's marks. */
function accountValueAt(snapshot: AccountSnapshot, t: number, markAt: MarkAt): number {
  let value = snapshot.cash;
  for (const [id, position] of snapshot.positions) {
    const asset = assetById(id);
    if (asset) value += unrealizedPnl(position, markAt(asset, t));
  }
  return value;
}

/** Sample times of a window: a regular grid from its start, the account's changes inside it, and now. */
function sampleTimes(account: Account, start: number, now: number, points: number): number[] {
  const step = Math.max(HOUR_MS, (now - start) / points);
  const times = new Set<number>();
  for (let t = start; t < now; t += step) times.add(Math.floor(t));
  const events = account.snapshots().filter((s) => s.time > start && s.time < now);
  const stride = Math.ceil(events.length / MAX_EVENT_POINTS);
  events.forEach((snapshot, i) => {
    if (i % stride === stride - 1 || i === events.length - 1) times.add(snapshot.time);
  });
  times.add(now);
  return [...times].sort((a, b) => a - b);
}

function windowHistory(
  account: Account,
  span: number,
  points: number,
  now: number,
  markAt: MarkAt,
): PortfolioWindow {
  const snapshots = account.snapshots();
  const start = Math.min(now, Math.max(account.createdAt, now - span));
  const accountValueHistory: [number, string][] = [];
  const pnlHistory: [number, string][] = [];
  let first: { value: number; inflow: number } | undefined;
  for (const t of sampleTimes(account, start, now, points)) {
    // At the opening instant show the opening balance, even if the first trade shares its millisecond.
    const snapshot = t === account.createdAt ? snapshots[0] : snapshotAt(snapshots, t);
    if (!snapshot) continue;
    const value = accountValueAt(snapshot, t, markAt);
    first ??= { value, inflow: snapshot.netInflow };
    accountValueHistory.push([t, formatUsd(value)]);
    // P&L is the change in value less the USDC that came in or went out (sends, class transfers).
    pnlHistory.push([t, formatUsd(value - first.value - (snapshot.netInflow - first.inflow))]);
  }
  const volumeAtStart = snapshotAt(snapshots, start)?.cumulativeVolume ?? 0;
  const volumeNow = snapshotAt(snapshots, now)?.cumulativeVolume ?? 0;
  return { accountValueHistory, pnlHistory, vlm: formatUsd(volumeNow - volumeAtStart) };
}

/**
 * `portfolio`: the 8 windows in Hyperliquid's order. Only perps trade here, so each perp window equals
 * its total window.
 */
export function portfolio(account: Account, now: number, markAt: MarkAt): PortfolioResponse {
  const [day, week, month, allTime] = WINDOWS.map((w) =>
    windowHistory(account, w.span, w.points, now, markAt),
  );
  if (!day || !week || !month || !allTime) throw new Error("portfolio windows missing");
  return [
    ["day", day],
    ["week", week],
    ["month", month],
    ["allTime", allTime],
    ["perpDay", day],
    ["perpWeek", week],
    ["perpMonth", month],
    ["perpAllTime", allTime],
  ];
}
