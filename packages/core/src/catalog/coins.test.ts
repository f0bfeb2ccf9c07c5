import { describe, expect, it } from "vitest";
import {
  COINS,
  coinsByCategory,
  DEFAULT_COINS,
  fromExchangeCoin,
  toCoinSymbol,
  toExchangeCoin,
} from "./coins.ts";

describe("coin catalogue", () => {
  it("has the spec's 25 coins: 6 major, 15 popular, 4 meme", () => {
    expect(COINS).toHaveLength(25);
    expect(coinsByCategory("major").map((c) => c.symbol)).toEqual([
      "BTC",
      "ETH",
      "SOL",
      "BNB",
      "XRP",
      "DOGE",
    ]);
    expect(coinsByCategory("popular")).toHaveLength(15);
    expect(coinsByCategory("meme").map((c) => c.symbol)).toEqual(["PEPE", "SHIB", "WIF", "BONK"]);
  });

  it("defaults to the six majors", () => {
    expect(DEFAULT_COINS).toEqual(["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"]);
  });

  it("maps 1000x meme contracts both ways and passes other names through", () => {
    expect(toExchangeCoin("PEPE")).toBe("kPEPE");
    expect(toExchangeCoin("BONK")).toBe("kBONK");
    expect(toExchangeCoin("BTC")).toBe("BTC");
    expect(fromExchangeCoin("kSHIB")).toBe("SHIB");
    expect(fromExchangeCoin("WIF")).toBe("WIF");
    expect(fromExchangeCoin("FARTCOIN")).toBe("FARTCOIN");
  });

  it("reads a model's loosely written coin as a catalogue symbol, and rejects unknown coins", () => {
    expect(toCoinSymbol("btc")).toBe("BTC");
    expect(toCoinSymbol(" Eth ")).toBe("ETH");
    expect(toCoinSymbol("kPEPE")).toBe("PEPE");
    expect(toCoinSymbol("FARTCOIN")).toBeUndefined();
    expect(toCoinSymbol("")).toBeUndefined();
  });
});
