/**
 * Order rejection messages. The first group is Hyperliquid's own wording (docs "Error responses",
 * reference §4.1); the live API appends ` asset=<id>` to per-order errors. Where Hyperliquid's wording is
 * not known, the message says plainly what was refused.
 */
export const OrderRejection = {
  tick: "Price must be divisible by tick size.",
  minValue: "Order must have minimum value of $10.",
  margin: "Insufficient margin to place order.",
  reduceOnly: "Reduce only order would increase position.",
  iocCancel: "Order could not immediately match against any resting orders.",
  invalidSize: "Order has invalid size.",
  zeroSize: "Order has zero size.",
  badTriggerPx: "Invalid TP/SL price.",
  tierLimit: "Order would cause position to exceed margin tier limit at current leverage",
  tooFarFromReference: "Order price cannot be more than 80% away from the reference price",
  // Not a documented Hyperliquid string: the exchange keeps every cloid a user has used.
  duplicateCloid: "Order has a client order id (cloid) that was already used.",
  missingOrder: "Order was never placed, already canceled, or filled.",
  tpslNotReduceOnly: "TP/SL orders of a grouping must be reduce-only trigger orders.",
} as const;

/** Hyperliquid's post-only rejection, naming the best bid and offer. */
export function badAloPx(bid: string, ask: string): string {
  return `Post only order would have immediately matched, bbo was ${bid}@${ask}.`;
}

/** A per-order error status with Hyperliquid's ` asset=<id>` suffix. */
export function orderError(message: string, asset: number): { error: string } {
  return { error: `${message} asset=${asset}` };
}

/** Hyperliquid's whole-action error for an asset id outside the universe. */
export function assetOutOfRange(asset: number): string {
  return `Asset ${asset} is out of range.`;
}
