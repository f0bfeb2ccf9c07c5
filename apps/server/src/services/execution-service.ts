import {
  type ExecutionData,
  type OrderResult,
  type OrderToExecute,
  type ProtectiveOrderResult,
  summarizeResults,
} from "@app/core";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatSize } from "@nktkas/hyperliquid/utils";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import { applyStatus, emptyOrderResult, runOrderAction } from "./exchange-statuses.ts";
import {
  buildMainOrder,
  buildProtectiveOrder,
  newClientOrderId,
  protectiveLevelError,
  type WireOrder,
} from "./order-builder.ts";

/** Where orders go: the client that signs, and the account it trades for. */
export interface TradingTarget {
  readonly client: ExchangeClient;
  /** The account traded; passed as `vaultAddress` when the signer acts for another account. */
  readonly account: `0x${string}`;
  readonly vaultAddress: `0x${string}` | undefined;
}

/** Names each order of an execution: its index and whether it is the main order or a protective one. */
export type CloidOf = (index: number, kind: "main" | "stop_loss" | "take_profit") => `0x${string}`;

interface Pending {
  readonly index: number;
  readonly order: OrderToExecute;
  readonly market: AssetMarket;
  readonly wire: WireOrder;
}

const emptyResult = (order: OrderToExecute): OrderResult => emptyOrderResult(order.coin, order.side);

/** Places orders on the exchange and says exactly what happened to each one. */
export class ExecutionService {
  readonly #marketData: MarketData;

  constructor(marketData: MarketData) {
    this.#marketData = marketData;
  }

  /**
   * Executes orders for `target`: leverage first (per coin), then every main order in one action,
   * then stop loss and take profit as reduce-only triggers sized to what filled.
   */
  async execute(
    orders: readonly OrderToExecute[],
    target: TradingTarget,
    cloidOf: CloidOf = () => newClientOrderId(),
  ): Promise<ExecutionData> {
    const { markets } = await this.#marketData.snapshot();
    const results = orders.map(emptyResult);
    const pending: Pending[] = [];
    const options = target.vaultAddress ? { vaultAddress: target.vaultAddress } : undefined;

    for (const [index, order] of orders.entries()) {
      const result = results[index] as OrderResult;
      const market = markets.get(order.coin);
      if (!market) {
        result.error = `${order.coin} is not listed on this exchange.`;
        result.rejected = true;
        continue;
      }
      const built = buildMainOrder(order, market, cloidOf(index, "main"));
      if (!built.ok) {
        result.error = built.error;
        result.rejected = true;
        continue;
      }
      pending.push({ index, order, market, wire: built.order });
    }

    const ready: Pending[] = [];
    for (const item of pending) {
      const leverage = item.order.leverage;
      if (leverage && !item.order.reduceOnly) {
        const error = await this.#updateLeverage(target, item.market, leverage, options);
        if (error) {
          Object.assign(results[item.index] as OrderResult, { error, rejected: true });
          continue;
        }
      }
      ready.push(item);
    }

    if (ready.length > 0) {
      const outcome = await runOrderAction(() =>
        target.client.order({ orders: ready.map((item) => item.wire), grouping: "na" }, options),
      );
      ready.forEach((item, position) => {
        const result = results[item.index] as OrderResult;
        if (!outcome.ok) {
          Object.assign(result, { error: outcome.error, rejected: outcome.rejected });
          return;
        }
        applyStatus(result, outcome.statuses[position]);
      });
      await this.#protect(ready, results, target, options, cloidOf);
    }

    return {
      account: target.account,
      results,
      ...summarizeResults(results),
    };
  }

  async #updateLeverage(
    target: TradingTarget,
    market: AssetMarket,
    leverage: number,
    options: { vaultAddress: `0x${string}` } | undefined,
  ): Promise<string | null> {
    if (leverage > market.maxLeverage) {
      return `Leverage ${leverage}x is above ${market.exchangeCoin}'s maximum of ${market.maxLeverage}x.`;
    }
    try {
      await target.client.updateLeverage({ asset: market.assetIndex, isCross: true, leverage }, options);
      return null;
    } catch (error) {
      return `Could not set leverage to ${leverage}x: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Places the stops and targets of the orders that filled, in one action, and records each outcome. */
  async #protect(
    ready: readonly Pending[],
    results: OrderResult[],
    target: TradingTarget,
    options: { vaultAddress: `0x${string}` } | undefined,
    cloidOf: CloidOf,
  ): Promise<void> {
    const wires: WireOrder[] = [];
    const owners: { result: ProtectiveOrderResult; index: number }[] = [];
    for (const item of ready) {
      const result = results[item.index] as OrderResult;
      if (!result.filled || item.order.reduceOnly) continue;
      const size = formatSize(result.filled.totalSz, item.market.szDecimals);
      for (const kind of ["stop_loss", "take_profit"] as const) {
        const triggerPrice = item.order[kind];
        if (!triggerPrice) continue;
        const protective: ProtectiveOrderResult = { kind, triggerPrice, success: false, error: null };
        result.protectiveOrders.push(protective);
        const levelError = protectiveLevelError(kind, item.order.side, triggerPrice, result.filled.avgPx);
        if (levelError) {
          protective.error = levelError;
          continue;
        }
        wires.push(
          buildProtectiveOrder(
            kind,
            item.order.side,
            triggerPrice,
            size,
            item.market,
            cloidOf(item.index, kind),
          ),
        );
        owners.push({ result: protective, index: item.index });
      }
    }
    if (wires.length === 0) return;
    const outcome = await runOrderAction(() =>
      target.client.order({ orders: wires, grouping: "na" }, options),
    );
    owners.forEach(({ result }, position) => {
      if (!outcome.ok) {
        result.error = outcome.error;
        return;
      }
      const status = outcome.statuses[position];
      if (status?.kind === "rejected") result.error = status.error;
      else result.success = status !== undefined;
    });
  }
}
