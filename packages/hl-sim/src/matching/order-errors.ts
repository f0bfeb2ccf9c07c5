/**
 * Order rejection messages. The first group is Hyperliquid's own wording (docs "Error responses",
 * reference §4.1); the live API appends ` asset=<id>` to per-order errors. The last group names
 * order kinds this first version of the local exchange does not handle yet, stated plainly instead of
 * pretending they rest.
 */
export const OrderRejection = {
  tick: "Price must be divisible by tick size.",
  minValue: "Order must have minimum value of $10.",
  margin: "Insufficient margin to place order.",
  reduceOnly: "Reduce only order would increase position.",
  iocCancel: "Order could not immediately match against any resting orders.",
  invalidSize: "Order has invalid size.",
  restingUnsupported:
    "Resting orders are not supported by this local exchange yet: only orders that fill immediately are accepted.",
  triggerUnsupported: "Trigger (TP/SL) orders are not supported by this local exchange yet.",
  groupingUnsupported:
    "TP/SL groupings are not supported by this local exchange yet; no order of this action was placed.",
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
