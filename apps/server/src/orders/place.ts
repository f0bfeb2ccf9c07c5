import {
  type ExecutionData,
  type Message,
  type OrderResult,
  type OrderToExecute,
  summarizeResults,
  translate,
} from "@app/core";
import type { PlanLimits, ReadyOrder } from "@app/core/trading/order-planner";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import type { MarketData } from "../exchange/market-data.ts";
import {
  emptyOrderResult,
  messageFields,
  reasonFields,
  runOrderAction,
  statusFields,
} from "./exchange-statuses.ts";
import { type PlannedExecution, type ProtectionKind, planExecution, triggerOf } from "./plan.ts";
import { placeProtection } from "./protect.ts";
import { signingOptions, type TradingTarget } from "./target.ts";
import { newClientOrderId, wireOf } from "./wire.ts";

/** Names each order of an execution: its index and whether it is the main order or a protective one. */
export type CloidOf = (index: number, kind: "main" | ProtectionKind) => `0x${string}`;

/** Places orders on the exchange and says exactly what happened to each one. */
export class OrderPlacer {
  readonly #marketData: MarketData;

  constructor(marketData: MarketData) {
    this.#marketData = marketData;
  }

  /** Every check of the order planner against the current markets; nothing is sent. */
  async plan(orders: readonly OrderToExecute[], limits: PlanLimits = {}): Promise<PlannedExecution> {
    return planExecution(this.#marketData, orders, limits);
  }

  /**
   * Executes planned orders for `target`: leverage first (per coin), then every ready order in one
   * action, then stop loss and take profit as reduce-only triggers sized to what filled. Orders the
   * planner refused are answered with its reason and never sent.
   */
  async execute(
    planned: PlannedExecution,
    target: TradingTarget,
    cloidOf: CloidOf = () => newClientOrderId(),
  ): Promise<ExecutionData> {
    /** What is known of each order, by its index: nothing (never sent) until set. */
    const said = new Map<number, Partial<OrderResult>>();
    const options = signingOptions(target);
    for (const refused of planned.plan.rejected) {
      said.set(refused.index, {
        rejected: true,
        error: translate(refused.message, "en"),
        errorMessage: refused.message,
      });
    }

    const ready: ReadyOrder[] = [];
    for (const item of planned.plan.ready) {
      const leverage = item.order.leverage;
      if (leverage && !item.order.reduceOnly) {
        const error = await this.#updateLeverage(target.client, item.market.assetIndex, leverage, options);
        if (error) {
          said.set(item.index, { ...messageFields(error), rejected: true });
          continue;
        }
      }
      ready.push(item);
    }

    if (ready.length > 0) {
      const outcome = await runOrderAction(() =>
        target.client.order(
          { orders: ready.map((item) => wireOf(item, cloidOf(item.index, "main"))), grouping: "na" },
          options,
        ),
      );
      for (const [position, item] of ready.entries()) {
        said.set(
          item.index,
          outcome.ok
            ? statusFields(outcome.statuses[position])
            : { ...reasonFields(outcome), rejected: outcome.rejected },
        );
      }
    }
    const sent = planned.orders.map((order, index) => ({
      ...emptyOrderResult(order.coin, order.side),
      ...said.get(index),
    }));

    const byIndex = new Map(planned.stored.map((stored) => [stored.index, stored]));
    const requests = ready.flatMap((item) => {
      const result = sent[item.index];
      const plan = byIndex.get(item.index);
      if (!plan || !result?.filled || item.order.reduceOnly) return [];
      const kinds = (["stop_loss", "take_profit"] as const).filter((kind) => triggerOf(plan, kind));
      const basis = { filled: result.filled.totalSz, fillPrice: result.filled.avgPx };
      return kinds.length > 0 ? [{ plan, result, kinds, basis }] : [];
    });
    const placed = await placeProtection(requests, target, cloidOf);
    const results = sent.map((result, index) => placed.get(index) ?? result);
    return {
      account: target.account,
      results,
      ...summarizeResults(results),
    };
  }

  async #updateLeverage(
    client: ExchangeClient,
    asset: number,
    leverage: number,
    options: { vaultAddress: `0x${string}` } | undefined,
  ): Promise<Message | null> {
    try {
      await client.updateLeverage({ asset, isCross: true, leverage }, options);
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { key: "order.leverageNotSet", params: { leverage, reason } };
    }
  }
}
