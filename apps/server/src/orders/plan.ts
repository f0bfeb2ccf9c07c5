import type { OrderToExecute, ProtectiveOrderResult } from "@app/core";
import {
  type OrderPlan,
  type PlanLimits,
  planOrders,
  type ReadyOrder,
} from "@app/core/trading/order-planner";
import { z } from "zod";
import type { MarketData } from "../exchange/market-data.ts";

/** A stop loss or a take profit. */
export type ProtectionKind = ProtectiveOrderResult["kind"];

/**
 * What an execution keeps of each order's plan, stored with it before anything is sent: enough to place
 * its stop and target later (recovery, "place protection") without resending the order itself.
 */
export interface StoredPlanOrder {
  /** The order's index in the execution. */
  readonly index: number;
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly assetIndex: number;
  readonly szDecimals: number;
  /** Trigger prices as the planner cut them to the tick; null when not asked for. */
  readonly stopLoss: string | null;
  readonly takeProfit: string | null;
}

/** An execution's orders after every check, and what of it is stored before anything is sent. */
export interface PlannedExecution {
  readonly orders: readonly OrderToExecute[];
  readonly plan: OrderPlan;
  readonly stored: StoredPlanOrder[];
}

/** Every check of the order planner against the current markets; nothing is sent. */
export async function planExecution(
  marketData: MarketData,
  orders: readonly OrderToExecute[],
  limits: PlanLimits = {},
): Promise<PlannedExecution> {
  const { markets } = await marketData.snapshot();
  const plan = planOrders(orders, markets, limits);
  return { orders, plan, stored: storedPlanOf(plan.ready) };
}

const storedPlanSchema = z.array(
  z.object({
    index: z.number().int().nonnegative(),
    coin: z.string(),
    side: z.enum(["BUY", "SELL"]),
    assetIndex: z.number().int().nonnegative(),
    szDecimals: z.number().int().nonnegative(),
    stopLoss: z.string().nullable(),
    takeProfit: z.string().nullable(),
  }),
);

/** A stored plan read back from the database, or null when there is none (or it is not one). */
export function parseStoredPlan(value: unknown): StoredPlanOrder[] | null {
  const parsed = storedPlanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The stored plan of the orders the planner marked ready. */
export function storedPlanOf(ready: readonly ReadyOrder[]): StoredPlanOrder[] {
  return ready.map((item) => ({
    index: item.index,
    coin: item.order.coin,
    side: item.order.side,
    assetIndex: item.market.assetIndex,
    szDecimals: item.market.szDecimals,
    stopLoss: item.order.reduceOnly ? null : item.stopLoss,
    takeProfit: item.order.reduceOnly ? null : item.takeProfit,
  }));
}

/** The trigger price of one kind of protection in a stored plan. */
export const triggerOf = (plan: StoredPlanOrder, kind: ProtectionKind) =>
  kind === "stop_loss" ? plan.stopLoss : plan.takeProfit;
