import { describe, expect, it } from "vitest";
import { priceUnitsToWire } from "../numbers/price-rules.ts";
import { ASSETS, assetByName } from "./assets.ts";
import { CANDLE_INTERVALS, candleStart, MAX_CANDLES, shiftCandle } from "./candles.ts";
import { hourlyFundingRate, premiumIndex } from "./funding.ts";
import { Market, markPrice } from "./market.ts";
import { HISTORY_HOURS, HOUR_MS, MINUTE_MS } from "./price-path.ts";

const START = Date.UTC(2025, 10, 20, 12, 34, 56, 789);
const btc = ASSETS[0];
if (!btc) throw new Error("BTC is asset 0");

describe("synthetic market", () => {
  it("lists the 25 catalogue coins with Hyperliquid names and parameters", () => {
    expect(ASSETS).toHaveLength(25);
    expect(ASSETS.map((a) => a.name)).toContain("kPEPE");
    expect(assetByName("BTC")).toMatchObject({ index: 0, szDecimals: 5, maxLeverage: 40 });
    expect(assetByName("ETH")).toMatchObject({ szDecimals: 4, maxLeverage: 25 });
    expect(assetByName("kBONK")).toMatchObject({ szDecimals: 0, maxLeverage: 10 });
    expect(assetByName("PEPE")).toBeUndefined();
  });

  it("starts every coin at its reference price and keeps the book uncrossed", () => {
    const market = new Market(1, START);
    for (const asset of ASSETS) {
      const quote = market.quote(asset, Math.floor(START / HOUR_MS) * HOUR_MS);
      const mid = quote.mid / 10 ** (6 - asset.szDecimals);
      expect(Math.abs(mid / asset.referencePrice - 1)).toBeLessThan(0.001);
      expect(quote.bid).toBeLessThanOrEqual(quote.mid);
      expect(quote.ask).toBeGreaterThan(quote.bid);
      expect(quote.ask).toBeGreaterThanOrEqual(quote.mid);
      // The oracle sits at most 0.3 % from the book (the synthetic premium's bound).
      expect(Math.abs(quote.mark / quote.mid - 1)).toBeLessThanOrEqual(0.003);
    }
  });

  it("moves as the clock advances and repeats exactly for the same seed and clock", () => {
    const a = new Market(7, START);
    const b = new Market(7, START);
    const other = new Market(8, START);
    const times = [START, START + 1_000, START + 61_000, START + 3 * HOUR_MS, START + 5 * 24 * HOUR_MS];
    const mids = times.map((t) => a.quote(btc, t).mid);
    expect(new Set(mids).size).toBeGreaterThan(3);
    expect(times.map((t) => b.quote(btc, t).mid)).toEqual(mids);
    expect(times.map((t) => other.quote(btc, t).mid)).not.toEqual(mids);
    expect(b.context(btc, START)).toEqual(a.context(btc, START));
  });

  it("ends every interval's candles with the current mid and keeps closes inside highs and lows", () => {
    const market = new Market(3, START);
    const now = START + 42 * MINUTE_MS + 17_500;
    for (const asset of [btc, ASSETS[21] ?? btc]) {
      const mid = priceUnitsToWire(market.quote(asset, now).mid, asset.szDecimals);
      for (const interval of CANDLE_INTERVALS) {
        const rows = market.candles(asset, interval, { startTime: now - 30 * 24 * HOUR_MS }, now);
        const last = rows.at(-1);
        expect(last?.c, `${asset.name} ${interval}`).toBe(mid);
        expect(last?.t).toBe(candleStart(interval, now));
        // Thousands of rows: the bad ones are collected and listed rather than asserted one by one.
        const bad = rows.filter(
          (row) =>
            row.T !== shiftCandle(interval, row.t, 1) - 1 ||
            !(Number(row.h) >= Math.max(Number(row.o), Number(row.c))) ||
            !(Number(row.l) <= Math.min(Number(row.o), Number(row.c))),
        );
        expect(bad, `${asset.name} ${interval}`).toEqual([]);
      }
    }
  });

  it("aggregates consistently: an hour candle spans its minute candles", () => {
    const market = new Market(5, START);
    const now = START + 2 * HOUR_MS;
    const hourStart = candleStart("1h", START);
    const [hour] = market.candles(btc, "1h", { startTime: hourStart, endTime: hourStart }, now);
    const minutes = market.candles(
      btc,
      "1m",
      { startTime: hourStart, endTime: hourStart + HOUR_MS - 1 },
      now,
    );
    expect(minutes).toHaveLength(60);
    expect(hour?.o).toBe(minutes[0]?.o);
    expect(hour?.c).toBe(minutes[59]?.c);
    expect(hour?.h).toBe(String(Math.max(...minutes.map((m) => Number(m.h))).toFixed(1)));
    expect(hour?.n).toBe(minutes.reduce((sum, m) => sum + m.n, 0));
  });

  it("serves at most 5000 candles and nothing before listing", () => {
    const market = new Market(1, START);
    expect(market.candles(btc, "1m", { startTime: 0 }, START)).toHaveLength(MAX_CANDLES);
    const weeks = market.candles(btc, "1w", { startTime: 0 }, START);
    expect(weeks.length).toBeGreaterThan(100);
    expect(weeks[0]?.t).toBe(candleStart("1w", START - HISTORY_HOURS * HOUR_MS));
    expect(market.candles(btc, "1h", { startTime: START + HOUR_MS }, START)).toEqual([]);
  });

  it("reports contexts with Hyperliquid's string fields", () => {
    const market = new Market(1, START);
    const ctx = market.context(btc, START);
    expect(ctx.markPx).toBe(ctx.oraclePx);
    expect(Number(ctx.dayNtlVlm)).toBeGreaterThan(1e8);
    expect(Number(ctx.openInterest)).toBeGreaterThan(0);
    expect(Math.abs(Number(ctx.funding))).toBeLessThan(0.0001);
    expect(ctx.prevDayPx).toBe(priceUnitsToWire(market.quote(btc, START - 24 * HOUR_MS).mid, btc.szDecimals));
  });
});

