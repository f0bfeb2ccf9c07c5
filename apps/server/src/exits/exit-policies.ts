import {
  AppError,
  type ExitPolicy,
  type Exits,
  exchangeRefusalDetail,
  fromExchangeCoin,
  isCoinSymbol,
  type ManagedExit,
} from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ExitStore, StoredExit } from "../db/exit-store.ts";
import type { MarketData } from "../exchange/market-data.ts";
import { runOrderAction } from "../orders/exchange-statuses.ts";
import { signingOptions, type TradingTarget } from "../orders/target.ts";
import { newClientOrderId } from "../orders/wire.ts";
import type { ExitEventBus } from "./exit-events.ts";
import { movedStopWire } from "./stop-wire.ts";

/** How many exit events `GET /api/exits` lists. */
export const EXIT_EVENTS_LISTED = 50;

type OpenOrder = Awaited<ReturnType<InfoClient["frontendOpenOrders"]>>[number];

/** A position's stop on the exchange: a reduce-only stop-market trigger of the coin. */
function isStopOf(order: OpenOrder, coin: string): boolean {
  return (
    fromExchangeCoin(order.coin) === coin &&
    order.isTrigger &&
    order.reduceOnly &&
    order.orderType.startsWith("Stop")
  );
}

/**
 * Sets and lists exit policies of positions in server mode (issue 36 item 1). A policy manages the position's
 * stop already on the exchange: the one it managed before, else the tightest; a stop placed without a client
 * order id is given one by a `modify` (the stop stays on the exchange throughout).
 */
export class ExitPolicies {
  readonly #store: ExitStore;
  readonly #info: InfoClient;
  readonly #markets: MarketData;
  readonly #events: ExitEventBus;
  readonly #now: () => number;

  constructor(
    store: ExitStore,
    info: InfoClient,
    markets: MarketData,
    events: ExitEventBus,
    now: () => number,
  ) {
    this.#store = store;
    this.#info = info;
    this.#markets = markets;
    this.#events = events;
    this.#now = now;
  }

  /** The managed stops of an address and its latest exit events. */
  async list(address: `0x${string}`): Promise<Exits> {
    const [exits, events] = await Promise.all([
      this.#store.list(address),
      this.#store.events(address, EXIT_EVENTS_LISTED),
    ]);
    return { exits: exits.map(({ address: _address, ...exit }) => exit), events };
  }

  /**
   * Sets the policy of `address`'s open position in `coin`; `fixed` stops managing its stop. With `target` (server
   * mode) the server's manager moves the stop; without one (an agent wallet) the open browser tab does, and the
   * stop must carry a client order id already (the server cannot sign the modify that gives it one).
   */
  async set(
    address: `0x${string}`,
    coin: string,
    policy: ExitPolicy,
    target: TradingTarget | undefined,
  ): Promise<ManagedExit | null> {
    const existing = (await this.#store.list(address)).find((exit) => exit.coin === coin);
    if (policy.kind === "fixed") {
      if (existing) {
        await this.#store.remove(address, coin);
        await this.#record(existing, policy);
      }
      return null;
    }
    const snapshot = await this.#markets.snapshot();
    const market = isCoinSymbol(coin) ? snapshot.markets.get(coin) : undefined;
    if (!market) throw new AppError("UNKNOWN_COIN", { details: coin });
    const account = target?.account ?? address;
    const [state, open] = await Promise.all([
      this.#info.clearinghouseState({ user: account }),
      this.#info.frontendOpenOrders({ user: account }),
    ]);
    const position = state.assetPositions.find((entry) => fromExchangeCoin(entry.position.coin) === coin);
    const szi = position ? Number(position.position.szi) : 0;
    if (!position || szi === 0) throw new AppError("NO_POSITION", { details: coin });
    const side = szi > 0 ? "LONG" : "SHORT";
    const stops = open.filter((order) => isStopOf(order, coin));
    const tightest = stops.sort((a, b) =>
      side === "LONG" ? Number(b.triggerPx) - Number(a.triggerPx) : Number(a.triggerPx) - Number(b.triggerPx),
    );
    const stop = stops.find((order) => order.cloid === existing?.stopCloid) ?? tightest[0];
    if (!stop) throw new AppError("NO_STOP", { details: coin });
    const manager = target ? "server" : "browser";
    const cloid =
      stop.cloid ??
      (target ? await this.#giveCloid(stop, side, market.assetIndex, market.szDecimals, target) : undefined);
    // The server cannot sign the modify that would give an agent wallet's stop a cloid.
    if (!cloid)
      throw new AppError("NO_STOP", { detail: { key: "errorDetail.stopWithoutCloid", params: { coin } } });
    const same =
      existing?.status === "active" &&
      existing.side === side &&
      existing.stopCloid === cloid &&
      existing.manager === manager;
    const entryPrice = Number(position.position.entryPx);
    const exit: StoredExit = {
      address,
      coin,
      side,
      policy,
      manager,
      status: "active",
      entryPrice,
      initialStop: same ? existing.initialStop : Number(stop.triggerPx),
      stop: Number(stop.triggerPx),
      stopCloid: cloid,
      extreme: same ? existing.extreme : market.markPrice,
      lastMoveAt: same ? existing.lastMoveAt : null,
      updatedAt: this.#now(),
    };
    await this.#store.save(exit);
    await this.#record(exit, policy);
    const { address: _address, ...managed } = exit;
    return managed;
  }

  /** Gives a stop placed without a client order id one, by modifying it in place (same trigger and size). */
  async #giveCloid(
    stop: OpenOrder,
    side: "LONG" | "SHORT",
    assetIndex: number,
    szDecimals: number,
    target: TradingTarget,
  ): Promise<`0x${string}`> {
    const cloid = newClientOrderId();
    const wire = movedStopWire({
      side,
      assetIndex,
      szDecimals,
      triggerPx: stop.triggerPx,
      size: stop.sz,
      cloid,
    });
    if (!wire)
      throw new AppError("NO_STOP", {
        detail: { key: "errorDetail.stopNotMovable", params: { coin: stop.coin, price: stop.triggerPx } },
      });
    const outcome = await runOrderAction(() =>
      target.client.batchModify({ modifies: [{ oid: stop.oid, order: wire }] }, signingOptions(target)),
    );
    const status = outcome.ok ? outcome.statuses[0] : undefined;
    if (!status || status.kind === "rejected") {
      const reason = outcome.ok ? (status?.kind === "rejected" ? status.error : "no answer") : outcome.error;
      throw new AppError("EXCHANGE_ERROR", { detail: exchangeRefusalDetail(reason) });
    }
    return cloid;
  }

  async #record(exit: StoredExit, policy: ExitPolicy): Promise<void> {
    const event = await this.#store.record({
      address: exit.address,
      coin: exit.coin,
      at: this.#now(),
      kind: "policySet",
      manager: exit.manager,
      from: null,
      to: policy.kind === "fixed" ? null : exit.stop,
      // The policy set (null: fixed again).
      reason: policy.kind === "fixed" ? null : policy.kind,
    });
    this.#events.emit(event);
  }
}
