import { fromExchangeCoin, isCoinSymbol, type ManagedExit, MIN_STOP_MOVE_INTERVAL_MS } from "@app/core";
import { computeIndicators } from "@app/core/indicators/indicators";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ExitStore } from "../db/exit-store.ts";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import type { TradingTarget } from "../orders/target.ts";
import { type ApplyReviewDeps, applyReview } from "./apply-review.ts";
import type { ExitEventBus } from "./exit-events.ts";
import { MarkFeed, type OrderUpdate } from "./mark-feed.ts";
import { type OpenOrder, openOrdersOnce, type ProtectionWatch } from "./protection-watch.ts";
import { WatchedStops } from "./pushed-mark.ts";
import { reviewExit } from "./review-exit.ts";

/** How often the manager looks at the prices and the stops while no price is pushed (the fallback). */
export const EXIT_POLL_MS = 2_000;
/**
 * How often it looks while the exchange's WebSocket pushes the marks: a pushed mark that moves a stop starts a
 * look at once, so this poll only notices what marks do not show (a stop cancelled or filled, a position closed).
 */
export const EXIT_LIVE_POLL_MS = 10_000;
/**
 * How long an instance's claim of an address lasts without a pass renewing it: the backstop for a manager that
 * stopped passing while its instance's heartbeat goes on (a stopped heartbeat hands the address over sooner).
 */
export const EXIT_LEASE_MS = 30_000;

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
  /** The exchange's WebSocket URL, whose pushed marks drive the manager (absent: it polls only). */
  readonly socketUrl?: string | undefined;
  /** The stops and take profits this app placed, watched in the same passes so a hit is told once. */
  readonly protections?: ProtectionWatch;
}

/** Options of the manager (tests poll by hand and shorten the lease). */
export interface ExitManagerOptions {
  readonly pollMs?: number;
  /** The poll while marks are pushed (default {@link EXIT_LIVE_POLL_MS}). */
  readonly livePollMs?: number;
  readonly leaseMs?: number;
  readonly minMoveIntervalMs?: number;
  /** Whether a timer polls (default true); tests call {@link ExitManager.poll} themselves. */
  readonly timer?: boolean;
  /** Whether pushed marks start passes (default: as `timer`; a test stepping by hand keeps its steps alone). */
  readonly socket?: boolean;
  /** The delay before each reconnection of the socket, ms (default a backoff up to 10 s). */
  readonly socketReconnectMs?: number;
}

/**
 * The server's exit manager (issue 36 item 2): moves server-managed stops on the exchange by `batchModify` of
 * their client order id, so a stop stands at every moment (never cancel-then-place). Each poll claims the
 * addresses it manages for its instance, and takes those of an instance whose heartbeat stopped, so across
 * restarts and instances sharing the database one instance manages an address; it reads the exchange's
 * positions, open orders and marks, and a stop that vanished by hand is reported (an event), never recreated. The marks come from the exchange's WebSocket where it has one: a
 * pushed mark that would move a stop starts a pass at once; while the socket is down it polls every 2 s.
 * This class decides when passes run and what they read; core's `reviewExit` decides what each stop needs and
 * {@link applyReview} carries it out.
 */
export class ExitManager {
  readonly #deps: ExitManagerDeps;
  readonly #pollMs: number;
  readonly #livePollMs: number;
  readonly #leaseMs: number;
  readonly #minMoveIntervalMs: number;
  readonly #timer: boolean;
  /** What a pass carries its reviews out through. */
  readonly #applying: ApplyReviewDeps;
  #handle: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  /** A push asked for a pass while one ran: another follows it. */
  #again = false;
  #lastPassAt: number | null = null;
  #closed = false;
  readonly #feed: MarkFeed | undefined;
  /** The stops and accounts of the last pass, for pushed marks and order updates. */
  #watched = new WatchedStops();

