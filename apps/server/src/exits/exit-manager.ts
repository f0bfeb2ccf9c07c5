import { randomUUID } from "node:crypto";
import { type ExitEvent, fromExchangeCoin, isCoinSymbol, type ManagedExit } from "@app/core";
import { computeIndicators } from "@app/core/indicators/indicators";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ExitStore, StoredExit } from "../db/exit-store.ts";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import { runOrderAction } from "../orders/exchange-statuses.ts";
import { signingOptions, type TradingTarget } from "../orders/target.ts";
import type { ExitEventBus } from "./exit-events.ts";
import { type ExitReview, reviewExit } from "./review-exit.ts";
import { movedStopWire } from "./stop-wire.ts";

/** How often the manager looks at the prices and the stops by default. */
export const EXIT_POLL_MS = 2_000;
/** How long an instance manages an address without renewing its lease. */
export const EXIT_LEASE_MS = 30_000;
/** The least time between two moves of one stop: the exchange is not flooded by a fast market. */
export const EXIT_MIN_MOVE_INTERVAL_MS = 10_000;

/** What the exit manager reads and moves stops through. */
export interface ExitManagerDeps {
  readonly store: ExitStore;
  readonly info: InfoClient;
  readonly markets: MarketData;
  readonly events: ExitEventBus;
  serverModeTarget(user: `0x${string}`): TradingTarget | undefined;
  now(): number;
  readonly log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/** Options of the manager (tests poll by hand and shorten the lease). */
export interface ExitManagerOptions {
  readonly pollMs?: number;
  readonly leaseMs?: number;
  readonly minMoveIntervalMs?: number;
  /** Whether a timer polls (default true); tests call {@link ExitManager.poll} themselves. */
  readonly timer?: boolean;
}

/**
 * The server's exit manager (issue 36 item 2): moves server-managed stops on the exchange by `batchModify` of
 * their client order id, so a stop stands at every moment (never cancel-then-place). Each poll takes the lease of
 * the addresses it manages, so across restarts and instances sharing the database one instance manages an
 * address; it reads the exchange's positions, open orders and marks, and a stop that vanished by hand is
 * reported (an event), never recreated.
 */
export class ExitManager {
  readonly #deps: ExitManagerDeps;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #minMoveIntervalMs: number;
  readonly #timer: boolean;
  /** This instance, as the owner of its leases. */
  readonly owner = randomUUID();
  #handle: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  #closed = false;

  constructor(deps: ExitManagerDeps, options: ExitManagerOptions = {}) {
    this.#deps = deps;
    this.#pollMs = options.pollMs ?? EXIT_POLL_MS;
    this.#leaseMs = options.leaseMs ?? EXIT_LEASE_MS;
    this.#minMoveIntervalMs = options.minMoveIntervalMs ?? EXIT_MIN_MOVE_INTERVAL_MS;
    this.#timer = options.timer ?? true;
  }

