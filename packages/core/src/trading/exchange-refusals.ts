import type { CoreMessageKey, Message } from "../i18n/message.ts";

/**
 * Hyperliquid's refusal texts (reference §4.1, its docs "Error responses", the local exchange's
 * order-errors.ts) and the catalogue message each one reads as. The first match wins, so the specific
 * patterns come before the general ones.
 */
const REFUSALS: readonly (readonly [RegExp, CoreMessageKey])[] = [
  [/insufficient margin/i, "exchange.refused.margin"],
  [/minimum value/i, "exchange.refused.minValue"],
  [/divisible by tick size|invalid price/i, "exchange.refused.tick"],
  [/reduce only order would increase/i, "exchange.refused.reduceOnly"],
  [/too far from oracle|away from the reference price|price too far/i, "exchange.refused.priceBand"],
  [/margin tier limit/i, "exchange.refused.tierLimit"],
  [/invalid tp\/sl price/i, "exchange.refused.triggerPrice"],
  [/post only order would have immediately matched/i, "exchange.refused.postOnly"],
  [/could not immediately match|no liquidity/i, "exchange.refused.noLiquidity"],
  [/rate limit|too many requests|\b429\b/i, "exchange.refused.rateLimit"],
  [/nonce/i, "exchange.refused.nonce"],
  [/api wallet .* does not exist|does not exist/i, "exchange.refused.unknownSigner"],
  [/invalid size|zero size/i, "exchange.refused.size"],
  [/could not set leverage/i, "exchange.refused.leverage"],
  [/cloid.*already used|duplicate/i, "exchange.refused.duplicate"],
  [/timed? ?out|fetch failed|econnrefused|econnreset|network|unreachable/i, "exchange.refused.unreachable"],
];

/**
 * The catalogue message of an exchange's refusal text (margin, minimum value, tick, reduce only, price
 * band, rate limit, nonce, …), or the general one for a text it does not know. The raw text is never in
 * the message: callers keep it apart, as details for support.
 */
export function exchangeRefusalMessage(raw: string): Message {
  const found = REFUSALS.find(([pattern]) => pattern.test(raw));
  return { key: found ? found[1] : "exchange.refused.other" };
}