  constructor(deps: ExitManagerDeps, options: ExitManagerOptions = {}) {
    this.#deps = deps;
    this.#pollMs = options.pollMs ?? EXIT_POLL_MS;
    this.#livePollMs = options.livePollMs ?? EXIT_LIVE_POLL_MS;
    this.#leaseMs = options.leaseMs ?? EXIT_LEASE_MS;
    this.#minMoveIntervalMs = options.minMoveIntervalMs ?? MIN_STOP_MOVE_INTERVAL_MS;
    this.#timer = options.timer ?? true;
    this.#applying = {
      store: deps.store,
      info: deps.info,
      events: deps.events,
      now: () => deps.now(),
      log: deps.log,
      minMoveIntervalMs: this.#minMoveIntervalMs,
    };
    const reconnectMs = options.socketReconnectMs;
    this.#feed =
      deps.socketUrl && (options.socket ?? this.#timer)
        ? new MarkFeed({
            url: deps.socketUrl,
            log: deps.log,
            ...(reconnectMs === undefined ? {} : { reconnectDelay: () => reconnectMs }),
            listener: {
              mark: (coin, price) => this.#pushed(coin, price),
              orders: (user, updates) => this.#ordersPushed(user, updates),
              // Pushed marks from now on: the timer only looks for what marks do not show.
              up: () => {
                if (this.#timer) this.#schedule(this.#livePollMs);
              },
              down: () => {
                deps.log.warn({}, "exit manager: the exchange's WebSocket dropped, polling the marks");
                this.#reschedule();
              },
            },
          })
        : undefined;
  }

  /** Who this manager claims addresses as: its server instance's id (its heartbeat's). */
  get owner(): string {
    return this.#deps.store.owner;
  }

  /** The clock at the start of the last pass that completed (null before the first). */
  get lastPassAt(): number | null {
    return this.#lastPassAt;
  }

  /** Whether the marks are pushed by the exchange's WebSocket now (else they are polled). */
  get marksPushed(): boolean {
    return this.#feed?.live === true;
  }

  /** Resolves once the exchange confirmed the subscriptions the last pass asked for (marks and orders). */
  subscribed(): Promise<void> {
    return this.#feed?.settled() ?? Promise.resolve();
  }

  /** Starts polling (when the timer is on). */
  start(): void {
    if (this.#timer) this.#schedule(0);
  }

  /** Stops polling, waits for a poll in progress and gives the leases up, so another instance takes over at once. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#handle);
    await this.#feed?.close();
    await this.#polling;
    await this.#deps.store.release().catch(() => undefined);
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    clearTimeout(this.#handle);
    this.#handle = setTimeout(() => {
      void this.poll().finally(() => this.#schedule(this.#feed?.live ? this.#livePollMs : this.#pollMs));
    }, delay);
  }

  /** The socket dropped: poll now and at the fallback pace until it is back. */
  #reschedule(): void {
    if (this.#timer) this.#schedule(0);
  }

  /**
   * A pushed mark: a pass at once when it would move a stop this instance manages. A mark past a stop's best
   * is recorded at once, pass or not (a move may wait for its interval), so the trail resumes from it after a
   * restart or a takeover.
   */
  #pushed(coin: string, mark: number): void {
    const { moves, improved } = this.#watched.mark(coin, mark, this.#deps.now(), this.#minMoveIntervalMs);
    for (const exit of improved) {
      this.#deps.store
        .raiseExtreme(exit.address, exit.coin, exit.extreme)
        .catch((error: unknown) =>
          this.#deps.log.error(
            { err: error, address: exit.address },
            "exit manager could not record a best mark",
          ),
        );
    }
    if (moves) this.#passNow();
  }

