import { AppError, type CoinSymbol, fromExchangeCoin, type OrderToExecute } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import type { PreparedAction } from "./agent-signing.ts";
import { deterministicCloid } from "./idempotency.ts";
import type { OrderPlacer } from "./place.ts";
import type { ExecutionLedger, TradeOutcome } from "./record.ts";
import { signingOptions, type TradingTarget } from "./target.ts";
import { buildMainOrder } from "./wire.ts";

/** What closing a position takes: a reduce-only market order and the resting TP/SL orders to cancel. */
export interface ClosePlan {
  readonly order: OrderToExecute;
  readonly market: AssetMarket;
  readonly cancels: { a: number; o: number }[];
  /** Whether the whole position is closed (then its stops and targets go too). */
  readonly whole: boolean;
}

/** A close and how many of the coin's stale triggers were cancelled with it. */
export interface CloseOutcome extends TradeOutcome {
  readonly cancelled: number;
}

/**
 * Closes positions: a reduce-only IOC market order for the size (the whole position by default), and
 * the coin's resting TP/SL orders cancelled with it, so no stale trigger is left to reopen a position.
 */
export class PositionCloser {
  readonly #info: InfoClient;
  readonly #marketData: MarketData;
  readonly #placer: OrderPlacer;
  readonly #ledger: ExecutionLedger;

  constructor(info: InfoClient, marketData: MarketData, placer: OrderPlacer, ledger: ExecutionLedger) {
    this.#info = info;
    this.#marketData = marketData;
    this.#placer = placer;
    this.#ledger = ledger;
  }

  /** The order and cancels that close `coin` on `account`; NO_POSITION when there is nothing to close. */
  async plan(account: `0x${string}`, coin: CoinSymbol, size?: number): Promise<ClosePlan> {
    const [{ markets }, state, orders] = await Promise.all([
      this.#marketData.snapshot(),
      this.#info.clearinghouseState({ user: account }),
      this.#info.frontendOpenOrders({ user: account }),
    ]);
    const market = markets.get(coin);
    const position = state.assetPositions.find((entry) => fromExchangeCoin(entry.position.coin) === coin);
    const szi = position ? Number(position.position.szi) : 0;
    if (!market || szi === 0)
      throw new AppError("NO_POSITION", {
        detail: { key: "errorDetail.noPosition", params: { account, coin } },
      });
    const quantity = size === undefined ? Math.abs(szi) : Math.min(size, Math.abs(szi));
    const whole = quantity === Math.abs(szi);
    const cancels = whole
      ? orders
          .filter((order) => fromExchangeCoin(order.coin) === coin && (order.isTrigger || order.reduceOnly))
          .map((order) => ({ a: market.assetIndex, o: order.oid }))
      : [];
    const order: OrderToExecute = { coin, side: szi > 0 ? "SELL" : "BUY", quantity, reduceOnly: true };
    return { order, market, cancels, whole };
  }

  /** Server mode: closes with the server's API wallet, once per idempotency key. */
  async close(
    request: { address: `0x${string}`; coin: CoinSymbol; size?: number; idempotencyKey: string },
    target: TradingTarget,
  ): Promise<CloseOutcome> {
    const plan = await this.plan(target.account, request.coin, request.size);
    let cancelled = 0;
    const outcome = await this.#ledger.once(
      {
        address: request.address,
        idempotencyKey: request.idempotencyKey,
        mode: "server",
        signer: "server",
        orders: [plan.order],
      },
      target.account,
      async () => {
        const planned = await this.#placer.plan([plan.order]);
        const data = await this.#placer.execute(planned, target, (index, kind) =>
          deterministicCloid(request.idempotencyKey, index, kind),
        );
        if (plan.cancels.length > 0 && data.results[0]?.success) cancelled = await this.#cancel(plan, target);
        return data;
      },
    );
    return { ...outcome, cancelled };
  }

  /** Agent mode: the close order and the cancels as actions for the agent to sign and relay. */
  async prepare(account: `0x${string}`, coin: CoinSymbol, size?: number): Promise<PreparedAction[]> {
    const plan = await this.plan(account, coin, size);
    const built = buildMainOrder(plan.order, plan.market);
    if (!built.ok) throw new AppError("VALIDATION_ERROR", { detail: built.errorMessage });
    const actions: PreparedAction[] = [
      { kind: "order", orderIndex: 0, action: { type: "order", orders: [built.order], grouping: "na" } },
    ];
    if (plan.cancels.length > 0) {
      actions.push({ kind: "cancel", orderIndex: 0, action: { type: "cancel", cancels: plan.cancels } });
    }
    return actions;
  }

  async #cancel(plan: ClosePlan, target: TradingTarget): Promise<number> {
    const options = signingOptions(target);
    try {
      const answer = await target.client.cancel({ cancels: plan.cancels }, options);
      return answer.response.data.statuses.filter((status) => status === "success").length;
    } catch {
      // Triggers that fired or were cancelled meanwhile make the SDK throw; what is left shows in open orders.
      const left = await this.#info.frontendOpenOrders({ user: target.account });
      const ids = new Set(left.map((order) => order.oid));
      return plan.cancels.filter((cancel) => !ids.has(cancel.o)).length;
    }
  }
}
