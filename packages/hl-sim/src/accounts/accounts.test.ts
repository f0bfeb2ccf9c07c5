import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ASSETS, type AssetSpec } from "../market/assets.ts";
import { formatUsd } from "../numbers/decimal.ts";
import { Account } from "./account.ts";
import type { FillRecord } from "./account-data.ts";
import { clearinghouseState } from "./clearinghouse.ts";
import { applyTrade, direction, FLAT, takerFee } from "./ledger.ts";
import { measureAccount, type Valuation } from "./margin.ts";

const DEPOSIT = 10_000_000_000; // 10 000 USDC in micro-USDC

function fillRecord(asset: AssetSpec, time: number): FillRecord {
  return {
    coin: asset.name,
    px: "1.0",
    sz: "1.0",
    side: "B",
    time,
    startPosition: "0.0",
    dir: "Open Long",
    closedPnl: "0.0",
    hash: "0x00",
    oid: 1,
    crossed: true,
    fee: "0.0",
    tid: 1,
    feeToken: "USDC",
    twapId: null,
  };
}

function valuation(marks: ReadonlyMap<number, number>): Valuation {
  return {
    leverage: (asset) => Math.min(20, asset.maxLeverage),
    mark: (asset) => marks.get(asset.index) ?? 1,
  };
}

describe("position ledger", () => {
  it("averages the entry on increase, keeps it on reduce and realises P&L on the closed part", () => {
    const a = applyTrade(FLAT, true, 10, 100);
    const b = applyTrade(a.position, true, 10, 200);
    expect(b.position).toEqual({ szi: 20, entryNtl: 3000 });
    const c = applyTrade(b.position, false, 5, 300);
    expect(c.position).toEqual({ szi: 15, entryNtl: 2250 });
    expect(c.closedPnl).toBe(5 * 300 - 750);
    expect(c.dir).toBe("Close Long");
  });

  it("flips through zero, realising the old side and opening the remainder at the fill price", () => {
    const short = applyTrade(FLAT, false, 4, 50).position;
    const flip = applyTrade(short, true, 10, 40);
    expect(flip.closedPnl).toBe(4 * (50 - 40));
    expect(flip.position).toEqual({ szi: 6, entryNtl: 240 });
    expect(flip.dir).toBe("Short > Long");
  });

  it("names directions like Hyperliquid", () => {
    expect(direction(0, true, 1)).toBe("Open Long");
    expect(direction(0, false, 1)).toBe("Open Short");
    expect(direction(5, false, 5)).toBe("Close Long");
    expect(direction(5, false, 6)).toBe("Long > Short");
    expect(direction(-5, true, 2)).toBe("Close Short");
    expect(direction(-5, false, 2)).toBe("Open Short");
  });

  it("charges 0.045 % taker fees to the micro-USDC", () => {
    expect(takerFee(1_000_000_000)).toBe(450_000);
    expect(takerFee(12_345_678)).toBe(5556);
  });
});

const trade = fc.record({
  asset: fc.constantFrom(...ASSETS.slice(0, 4)),
  isBuy: fc.boolean(),
  sz: fc.integer({ min: 1, max: 2_000 }),
  px: fc.integer({ min: 1_000, max: 2_000_000 }),
  mark: fc.integer({ min: 1_000, max: 2_000_000 }),
});

describe("account accounting (property)", () => {
  it("keeps accountValue = cash + Σ uPnL = deposit − fees − trade cash flows + inventory at mark", () => {
    fc.assert(
      fc.property(fc.array(trade, { minLength: 1, maxLength: 40 }), (trades) => {
        const account = new Account("0xabc", 0, DEPOSIT);
        const marks = new Map<number, number>();
        let fees = 0;
        let cashFlows = 0;
        trades.forEach((t, i) => {
          marks.set(t.asset.index, t.mark);
          const before = measureAccount(account.cash, account.positions(), valuation(marks));
          const outcome = applyTrade(account.position(t.asset.index), t.isBuy, t.sz, t.px);
          const fee = takerFee(outcome.notional);
          account.recordFill(t.asset.index, outcome, fee, fillRecord(t.asset, i));
          fees += fee;
          cashFlows += (t.isBuy ? -1 : 1) * t.sz * t.px;
          const after = measureAccount(account.cash, account.positions(), valuation(marks));
          // A fill changes account value by −fee plus the gap between the fill price and the mark.
          const side = t.isBuy ? 1 : -1;
          // "+ 0" turns −0 into 0: a zero-fee trade at the mark computes −0 on one side only.
          expect(after.accountValue - before.accountValue + 0).toBe(-fee + side * t.sz * (t.mark - t.px) + 0);
          let inventory = 0;
          let upnl = 0;
          for (const m of after.positions) {
            inventory += m.position.szi * m.mark;
            upnl += m.unrealizedPnl;
          }
          expect(after.accountValue).toBe(account.cash + upnl);
          expect(after.accountValue).toBe(DEPOSIT - fees + cashFlows + inventory);
          expect(after.totalRawUsd).toBe(after.accountValue - inventory);
          const state = clearinghouseState(after, i, (id) => account.funding(id));
          expect(state.marginSummary.accountValue).toBe(formatUsd(after.accountValue));
          expect(state.withdrawable).toBe(formatUsd(Math.max(0, after.accountValue - after.totalMarginUsed)));
        });
      }),
    );
  });

  it("a fill at the mark reduces account value by exactly its fee", () => {
    fc.assert(
      fc.property(trade, (t) => {
        const account = new Account("0xabc", 0, DEPOSIT);
        const marks = new Map([[t.asset.index, t.px]]);
        const before = measureAccount(account.cash, account.positions(), valuation(marks)).accountValue;
        const outcome = applyTrade(account.position(t.asset.index), t.isBuy, t.sz, t.px);
        account.recordFill(t.asset.index, outcome, takerFee(outcome.notional), fillRecord(t.asset, 1));
        const after = measureAccount(account.cash, account.positions(), valuation(marks)).accountValue;
        expect(before - after).toBe(takerFee(t.sz * t.px));
      }),
    );
  });
});
