import {
  AppError,
  type ExecutionData,
  executionDataSchema,
  fromExchangeCoin,
  type OrderResult,
  orderToExecuteSchema,
  summarizeResults,
} from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ExecutionStore } from "../db/execution-store.ts";
import type { AccountService } from "../services/account-service.ts";
import { messageFields } from "./exchange-statuses.ts";
import type { OrderPlacer } from "./place.ts";
import { type ProtectionKind, parseStoredPlan, type StoredPlanOrder } from "./plan.ts";
import { type ProtectionRequest, placeProtection } from "./protect.ts";
import type { TradingTarget } from "./target.ts";
import { newClientOrderId } from "./wire.ts";

const isKind = (orderType: string, kind: ProtectionKind) =>
  kind === "stop_loss" ? orderType.startsWith("Stop") : orderType.startsWith("Take Profit");

/**
 * "Place protection" (product rules §7): for an execution whose filled orders lack a stop or target they
 * asked for, places the missing ones from the plan stored with the execution — never the orders
 * themselves — and stores the new results. A position already closed needs none; a trigger of that kind
 * already resting for the coin is not placed twice.
 */
export class ProtectionPlacer {
  readonly #info: InfoClient;
  readonly #executions: ExecutionStore;
  readonly #placer: OrderPlacer;
  readonly #accounts: AccountService;
  /** Executions being protected by this process: a double click must not place two stops. */
  readonly #busy = new Set<string>();

  constructor(info: InfoClient, executions: ExecutionStore, placer: OrderPlacer, accounts: AccountService) {
    this.#info = info;
    this.#executions = executions;
    this.#placer = placer;
    this.#accounts = accounts;
  }

  /** Places what execution `id` of `address` is missing, through `target` (server mode). */
  async place(address: `0x${string}`, id: string, target: TradingTarget): Promise<ExecutionData> {
    if (this.#busy.has(id)) {
      throw new AppError("EXECUTION_IN_PROGRESS", {
        detail: { key: "errorDetail.protectionBeingPlaced", params: { id } },
      });
    }
    this.#busy.add(id);
    try {
      return await this.#place(address, id, target);
    } finally {
      this.#busy.delete(id);
    }
  }

  async #place(address: `0x${string}`, id: string, target: TradingTarget): Promise<ExecutionData> {
    const row = await this.#executions.get(id);
    if (!row || row.address !== address || row.mode !== "server") {
      throw new AppError("NOT_FOUND", {
        detail: { key: "errorDetail.noServerExecution", params: { id, address } },
      });
    }
    if (row.status !== "done") {
      throw new AppError("EXECUTION_IN_PROGRESS", {
        detail: { key: "errorDetail.executionNotFinished", params: { id } },
      });
    }
    const data = executionDataSchema.parse(row.results);
    const plans = parseStoredPlan(row.plan) ?? (await this.#planOf(row.orders));
    const [state, open] = await Promise.all([
      this.#info.clearinghouseState({ user: target.account }),
      this.#info.frontendOpenOrders({ user: target.account }),
    ]);
    const requests: ProtectionRequest[] = [];
    /** Results settled without placing anything: the position is closed, so none is needed. */
    const settled = new Map<number, OrderResult>();
    for (const [index, result] of data.results.entries()) {
      const plan = plans.find((item) => item.index === index);
      if (!plan || !result.unprotected || !result.filled) continue;
      const long = plan.side === "BUY";
      const position = state.assetPositions.find(
        (entry) => fromExchangeCoin(entry.position.coin) === plan.coin,
      );
      const szi = position ? Number(position.position.szi) : 0;
      if (szi === 0 || szi > 0 !== long) {
        const notNeeded = messageFields({ key: "protection.notNeeded" });
        const protectiveOrders = result.protectiveOrders.map((order) =>
          order.success ? order : { ...order, ...notNeeded },
        );
        settled.set(index, { ...result, protectiveOrders, unprotected: false });
        continue;
      }
      // A trigger of the kind already resting for the coin counts as placed; the others are to place.
      const resting = (kind: ProtectionKind) =>
        open.some(
          (item) =>
            fromExchangeCoin(item.coin) === plan.coin &&
            item.isTrigger &&
            item.reduceOnly &&
            isKind(item.orderType, kind),
        );
      const protectiveOrders = result.protectiveOrders.map((order) =>
        !order.success && resting(order.kind)
          ? { kind: order.kind, triggerPrice: order.triggerPrice, success: true, error: null }
          : order,
      );
      const kinds = result.protectiveOrders
        .filter((order) => !order.success && !resting(order.kind))
        .map((order) => order.kind);
      const { totalSz, avgPx } = result.filled;
      requests.push({
        plan,
        result: { ...result, protectiveOrders },
        kinds,
        basis: { filled: totalSz, fillPrice: avgPx, open: Math.abs(szi) },
      });
    }
    const placed = await placeProtection(requests, target, () => newClientOrderId());
    const results = data.results.map((result, index) => placed.get(index) ?? settled.get(index) ?? result);
    const updated: ExecutionData = { ...data, results, ...summarizeResults(results) };
    await this.#executions.updateResults(id, updated);
    this.#accounts.invalidate(target.account);
    return updated;
  }

  /** The plan of an execution stored before plans were: its orders planned against today's markets. */
  async #planOf(orders: unknown): Promise<StoredPlanOrder[]> {
    const parsed = orderToExecuteSchema.array().safeParse(orders);
    if (!parsed.success) return [];
    return (await this.#placer.plan(parsed.data)).stored;
  }
}
