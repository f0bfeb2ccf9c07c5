import { isRecord } from "@app/core/validation/shapes";
import * as subscriptions from "@nktkas/hyperliquid/api/subscription";
import { decodeWith, type StandardSchema } from "../http/responses.ts";
import type { HlSim } from "../sim.ts";
import { createFeed, type Feed, type InfoReader } from "./feeds.ts";

/** Hyperliquid allows 1000 subscriptions per connection. */
const MAX_SUBSCRIPTIONS = 1000;

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
 * Subscriptions are refreshed by `tick`, which the server calls on a timer.
 */
export class HlSocketSession {
  readonly #sim: HlSim;
  readonly #send: (message: unknown) => void;
  readonly #feeds = new Map<string, Feed>();
  /** Frames and ticks run one after another, so a snapshot always follows its acknowledgement. */
  #queue: Promise<void> = Promise.resolve();
  #tickQueued = false;

  constructor(sim: HlSim, send: (message: unknown) => void) {
    this.#sim = sim;
    this.#send = send;
  }

  readonly #info: InfoReader = async (request) => {
    const answer = await this.#sim.handle("/info", JSON.stringify(request));
    if (answer.status !== 200) throw new Error(answer.body);
    return JSON.parse(answer.body) as unknown;
  };

  #serial(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work).catch(() => undefined);
    return this.#queue;
  }

  /** Handles one text frame from the client (after every earlier frame and tick). */
  receive(text: string): Promise<void> {
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
    const payload = request.payload;
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
      if (!this.#feeds.delete(key)) this.#send({ channel: "error", data: `Already unsubscribed: ${shown}` });
      else this.#send({ channel: "subscriptionResponse", data: { method, subscription } });
      return;
    }
    if (this.#feeds.has(key)) {
      this.#send({ channel: "error", data: `Already subscribed: ${shown}` });
      return;
    }
    const type = isRecord(subscription) ? subscription.type : undefined;
    const schema = typeof type === "string" ? SCHEMAS[type] : undefined;
    const decoded = schema ? await decodeWith(schema, subscription) : undefined;
    const feed = decoded ? createFeed(this.#info, decoded) : undefined;
    if (!feed || this.#feeds.size >= MAX_SUBSCRIPTIONS) {
      this.#send({ channel: "error", data: `Invalid subscription ${shown}` });
      return;
    }
    this.#feeds.set(key, feed);
    this.#send({ channel: "subscriptionResponse", data: { method, subscription } });
    // The snapshot follows the acknowledgement at once, as on Hyperliquid.
    await this.#pollFeed(feed);
  }

  async #pollFeed(feed: Feed): Promise<void> {
    try {
      for (const data of await feed.poll()) this.#send({ channel: feed.channel, data });
    } catch {
      // An unknown coin or user answers nothing; the subscription stays and may answer later.
    }
  }

  /** Pushes what changed on every subscription; a tick already waiting makes another one needless. */
  tick(): Promise<void> {
    if (this.#tickQueued) return this.#queue;
    this.#tickQueued = true;
    return this.#serial(async () => {
      this.#tickQueued = false;
      for (const feed of [...this.#feeds.values()]) await this.#pollFeed(feed);
    });
  }
}
