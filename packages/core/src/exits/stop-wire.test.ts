import { describe, expect, it } from "vitest";
import { movedStopWire, wireDecimal } from "./stop-wire.ts";

describe("the moved stop's wire", () => {
  it("writes decimals without trailing zeros, as the exchange hashes them", () => {
    expect(["2.0", "1826.0", "0.5500", "100", "0.05", " 3.10 ", "10"].map(wireDecimal)).toEqual([
      "2",
      "1826",
      "0.55",
      "100",
      "0.05",
      "3.1",
      "10",
    ]);
  });

  it("keeps the stop's size as listed by the exchange, in the wire's form", () => {
    const cloid = "0xb4243f9a19ed83374087d836f32ad4fe" as const;
    const order = movedStopWire({
      side: "SHORT",
      assetIndex: 13,
      szDecimals: 0,
      triggerPx: "0.5490",
      size: "1826.0",
      cloid,
    });
    expect(order).toMatchObject({ a: 13, b: true, s: "1826", r: true, c: cloid });
    expect(order?.t.trigger).toEqual({ isMarket: true, triggerPx: "0.549", tpsl: "sl" });
  });
});
