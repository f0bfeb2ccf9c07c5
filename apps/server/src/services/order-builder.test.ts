import { describe, expect, it } from "vitest";
import type { AssetMarket } from "../exchange/market-data.ts";
import {
  buildMainOrder,
  buildProtectiveOrder,
  newClientOrderId,
  protectiveLevelError,
} from "./order-builder.ts";

const eth: AssetMarket = {
  coin: "ETH",
  exchangeCoin: "ETH",
  assetIndex: 1,
  szDecimals: 4,
  maxLeverage: 25,
  midPrice: 3000.55,
  markPrice: 3000.5,
  oraclePrice: 3000.4,
  prevDayPrice: 2950,
  change24hPercent: 1.7,
  fundingRate: 0.0000125,
  openInterest: 1000,
  dayNotionalVolume: 1e6,
};
const cloid = "0x0123456789abcdef0123456789abcdef";

describe("buildMainOrder", () => {
  it("sends a market buy as an IOC bounded 5% above the mid, on the tick and lot grid", () => {
    const built = buildMainOrder(
      { coin: "ETH", side: "BUY", quantity: 0.123456, reduceOnly: false },
      eth,
      cloid,
    );
    expect(built).toEqual({
      ok: true,
      order: { a: 1, b: true, p: "3150.5", s: "0.1234", r: false, t: { limit: { tif: "Ioc" } }, c: cloid },
    });
  });

  it("sends a market sell bounded 5% below the mid and keeps reduce-only", () => {
    const built = buildMainOrder({ coin: "ETH", side: "SELL", quantity: 1, reduceOnly: true }, eth, cloid);
    expect(built.ok && built.order).toMatchObject({ b: false, p: "2850.5", s: "1", r: true });
  });

  it("rests a limit order at its price (GTC)", () => {
    const built = buildMainOrder(
      { coin: "ETH", side: "BUY", quantity: 1, limitPrice: 2999.123, reduceOnly: false },
      eth,
    );
    expect(built.ok && built.order).toMatchObject({ p: "2999.1", t: { limit: { tif: "Gtc" } } });
  });

  it("refuses a quantity below the lot size instead of sending zero", () => {
    const built = buildMainOrder({ coin: "ETH", side: "BUY", quantity: 0.00001, reduceOnly: false }, eth);
    expect(built).toEqual({ ok: false, error: expect.stringMatching(/lot size/) });
  });
});

describe("buildProtectiveOrder", () => {
  it("protects a long with a reduce-only sell trigger whose limit is below the trigger", () => {
    const order = buildProtectiveOrder("stop_loss", "BUY", 2900, "0.5", eth, cloid);
    expect(order).toEqual({
      a: 1,
      b: false,
      p: "2610",
      s: "0.5",
      r: true,
      t: { trigger: { isMarket: true, triggerPx: "2900", tpsl: "sl" } },
      c: cloid,
    });
  });

  it("protects a short with a reduce-only buy take-profit", () => {
    const order = buildProtectiveOrder("take_profit", "SELL", 2800, "0.5", eth);
    expect(order).toMatchObject({ b: true, p: "3080", r: true, t: { trigger: { tpsl: "tp" } } });
  });
});

describe("protectiveLevelError", () => {
  it("accepts stops and targets on the correct sides and names the wrong ones", () => {
    expect(protectiveLevelError("stop_loss", "BUY", 2900, 3000)).toBeNull();
    expect(protectiveLevelError("take_profit", "BUY", 3100, 3000)).toBeNull();
    expect(protectiveLevelError("stop_loss", "SELL", 3100, 3000)).toBeNull();
    expect(protectiveLevelError("take_profit", "SELL", 2900, 3000)).toBeNull();
    expect(protectiveLevelError("stop_loss", "BUY", 3100, 3000)).toMatch(/wrong side/);
    expect(protectiveLevelError("take_profit", "SELL", 3100, 3000)).toMatch(/wrong side/);
  });
});

it("client order ids are 16 random bytes in hex", () => {
  const id = newClientOrderId();
  expect(id).toMatch(/^0x[0-9a-f]{32}$/);
  expect(newClientOrderId()).not.toBe(id);
});
