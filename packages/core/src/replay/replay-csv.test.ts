import { describe, expect, it } from "vitest";
import type { ReplayTrade } from "./replay-account.ts";
import { csvCell, REPLAY_CSV_COLUMNS, type ReplayCsvLabels, replayTradesCsv } from "./replay-csv.ts";

const labels: ReplayCsvLabels = {
  columns: Object.fromEntries(
    REPLAY_CSV_COLUMNS.map((column) => [column, column]),
  ) as ReplayCsvLabels["columns"],
  side: (side) => (side === "LONG" ? "Long" : "Short"),
  reason: (reason) => (reason === "stop_loss" ? "Stop, loss" : reason),
};

const trade: ReplayTrade = {
  coin: "BTC",
  side: "SHORT",
  size: 0.015,
  entryPrice: 97_000.5,
  exitPrice: 97_500,
  openedAt: Date.UTC(2026, 10, 20, 8),
  closedAt: Date.UTC(2026, 10, 20, 11),
  fees: 0.1 + 0.2,
  funding: -0.0123,
  pnl: -7.8127,
  reason: "stop_loss",
};

describe("replayTradesCsv", () => {
  it("writes a header and one row per trade with ISO times and plain numbers", () => {
    expect(replayTradesCsv([trade], labels)).toBe(
      "openedAt,closedAt,coin,side,size,entry,exit,fees,funding,pnl,reason\r\n" +
        '2026-11-20T08:00:00.000Z,2026-11-20T11:00:00.000Z,BTC,Short,0.015,97000.5,97500,0.3,-0.0123,-7.8127,"Stop, loss"\r\n',
    );
  });

  it("writes only the header without trades", () => {
    expect(replayTradesCsv([], labels).split("\r\n")).toHaveLength(2);
  });
});

describe("csvCell", () => {
  it("quotes a cell with a comma, quote or line break and doubles inner quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("盈亏,USDC")).toBe('"盈亏,USDC"');
  });
});
