import { isRecord } from "@app/core/validation/shapes";
import * as subscriptions from "@nktkas/hyperliquid/api/subscription";
import { decodeWith, type StandardSchema } from "../http/responses.ts";
import type { HlSim, HlSimEvent } from "../sim.ts";
import { type FeedTrigger, movedBy, triggerOf } from "./feed-triggers.ts";
import { createFeed, type Feed, type InfoReader } from "./feeds.ts";
import type { SocketBudget } from "./limits.ts";

/** Where a session runs: its client's IP and the budgets and readers it shares with the others. */
export interface SessionContext {
  readonly ip: string;
  readonly budget: SocketBudget;
  /** Reads for pushes: the same request after one event is read once for every connection. */
  readonly sharedRead: InfoReader;
  /** Gives the event loop back when pushing has run long (other clients' requests go first). */
  readonly pause: () => Promise<void>;
  /** Counts a `post` in the exchange's HTTP rate limit; false when it is used up. */
  readonly admitPost?: ((ip: string) => Promise<boolean>) | undefined;
}

/** One subscription: its feed, the user it names (if any), and which events move it. */
interface Subscribed {
  readonly feed: Feed;
  readonly user: string | undefined;
  readonly trigger: FeedTrigger;
}

/** The SDK's schema of each subscription type this exchange offers. */
const SCHEMAS: Record<string, StandardSchema<Record<string, unknown> & { type: string }>> = {
  allMids: subscriptions.AllMidsRequest,
  l2Book: subscriptions.L2BookRequest,
  bbo: subscriptions.BboRequest,
  candle: subscriptions.CandleRequest,
  trades: subscriptions.TradesRequest,
  activeAssetCtx: subscriptions.ActiveAssetCtxRequest,
  userFills: subscriptions.UserFillsRequest,
  userFundings: subscriptions.UserFundingsRequest,
  userEvents: subscriptions.UserEventsRequest,
  notification: subscriptions.NotificationRequest,
  orderUpdates: subscriptions.OrderUpdatesRequest,
  clearinghouseState: subscriptions.ClearinghouseStateRequest,
  openOrders: subscriptions.OpenOrdersRequest,
  webData3: subscriptions.WebData3Request,
  activeAssetData: subscriptions.ActiveAssetDataRequest,
  userNonFundingLedgerUpdates: subscriptions.UserNonFundingLedgerUpdatesRequest,
  userHistoricalOrders: subscriptions.UserHistoricalOrdersRequest,
  twapStates: subscriptions.TwapStatesRequest,
  userTwapHistory: subscriptions.UserTwapHistoryRequest,
  userTwapSliceFills: subscriptions.UserTwapSliceFillsRequest,
};

/** A stable key of a subscription: sorted keys, lower-case hex, absent and null alike. */
function subscriptionKey(value: unknown): string {
  const normalize = (v: unknown): unknown => {
    if (typeof v === "string") return /^0x[0-9a-f]+$/i.test(v) ? v.toLowerCase() : v;
    if (Array.isArray(v)) return v.map(normalize);
    if (!isRecord(v)) return v;
    const entries = Object.keys(v)
      .sort()
      .filter((k) => v[k] !== null && v[k] !== undefined)
      .map((k) => [k, normalize(v[k])]);
    return Object.fromEntries(entries);
  };
  return JSON.stringify(normalize(value));
}

/**
 * One WebSocket client of the exchange, speaking Hyperliquid's protocol: `subscribe`/`unsubscribe`
 * (acknowledged with `subscriptionResponse`, then the snapshot and changes), `ping` → `pong`, and
 * `post` (info and actions over the socket, answered on the `post` channel with the request's id).
 * Subscriptions are pushed from the exchange's events (`notify`): market feeds on each block, a
 * user's feeds when that user's state changed (their margin also on each block), and nothing else is
 * read, so a connection that hears of no event costs the exchange nothing.
 * Every message, subscription and `post` counts against the client IP's budget (Hyperliquid's limits).
 */
export class HlSocketSession {
  readonly #sim: HlSim;
  readonly #send: (message: unknown) => void;
  readonly #context: SessionContext;
  readonly #feeds = new Map<string, Subscribed>();
  /** Frames and pushes run one after another, so a snapshot always follows its acknowledgement. */
  #queue: Promise<void> = Promise.resolve();
  /** Keys of the subscriptions an event moved and that were not read since. */
  readonly #moved = new Set<string>();
  #pushQueued = false;

  constructor(sim: HlSim, send: (message: unknown) => void, context: SessionContext) {
    this.#sim = sim;
    this.#send = send;
    this.#context = context;
  }

  /** The connection closed: its subscriptions no longer count against its IP. */
  close(): void {
    const users = [...this.#feeds.values()].flatMap((entry) =>
      entry.user === undefined ? [] : [entry.user],
    );
    this.#context.budget.disconnect(this.#context.ip, this.#feeds.size, users);
    this.#feeds.clear();
  }

