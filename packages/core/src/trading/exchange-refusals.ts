import type { CoreMessageKey, Message } from "../i18n/message.ts";

/**
 * Hyperliquid's refusal texts (reference §4.1, its docs "Error responses", the local exchange's
 * order-errors.ts) and the catalogue message each one reads as. The first match wins, so the specific
 * patterns come before the general ones.
 */
const REFUSALS: readonly (readonly [RegExp, CoreMessageKey])[] = [
  [/insufficient margin|sufficient margin available/i, "exchange.refused.margin"],
  [/insufficient balance/i, "exchange.refused.balance"],
  [
    /cannot modify canceled or filled|never placed, already canceled, or filled/i,
    "exchange.refused.orderGone",
  ],
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
  [/could not set leverage|invalid leverage/i, "exchange.refused.leverage"],
  [/cloid.*already used|duplicate/i, "exchange.refused.duplicate"],
  [/timed? ?out|fetch failed|econnrefused|econnreset|network|unreachable/i, "exchange.refused.unreachable"],
];

/** Longest raw refusal text a message carries (Hyperliquid's are one sentence; a proxy's page is not). */
const MAX_RAW_REASON = 200;

/** An exchange's refusal text as one line of at most {@link MAX_RAW_REASON} characters. */
function rawReason(raw: string): string {
  const line = raw.replace(/\s+/g, " ").trim();
  return line.length > MAX_RAW_REASON ? `${line.slice(0, MAX_RAW_REASON - 1)}…` : line;
}

/** The catalogue key of a refusal text the catalogue knows, or undefined. */
export function knownExchangeRefusal(raw: string): CoreMessageKey | undefined {
  return REFUSALS.find(([pattern]) => pattern.test(raw))?.[1];
}

/**
 * The catalogue message of an exchange's refusal text (margin, minimum value, tick, reduce only, price
 * band, rate limit, nonce, …). A text it does not know is shown as the exchange wrote it after a translated
 * lead-in ("The exchange refused the order: …"); an empty one reads as the general refusal.
 */
export function exchangeRefusalMessage(raw: string): Message {
  const known = knownExchangeRefusal(raw);
  if (known) return { key: known };
  const reason = rawReason(raw);
  return reason === ""
    ? { key: "exchange.refused.other" }
    : { key: "exchange.refused.raw", params: { reason } };
}

/**
 * The details of an error answer for an exchange's refusal: the catalogue's message when it knows the text,
 * else the exchange's own words (`errorDetail.exchangeSaid`) after the code's message.
 */
export function exchangeRefusalDetail(raw: string): Message {
  const known = knownExchangeRefusal(raw);
  return known ? { key: known } : { key: "errorDetail.exchangeSaid", params: { reason: rawReason(raw) } };
}