  /**
   * Pushed order updates of an account: a pass at once when an order of a coin with a managed stop left the
   * book (cancelled, triggered, filled, rejected), so a stop cancelled or filled by hand, or a take profit hit,
   * is noticed now rather than at the next poll.
   */
  #ordersPushed(user: `0x${string}`, updates: readonly OrderUpdate[]): void {
    const protectionsEnded = this.#watched.protectionsEnded(user, updates);
    for (const address of protectionsEnded) this.#deps.protections?.flag(address);
    if (protectionsEnded.size > 0 || this.#watched.ordersEnded(user, updates)) this.#passNow();
  }

  /** Starts a pass now, or right after the one running. */
  #passNow(): void {
    if (this.#polling) this.#again = true;
    else void this.poll();
  }

  /** One pass: claims the addresses to manage and looks at each one's stops. Never throws. */
  poll(): Promise<void> {
    if (this.#polling) return this.#polling;
    this.#polling = this.#pass()
      .catch((error: unknown) => this.#deps.log.error({ err: error }, "exit manager poll failed"))
      .finally(() => {
        this.#polling = undefined;
        if (this.#again && !this.#closed) {
          this.#again = false;
          void this.poll();
        }
      });
    return this.#polling;
  }

  async #pass(): Promise<void> {
    if (this.#closed) return;
    const { store, now } = this.#deps;
    const startedAt = now();
    const addresses = await store.claim(startedAt, this.#leaseMs);
    const watched = new WatchedStops();
    const openOrders = openOrdersOnce(this.#deps.info);
    for (const address of addresses) {
      await this.#manage(address, watched, openOrders)
        // After its managed stops: a coin they tell is theirs.
        .then(() => this.#deps.protections?.look(address, watched, openOrders))
        .catch((error: unknown) =>
          this.#deps.log.error({ err: error, address }, "exit manager could not manage an address"),
        );
    }
    this.#watched = watched;
    this.#feed?.watch(watched.coins(), watched.accounts());
    this.#lastPassAt = startedAt;
  }

  async #manage(
    address: `0x${string}`,
    watched: WatchedStops,
    openOrders: (account: `0x${string}`) => Promise<OpenOrder[]>,
  ): Promise<void> {
    const { store, info, markets, serverModeTarget, now } = this.#deps;
    const target = serverModeTarget(address);
    if (!target) return;
    const exits = (await store.list(address)).filter(
      (exit) => exit.manager === "server" && exit.status === "active",
    );
    if (exits.length === 0) return;
    const [state, open, snapshot] = await Promise.all([
      info.clearinghouseState({ user: target.account }),
      openOrders(target.account),
      markets.snapshot(),
    ]);
    for (const exit of exits) {
      const market = isCoinSymbol(exit.coin) ? snapshot.markets.get(exit.coin) : undefined;
      if (!market) continue;
      const position = state.assetPositions.find(
        (entry) => fromExchangeCoin(entry.position.coin) === exit.coin,
      );
      const stop = open.find((order) => order.cloid === exit.stopCloid && order.isTrigger);
      const atr = await this.#atr(exit, market);
      const review = reviewExit(
        exit,
        {
          szi: position ? Number(position.position.szi) : 0,
          stop,
          market: {
            // The pushed mark while the socket is up (fresher than the snapshot's), else the polled one.
            price: this.#feed?.mark(market.exchangeCoin) ?? market.markPrice,
            atr,
            szDecimals: market.szDecimals,
          },
          now: now(),
        },
        this.#minMoveIntervalMs,
      );
      const after = await applyReview(this.#applying, exit, review, market, target);
      if (after)
        watched.add(target.account, market.exchangeCoin, { ...after, atr, szDecimals: market.szDecimals });
    }
  }

  /** The coin's hourly ATR when the policy trails in ATRs (null while unknown). */
  async #atr(exit: ManagedExit, market: AssetMarket): Promise<number | null> {
    if (exit.policy.kind !== "trailing" || exit.policy.atr === undefined) return null;
    const candles = await this.#deps.markets.candles(market.exchangeCoin, "1h", 60);
    return computeIndicators(candles).atr;
  }
}
