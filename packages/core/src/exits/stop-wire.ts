import { TRIGGER_SLIPPAGE, tickPrice } from "../trading/order-planner.ts";

/** A managed stop as the exchange's order wire writes it: a reduce-only stop-market trigger with a cloid. */
export interface StopWireOrder {
  a: number;
  b: boolean;
  p: string;
  s: string;
  r: boolean;
  t: { trigger: { isMarket: boolean; triggerPx: string; tpsl: "tp" | "sl" } };
  c: `0x${string}`;
}

/**
 * A decimal as the exchange's wire writes it, without trailing zeros ("2.0" → "2", "0.5500" → "0.55"): the
 * exchange lists sizes with them, but hashes an action's numbers without them, so a signature over "2.0" would
 * name another signer.
 */
export function wireDecimal(value: string): string {
  const trimmed = value.trim();
  return trimmed.includes(".") ? trimmed.replace(/0+$/, "").replace(/\.$/, "") : trimmed;
}

/**
 * The stop of a `side` position moved to trigger at `triggerPx`: the same reduce-only market trigger order
 * the order path places, same size and cloid, so `modify` replaces it in one step. The server's exit
 * manager and the browser's (agent wallet) build it here, so the server can check a browser's move by
 * rebuilding it.
 */
export function movedStopWire(options: {
  readonly side: "LONG" | "SHORT";
  readonly assetIndex: number;
  readonly szDecimals: number;
  readonly triggerPx: string;
  readonly size: string;
  readonly cloid: `0x${string}`;
}): StopWireOrder | null {
  const closeIsBuy = options.side === "SHORT";
  const limit = tickPrice(
    Number(options.triggerPx) * (closeIsBuy ? 1 + TRIGGER_SLIPPAGE : 1 - TRIGGER_SLIPPAGE),
    options.szDecimals,
  );
  if (!limit) return null;
  return {
    a: options.assetIndex,
    b: closeIsBuy,
    p: limit,
    s: wireDecimal(options.size),
    r: true,
    t: { trigger: { isMarket: true, triggerPx: wireDecimal(options.triggerPx), tpsl: "sl" } },
    c: options.cloid,
  };
}