  /** Starts polling (when the timer is on). */
  start(): void {
    if (this.#timer) this.#schedule(0);
  }

  /** Stops polling, waits for a poll in progress and gives the leases up, so another instance takes over at once. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#handle);
    await this.#polling;
    await this.#deps.store.release(this.owner).catch(() => undefined);
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    this.#handle = setTimeout(() => {
      void this.poll().finally(() => this.#schedule(this.#pollMs));
    }, delay);
  }

  /** One pass: claims the addresses to manage and looks at each one's stops. Never throws. */
  poll(): Promise<void> {
    if (this.#polling) return this.#polling;
    this.#polling = this.#pass()
      .catch((error: unknown) => this.#deps.log.error({ err: error }, "exit manager poll failed"))
      .finally(() => {
        this.#polling = undefined;
      });
    return this.#polling;
  }

  async #pass(): Promise<void> {
    if (this.#closed) return;
    const { store, now } = this.#deps;
    const addresses = await store.claim(this.owner, now(), this.#leaseMs);
    for (const address of addresses) {
      await this.#manage(address).catch((error: unknown) =>
        this.#deps.log.error({ err: error, address }, "exit manager could not manage an address"),
      );
    }
  }

  async #manage(address: `0x${string}`): Promise<void> {
    const { store, info, markets, serverModeTarget, now } = this.#deps;
    const target = serverModeTarget(address);
    if (!target) return;
    const exits = (await store.list(address)).filter(
      (exit) => exit.manager === "server" && exit.status === "active",
    );
    if (exits.length === 0) return;
    const [state, open, snapshot] = await Promise.all([
      info.clearinghouseState({ user: target.account }),
      info.frontendOpenOrders({ user: target.account }),
      markets.snapshot(),
    ]);
    for (const exit of exits) {
      const market = isCoinSymbol(exit.coin) ? snapshot.markets.get(exit.coin) : undefined;
      if (!market) continue;
      const position = state.assetPositions.find(
        (entry) => fromExchangeCoin(entry.position.coin) === exit.coin,
      );
      const stop = open.find((order) => order.cloid === exit.stopCloid && order.isTrigger);
      const review = reviewExit(
        exit,
        {
          szi: position ? Number(position.position.szi) : 0,
          stop,
          market: {
            price: market.markPrice,
            atr: await this.#atr(exit, market),
            szDecimals: market.szDecimals,
          },
          now: now(),
        },
        this.#minMoveIntervalMs,
      );
      await this.#apply(exit, review, market, target);
    }
  }

  /** The coin's hourly ATR when the policy trails in ATRs (null while unknown). */
  async #atr(exit: ManagedExit, market: AssetMarket): Promise<number | null> {
    if (exit.policy.kind !== "trailing" || exit.policy.atr === undefined) return null;
    const candles = await this.#deps.markets.candles(market.exchangeCoin, "1h", 60);
    return computeIndicators(candles).atr;
  }

  async #apply(
    exit: StoredExit,
    review: ExitReview,
    market: AssetMarket,
    target: TradingTarget,
  ): Promise<void> {
    const { store, now } = this.#deps;
    switch (review.kind) {
      case "closed":
        return this.#ended(exit, target);
      case "missing":
        return this.#missing(exit);
      case "hold":
        if (review.state.extreme !== exit.extreme || review.state.stop !== exit.stop) {
          await store.update(
            exit.address,
            exit.coin,
            { extreme: review.state.extreme, stop: review.state.stop },
            now(),
          );
        }
        return;
      case "move": {
        const wire = movedStopWire({
          side: exit.side,
          assetIndex: market.assetIndex,
          szDecimals: market.szDecimals,
          triggerPx: review.move.wire,
          size: review.stop.sz,
          cloid: exit.stopCloid as `0x${string}`,
        });
        if (!wire) return;
        const outcome = await runOrderAction(() =>
          target.client.batchModify(
            { modifies: [{ oid: exit.stopCloid as `0x${string}`, order: wire }] },
            signingOptions(target),
          ),
        );
        const status = outcome.ok ? outcome.statuses[0] : undefined;
        if (!status || status.kind === "rejected") {
          const reason = outcome.ok
            ? status?.kind === "rejected"
              ? status.error
              : "no answer"
            : outcome.error;
          this.#deps.log.warn({ address: exit.address, coin: exit.coin, reason }, "stop move refused");
          // A refusal because the stop is gone is found by the next look at the open orders and reported then.
          await store.update(exit.address, exit.coin, { extreme: review.state.extreme }, now());
          return;
        }
        const at = now();
        await store.update(
          exit.address,
          exit.coin,
          { extreme: review.state.extreme, stop: review.move.price, lastMoveAt: at },
          at,
        );
        await this.#record(exit, {
          kind: "stopMoved",
          from: review.state.stop,
          to: review.move.price,
          reason: review.move.reason,
        });
        return;
      }
    }
  }

  /** The position is gone: a stop hit when the exchange says its stop triggered, else closed otherwise. */
  async #ended(exit: StoredExit, target: TradingTarget): Promise<void> {
    const status = await this.#deps.info
      .orderStatus({ user: target.account, oid: exit.stopCloid as `0x${string}` })
      .catch(() => undefined);
    const hit =
      status?.status === "order" && (status.order.status === "triggered" || status.order.status === "filled");
    await this.#deps.store.update(exit.address, exit.coin, { status: "closed" }, this.#deps.now());
    await this.#record(exit, {
      kind: hit ? "stopHit" : "closed",
      from: exit.stop,
      to: null,
      reason: null,
    });
  }

  /** The stop vanished while the position stays open: reported, and left alone (never recreated blindly). */
  async #missing(exit: StoredExit): Promise<void> {
    await this.#deps.store.update(exit.address, exit.coin, { status: "missing" }, this.#deps.now());
    await this.#record(exit, { kind: "stopMissing", from: exit.stop, to: null, reason: null });
  }

  async #record(exit: StoredExit, what: Pick<ExitEvent, "kind" | "from" | "to" | "reason">): Promise<void> {
    const event = await this.#deps.store.record({
      address: exit.address,
      coin: exit.coin,
      at: this.#deps.now(),
      manager: "server",
      ...what,
    });
    this.#deps.events.emit(event);
  }
}
