import { type ISubscription, SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import type { OrderUpdatesEvent } from "@nktkas/hyperliquid/api/subscription";

/** One order's new status as the exchange pushes it (`orderUpdates`). */
export type OrderUpdate = OrderUpdatesEvent[number];

/** What the exit manager hears from the feed. */
export interface MarkFeedListener {
  /** The exchange pushed `coin`'s mark (its exchange name). */
  mark(coin: string, price: number): void;
  /** The exchange pushed new statuses of `user`'s orders (placed, cancelled, triggered, filled …). */
  orders(user: `0x${string}`, updates: readonly OrderUpdate[]): void;
  /** The socket is connected (again): pushed marks follow. */
  up(): void;
  /** The socket dropped: no mark is pushed until it reconnects, so prices must be polled meanwhile. */
  down(): void;
}

/** Where the feed connects and what it tells. */
export interface MarkFeedOptions {
  /** The exchange's WebSocket URL (Hyperliquid's `/ws`, the local exchange's `/hl/ws`). */
  readonly url: string;
  readonly listener: MarkFeedListener;
  readonly log: { warn(details: object, message: string): void };
  /** Delay before the n-th reconnection in a row, ms (default 0.5 s doubling up to 10 s). */
  readonly reconnectDelay?: (attempt: number) => number;
}

/** The default reconnection backoff: 0.5, 1, 2, 4, 8, then 10 s. */
function backoff(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 10_000);
}

/**
 * The marks of the coins the exit manager watches, pushed by the exchange's WebSocket (`activeAssetCtx`
 * per coin, through the SDK's subscription client): the mark is what Hyperliquid triggers stops on, and
 * what the manager polls otherwise. Also the order updates of the accounts it watches (`orderUpdates` per
 * user), so a stop cancelled, triggered or filled is told at once rather than at the next poll. The socket
 * opens with the first coin watched and reconnects by itself (the SDK resubscribes); while it is down no mark
 * is answered, so the manager falls back to polling.
 */
export class MarkFeed {
  readonly #options: MarkFeedOptions;
  #transport: WebSocketTransport | undefined;
  #client: SubscriptionClient | undefined;
  /** Each watched coin's subscription, settled or still being confirmed. */
  readonly #subscriptions = new Map<string, Promise<ISubscription | undefined>>();
  /** Each watched account's order updates, settled or still being confirmed. */
  readonly #users = new Map<`0x${string}`, Promise<ISubscription | undefined>>();
  /**
   * Accounts whose order updates the exchange refused (Hyperliquid allows 10 users per IP): not asked again
   * until a slot frees or the socket reconnects, so a pass does not repeat a refusal; their stops are polled.
   */
  readonly #refused = new Set<`0x${string}`>();
  /** Marks pushed since the socket last connected. */
  readonly #marks = new Map<string, number>();
  #connected = false;
  #closed = false;

  constructor(options: MarkFeedOptions) {
    this.#options = options;
  }

  /** Whether the socket is connected: pushed marks are then current. */
  get live(): boolean {
    return this.#connected;
  }

  /** `coin`'s last pushed mark while the socket is connected; undefined when the manager must poll it. */
  mark(coin: string): number | undefined {
    return this.#connected ? this.#marks.get(coin) : undefined;
  }

  /** Follows exactly these coins (exchange names) and accounts' orders: subscribes to new ones, drops the others. */
  watch(coins: ReadonlySet<string>, users: ReadonlySet<`0x${string}`> = new Set()): void {
    if (this.#closed) return;
    for (const [coin, subscription] of this.#subscriptions) {
      if (coins.has(coin)) continue;
      this.#subscriptions.delete(coin);
      this.#marks.delete(coin);
      void subscription.then((handle) => handle?.unsubscribe()).catch(() => undefined);
    }
    for (const coin of coins) {
      if (!this.#subscriptions.has(coin)) this.#subscriptions.set(coin, this.#subscribe(coin));
    }
    for (const [user, subscription] of this.#users) {
      if (users.has(user)) continue;
      this.#users.delete(user);
      this.#refused.clear();
      void subscription.then((handle) => handle?.unsubscribe()).catch(() => undefined);
    }
    for (const user of users) {
      if (!this.#users.has(user) && !this.#refused.has(user)) {
        this.#users.set(user, this.#subscribeOrders(user));
      }
    }
  }

  /** Resolves once the exchange confirmed (or refused) every subscription asked for so far. */
  async settled(): Promise<void> {
    await Promise.all([...this.#subscriptions.values(), ...this.#users.values()]);
  }

  /** Closes the socket for good. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#connected = false;
    this.#subscriptions.clear();
    this.#users.clear();
    this.#marks.clear();
    this.#transport?.close();
  }

  #connect(): SubscriptionClient {
    if (this.#client) return this.#client;
    const { url, reconnectDelay = backoff } = this.#options;
    const transport = new WebSocketTransport({
      url,
      isTestnet: true,
      reconnect: { maxRetries: Number.POSITIVE_INFINITY, reconnectionDelay: reconnectDelay },
    });
    transport.socket.addEventListener("open", () => {
      if (this.#closed) return;
      this.#connected = true;
      this.#refused.clear();
      this.#options.listener.up();
    });
    transport.socket.addEventListener("close", () => {
      const was = this.#connected;
      this.#connected = false;
      // Marks from before the drop may be stale by the time it reconnects.
      this.#marks.clear();
      if (was && !this.#closed) this.#options.listener.down();
    });
    this.#transport = transport;
    this.#client = new SubscriptionClient({ transport });
    return this.#client;
  }

  async #subscribe(coin: string): Promise<ISubscription | undefined> {
    const forget = (error: unknown) => {
      // Watched again by the manager's next pass, which subscribes afresh.
      if (this.#subscriptions.get(coin) === subscription) this.#subscriptions.delete(coin);
      this.#marks.delete(coin);
      this.#options.log.warn({ err: error, coin }, "mark feed subscription lost");
    };
    const subscription = this.#connect()
      .activeAssetCtx(
        { coin },
        (event) => {
          const price = Number(event.ctx.markPx);
          if (this.#closed || !this.#subscriptions.has(coin) || !(price > 0)) return;
          this.#marks.set(coin, price);
          this.#options.listener.mark(coin, price);
        },
        { onError: forget },
      )
      .catch((error: unknown) => {
        forget(error);
        return undefined;
      });
    return subscription;
  }

  async #subscribeOrders(user: `0x${string}`): Promise<ISubscription | undefined> {
    const forget = (error: unknown) => {
      // Asked again once a slot frees or the socket reconnects; the manager's polls look meanwhile.
      if (this.#users.get(user) === subscription) this.#users.delete(user);
      this.#refused.add(user);
      this.#options.log.warn({ err: error, user }, "order updates subscription lost");
    };
    const subscription = this.#connect()
      .orderUpdates(
        { user },
        (updates) => {
          if (this.#closed || !this.#users.has(user)) return;
          this.#options.listener.orders(user, updates);
        },
        { onError: forget },
      )
      .catch((error: unknown) => {
        forget(error);
        return undefined;
      });
    return subscription;
  }
}
