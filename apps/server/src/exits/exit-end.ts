import { fromExchangeCoin } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { StoredExit } from "../db/exit-store.ts";

/** How far back a take profit's trigger may lie behind the last look at a managed stop. */
const TARGET_LOOKBACK_MS = 60_000;

/** How a managed position ended, as the exchange tells it. */
export interface ExitEnd {
  readonly kind: "stopHit" | "targetHit" | "closed";
  /** The trigger price of the take profit that closed it (a target hit), else null. */
  readonly target: number | null;
}

/**
 * How a managed position that is gone ended: its stop triggered (a stop hit), else a take profit of the coin
 * triggered since the manager last looked (a target hit), else it was closed otherwise. Asked of the exchange
 * (`orderStatus` of the stop's cloid, `historicalOrders`); a question that fails counts as no answer.
 */
export async function exitEnd(info: InfoClient, user: `0x${string}`, exit: StoredExit): Promise<ExitEnd> {
  const status = await info
    .orderStatus({ user, oid: exit.stopCloid as `0x${string}` })
    .catch(() => undefined);
  if (status?.status === "order" && (status.order.status === "triggered" || status.order.status === "filled"))
    return { kind: "stopHit", target: null };
  const history = await info.historicalOrders({ user }).catch(() => []);
  const target = history.find(
    (entry) =>
      fromExchangeCoin(entry.order.coin) === exit.coin &&
      entry.order.orderType.startsWith("Take Profit") &&
      (entry.status === "triggered" || entry.status === "filled") &&
      entry.statusTimestamp >= exit.updatedAt - TARGET_LOOKBACK_MS,
  );
  return target
    ? { kind: "targetHit", target: Number(target.order.triggerPx) }
    : { kind: "closed", target: null };
}
