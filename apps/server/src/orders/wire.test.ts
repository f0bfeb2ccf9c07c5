import { describe, expect, it } from "vitest";
import type { AssetMarket } from "../exchange/market-data.ts";
import { buildMainOrder, newClientOrderId } from "./wire.ts";

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
    expect(built).toEqual({
      ok: false,
      error: expect.stringMatching(/lot size/),
      errorMessage: { key: expect.any(String), params: expect.any(Object) },
    });
  });
});

it("client order ids are 16 random bytes in hex", () => {
  const id = newClientOrderId();
  expect(id).toMatch(/^0x[0-9a-f]{32}$/);
  expect(newClientOrderId()).not.toBe(id);
});