  readonly #info: InfoReader = async (request) => {
    const answer = await this.#sim.handle("/info", JSON.stringify(request));
    if (answer.status !== 200) throw new Error(answer.body);
    return JSON.parse(answer.body) as unknown;
  };

  /** Whether the feed polled now reads on its own (a new subscription's snapshot) or shares the round's reads. */
  #fresh = false;

  /** Feeds read through this: polls are serial within a session, so `#fresh` is the current poll's. */
  readonly #read: InfoReader = (request) =>
    this.#fresh ? this.#info(request) : this.#context.sharedRead(request);

  #serial(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work).catch(() => undefined);
    return this.#queue;
  }

  /** Handles one text frame from the client (after every earlier frame and push). */
  receive(text: string): Promise<void> {
    const refused = this.#context.budget.message(this.#context.ip);
    if (refused) {
      this.#send({ channel: "error", data: refused });
      return this.#queue;
    }
    return this.#serial(() => this.#receive(text));
  }

  async #receive(text: string): Promise<void> {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.#send({ channel: "error", data: `Error parsing JSON into valid websocket request: ${text}` });
      return;
    }
    const method = isRecord(message) ? message.method : undefined;
    if (method === "ping") this.#send({ channel: "pong" });
    else if (method === "post" && isRecord(message)) await this.#post(message);
    else if ((method === "subscribe" || method === "unsubscribe") && isRecord(message)) {
      await this.#subscription(method, message.subscription);
    } else this.#send({ channel: "error", data: `Error parsing JSON into valid websocket request: ${text}` });
  }

  async #post(message: Record<string, unknown>): Promise<void> {
    const { id, request } = message;
    const type = isRecord(request) ? request.type : undefined;
    if (typeof id !== "number" || !isRecord(request) || (type !== "info" && type !== "action")) {
      this.#send({ channel: "error", data: `Invalid post request: ${JSON.stringify(message)}` });
      return;
    }
    const { ip, budget, admitPost } = this.#context;
    const refused =
      budget.post(ip) ??
      ((await (admitPost?.(ip) ?? true))
        ? null
        : "Too many requests to the exchange from this IP this minute");
    if (refused) {
      if (!refused.startsWith("Too many post")) budget.postDone(ip);
      this.#send({ channel: "post", data: { id, response: { type: "error", payload: refused } } });
      return;
    }
    try {
      await this.#answerPost(id, type, request.payload);
    } finally {
      budget.postDone(ip);
    }
  }

  async #answerPost(id: number, type: "info" | "action", payload: unknown): Promise<void> {
    const answer = await this.#sim.handle(type === "info" ? "/info" : "/exchange", JSON.stringify(payload));
    let response: unknown;
    if (answer.status !== 200) response = { type: "error", payload: answer.body };
    else if (type === "info") {
      const infoType = isRecord(payload) ? payload.type : undefined;
      response = { type: "info", payload: { type: infoType, data: JSON.parse(answer.body) } };
    } else response = { type: "action", payload: JSON.parse(answer.body) };
    this.#send({ channel: "post", data: { id, response } });
  }

  async #subscription(method: "subscribe" | "unsubscribe", subscription: unknown): Promise<void> {
    const key = subscriptionKey(subscription);
    const shown = JSON.stringify(subscription);
    if (method === "unsubscribe") {
      const entry = this.#feeds.get(key);
      if (!entry) this.#send({ channel: "error", data: `Already unsubscribed: ${shown}` });
      else {
        this.#feeds.delete(key);
        this.#context.budget.unsubscribe(this.#context.ip, entry.user);
        this.#send({ channel: "subscriptionResponse", data: { method, subscription } });
      }
      return;
    }
    if (this.#feeds.has(key)) {
      this.#send({ channel: "error", data: `Already subscribed: ${shown}` });
      return;
    }
    const type = isRecord(subscription) ? subscription.type : undefined;
    const schema = typeof type === "string" ? SCHEMAS[type] : undefined;
    const decoded = schema ? await decodeWith(schema, subscription) : undefined;
    const feed = decoded ? createFeed(this.#read, decoded) : undefined;
    if (!feed || !decoded) {
      this.#send({ channel: "error", data: `Invalid subscription ${shown}` });
      return;
    }
    const user = typeof decoded.user === "string" ? decoded.user.toLowerCase() : undefined;
    const refused = this.#context.budget.subscribe(this.#context.ip, user);
    if (refused) {
      this.#send({ channel: "error", data: `${refused}: ${shown}` });
      return;
    }
    const entry: Subscribed = { feed, user, trigger: triggerOf(decoded.type) };
    this.#feeds.set(key, entry);
    this.#send({ channel: "subscriptionResponse", data: { method, subscription } });
    // The snapshot follows the acknowledgement at once, as on Hyperliquid.
    await this.#pollFeed(feed, true);
  }

  async #pollFeed(feed: Feed, fresh = false): Promise<void> {
    this.#fresh = fresh;
    try {
      for (const data of await feed.poll()) this.#send({ channel: feed.channel, data });
    } catch {
      // An unknown coin or user answers nothing; the subscription stays and may answer later.
    }
  }

  /** An event of the exchange: pushes what it changed on the subscriptions it moved. */
  notify(event: HlSimEvent): Promise<void> {
    for (const [key, entry] of this.#feeds) {
      if (movedBy(event, entry.trigger, entry.user)) this.#moved.add(key);
    }
    // A push already waiting reads what this event moved too.
    if (this.#moved.size === 0 || this.#pushQueued) return this.#queue;
    this.#pushQueued = true;
    return this.#serial(async () => {
      this.#pushQueued = false;
      const keys = [...this.#moved];
      this.#moved.clear();
      for (const key of keys) {
        const entry = this.#feeds.get(key);
        // Unsubscribed meanwhile: nothing to push.
        if (!entry) continue;
        await this.#context.pause();
        await this.#pollFeed(entry.feed);
      }
    });
  }
}
