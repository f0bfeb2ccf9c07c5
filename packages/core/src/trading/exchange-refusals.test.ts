import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import { exchangeRefusalDetail, exchangeRefusalMessage } from "./exchange-refusals.ts";

const zh = (raw: string) => translate(exchangeRefusalMessage(raw), "zh");

describe("exchangeRefusalMessage", () => {
  it("reads Hyperliquid's refusals as catalogue messages, with no English left in Chinese", () => {
    const cases: [string, string][] = [
      ["Insufficient margin to place order. asset=4", "exchange.refused.margin"],
      ["Order must have minimum value of $10. asset=0", "exchange.refused.minValue"],
      ["Price must be divisible by tick size. asset=3", "exchange.refused.tick"],
      ["Order has invalid price.", "exchange.refused.tick"],
      ["Reduce only order would increase position. asset=1", "exchange.refused.reduceOnly"],
      ["Order price cannot be more than 80% away from the reference price", "exchange.refused.priceBand"],
      ["Order price too far from oracle", "exchange.refused.priceBand"],
      [
        "Order would cause position to exceed margin tier limit at current leverage",
        "exchange.refused.tierLimit",
      ],
      ["Invalid TP/SL price. asset=0", "exchange.refused.triggerPrice"],
      ["Post only order would have immediately matched, bbo was 1@2.", "exchange.refused.postOnly"],
      [
        "Order could not immediately match against any resting orders. asset=5",
        "exchange.refused.noLiquidity",
      ],
      ["Too many requests: rate limited", "exchange.refused.rateLimit"],
      ["Invalid nonce: duplicate nonce 1716", "exchange.refused.nonce"],
      ["L1 error: User or API Wallet 0xabc does not exist.", "exchange.refused.unknownSigner"],
      ["Could not set leverage to 25x: Invalid leverage value", "exchange.refused.leverage"],
      ["fetch failed", "exchange.refused.unreachable"],
      ["Cannot modify canceled or filled order", "exchange.refused.orderGone"],
      ["Order was never placed, already canceled, or filled. asset=0", "exchange.refused.orderGone"],
      ["Account does not have sufficient margin available for increase.", "exchange.refused.margin"],
      ["Insufficient balance for withdrawal.", "exchange.refused.balance"],
      ["Invalid leverage value", "exchange.refused.leverage"],
      ["Order has a client order id (cloid) that was already used.", "exchange.refused.duplicate"],
    ];
    for (const [raw, key] of cases) {
      expect(exchangeRefusalMessage(raw).key, raw).toBe(key);
      expect(zh(raw), raw).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("never puts the raw text of a known refusal in the message", () => {
    expect(exchangeRefusalMessage("Insufficient margin to place order. asset=3")).toEqual({
      key: "exchange.refused.margin",
    });
    expect(exchangeRefusalDetail("Insufficient margin to place order. asset=3")).toEqual({
      key: "exchange.refused.margin",
    });
  });

  it("shows an unknown refusal as the exchange wrote it, on one line, after a lead-in in the reader's language", () => {
    const raw = "Something new from\nthe exchange";
    expect(exchangeRefusalMessage(raw)).toEqual({
      key: "exchange.refused.raw",
      params: { reason: "Something new from the exchange" },
    });
    expect(zh(raw)).toBe("交易所拒绝了该订单：Something new from the exchange");
    expect(translate(exchangeRefusalMessage(raw), "en")).toBe(
      "The exchange refused the order: Something new from the exchange",
    );
    expect(translate(exchangeRefusalDetail(raw), "zh")).toBe("交易所返回：“Something new from the exchange”");
    expect(exchangeRefusalMessage("")).toEqual({ key: "exchange.refused.other" });
    const long = exchangeRefusalMessage("x".repeat(1000)).params?.reason;
    expect(String(long).length).toBe(200);
  });
});