describe("funding rates", () => {
  it("follow Hyperliquid's formula: mostly the interest rate, leaving the clamp for hours at a time", () => {
    const market = new Market(8, START);
    const asset = btc ?? ASSETS[0];
    if (!asset) throw new Error("no BTC");
    const hours = Array.from({ length: 500 }, (_, h) => START + h * HOUR_MS);
    const rates = hours.map((t) => market.fundingRate(asset, t));
    hours.forEach((t, i) => {
      expect(rates[i]).toBe(hourlyFundingRate(market.averagePremium(asset, t)));
    });
    const atInterest = rates.filter((r) => Math.abs(r - 0.0000125) < 1e-12).length;
    expect(atInterest).toBeGreaterThan(rates.length / 2);
    expect(atInterest).toBeLessThan(rates.length);
    expect(Math.max(...rates.map(Math.abs))).toBeLessThan(0.0005);
    // Away from the interest rate, the next hour is usually away too (the premium persists).
    const away = rates.map((r) => Math.abs(r - 0.0000125) > 1e-12);
    const pairs = away.slice(1).filter((a, i) => a && away[i]).length;
    expect(pairs / Math.max(1, away.filter(Boolean).length)).toBeGreaterThan(0.3);
  });

  it("reads the premium index off the impact prices in the book against the oracle", () => {
    const market = new Market(8, START);
    const asset = btc ?? ASSETS[0];
    if (!asset) throw new Error("no BTC");
    const { bid, ask } = market.impactPrices(asset, START);
    const oracle = Number(market.context(asset, START).oraclePx);
    expect(bid).toBeLessThan(ask);
    expect(market.premiumIndex(asset, START)).toBeCloseTo(premiumIndex(bid, ask, oracle), 12);
  });
});

describe("mark price", () => {
  it("is the median of the oracle, the oracle plus the averaged basis, and the last trade clamped to the book", () => {
    // median(100, 100.1, median(100.05, 100.15, 100.2) = 100.15) = 100.1
    expect(markPrice(100, 0.001, 100.05, 100.15, 100.2)).toBeCloseTo(100.1, 10);
    // A print far outside the spread is clamped to the ask, and the oracle terms win.
    expect(markPrice(100, 0, 99, 101, 150)).toBe(100);
    // The book and the basis agree above the oracle: the mark follows them, not the oracle.
    expect(markPrice(100, 0.002, 100.19, 100.21, 100.2)).toBeCloseTo(100.2, 10);
  });

  it("sits between the oracle and the book, and funding's premium is measured against the oracle", () => {
    const market = new Market(3, START);
    let differs = 0;
    for (let k = 0; k < 200; k += 1) {
      const t = START + k * 7 * MINUTE_MS;
      const q = market.quote(btc, t);
      expect(q.mark).toBeGreaterThanOrEqual(Math.min(q.oracle, q.bid));
      expect(q.mark).toBeLessThanOrEqual(Math.max(q.oracle, q.ask) * (1 + 0.003));
      if (q.mark !== q.oracle) differs += 1;
      const ctx = market.context(btc, t);
      expect(ctx.markPx).toBe(priceUnitsToWire(q.mark, btc.szDecimals));
      expect(ctx.oraclePx).toBe(priceUnitsToWire(q.oracle, btc.szDecimals));
    }
    // The premium keeps the mark off the oracle most of the time.
    expect(differs).toBeGreaterThan(100);
  });
});
