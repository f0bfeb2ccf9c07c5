import { TRIGGER_SLIPPAGE, tickPrice } from "@app/core/trading/order-planner";
import type { WireOrder } from "../orders/wire.ts";

/**
 * The stop of a `side` position moved to trigger at `triggerPx`: the same reduce-only market trigger order
 * the order path places (orders/protect.ts), same size and cloid, so `modify` replaces it in one step.
 */
export function movedStopWire(options: {
  readonly side: "LONG" | "SHORT";
  readonly assetIndex: number;
  readonly szDecimals: number;
  readonly triggerPx: string;
  readonly size: string;
  readonly cloid: `0x${string}`;
}): WireOrder | null {
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
    s: options.size,
    r: true,
    t: { trigger: { isMarket: true, triggerPx: options.triggerPx, tpsl: "sl" } },
    c: options.cloid,
  };
}
