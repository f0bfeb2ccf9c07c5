import { ManualClock, TEST_START_TIME, testWallet } from "@app/hl-sim/testing";
import {
  ExchangeClient,
  HttpTransport,
  InfoClient,
  SubscriptionClient,
  WebSocketTransport,
} from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type HlSimServer, listenHlSim } from "../http/server.ts";
import { createHlSim, type HlSim, type HlSimEvent } from "../sim.ts";

// The exchange pushes its feeds from its own events: a connection that hears of none reads nothing,
// an action is pushed to its user at once, and a market move (a block) settles resting orders by
// itself. The exchange is the real one; only its `/info` calls are counted on the way in.
const clock = new ManualClock(TEST_START_TIME);
/** How often the exchange looked at its clock: its block clock does so every `blockMs`. */
let clockLooks = 0;
/** `/info` requests the exchange answered, by type. */
const reads: string[] = [];
/** Every event the exchange announced. */
const announced: HlSimEvent[] = [];
let sim: HlSim;
let server: HlSimServer;
let transport: WebSocketTransport;
let subs: SubscriptionClient;
let info: InfoClient;
let alice: ExchangeClient;
const user = testWallet("alice").address.toLowerCase() as `0x${string}`;

beforeAll(async () => {
  sim = createHlSim({
    seed: 5,
    blockMs: 5,
    now: () => {
      clockLooks += 1;
      return clock.now();
    },
  });
  const counted: HlSim = {
    ...sim,
    handle: (path, body) => {
      if (path === "/info") reads.push(String((JSON.parse(body) as { type?: unknown }).type));
      return sim.handle(path, body);
    },
  };
  server = await listenHlSim(counted, { port: 0 });
  sim.onEvent((event) => announced.push(event));
  const http = new HttpTransport({ isTestnet: true, apiUrl: server.url });
  info = new InfoClient({ transport: http });
  let last = 0;
  const nonceManager = () => {
    last = Math.max(clock.now(), last + 1);
    return last;
  };
  alice = new ExchangeClient({ transport: http, wallet: testWallet("alice"), nonceManager });
  transport = new WebSocketTransport({ isTestnet: true, url: server.wsUrl });
  subs = new SubscriptionClient({ transport });
});
afterAll(async () => {
  transport.close();
  await server.close();
  sim.close();
});
/** Each test's subscriptions, ended after it so the next one counts only its own reads. */
const active: { unsubscribe(): Promise<void> }[] = [];
beforeEach(() => {
  announced.length = 0;
});
afterEach(async () => {
  await Promise.all(active.splice(0).map((subscription) => subscription.unsubscribe()));
});

/** Keeps a subscription to end after the test. */
async function keep(subscription: Promise<{ unsubscribe(): Promise<void> }>): Promise<void> {
  active.push(await subscription);
}

/** Collects a subscription's events; `next` waits (up to the test's timeout) for one that matches. */
function collector<T>() {
  const seen: T[] = [];
  return {
    seen,
    listener: (event: T) => {
      seen.push(event);
    },
    async next(test: (event: T) => boolean = () => true): Promise<T> {
      for (;;) {
        const found = seen.find(test);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

/** Waits until the block clock has looked at the exchange's clock `count` more times. */
async function blockChecks(count: number): Promise<void> {
  const until = clockLooks + count;
  while (clockLooks < until) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Moves the clock by `ms` and waits for the block it makes. */
async function nextBlock(ms: number): Promise<HlSimEvent> {
  const from = announced.length;
  clock.advance(ms);
  for (;;) {
    const event = announced.slice(from).find((e) => e.block);
    if (event) return event;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("WebSocket feeds pushed from the exchange's events", () => {
  it("reads nothing while nothing happens, however long the connection stays", async () => {
    const mids = collector<{ mids: Record<string, string> }>();
    const fills = collector<{ isSnapshot?: true }>();
    const state = collector<{ user: string }>();
    await keep(subs.allMids(mids.listener));
    await keep(subs.userFills({ user }, fills.listener));
    await keep(subs.clearinghouseState({ user }, state.listener));
    await mids.next();
    await fills.next((event) => event.isSnapshot === true);
    await state.next();

    const before = reads.length;
    // Fifty looks at a clock that does not move: no block, no action, so no read and no message.
    await blockChecks(50);
    expect(reads.slice(before)).toEqual([]);
    expect(announced).toEqual([]);
    expect(mids.seen).toHaveLength(1);
    expect(state.seen).toHaveLength(1);

    // A new second is a block: market feeds and the user's margin are read again, fills are not.
    const block = await nextBlock(1_000);
    expect(block.users).toEqual(new Set());
    await mids.next((event) => event !== mids.seen[0]);
    expect(reads.slice(before)).not.toContain("userFillsByTime");
    expect(reads.slice(before)).toContain("allMids");
  });

  it("pushes an action's fill and order updates to its user at once, without a block", async () => {
    const fills = collector<{ fills: { oid: number }[]; isSnapshot?: true }>();
    const orders = collector<{ order: { oid: number }; status: string }[]>();
    const open = collector<{ orders: { oid: number }[] }>();
    await keep(subs.userFills({ user }, fills.listener));
    await keep(subs.orderUpdates({ user }, orders.listener));
    await keep(subs.openOrders({ user }, open.listener));
    await fills.next((event) => event.isSnapshot === true);
    await open.next();

    const mid = Number((await info.allMids()).BTC);
    const taken = await alice.order({
      orders: [
        { a: 0, b: true, p: formatPrice(mid * 1.01, 5), s: "0.001", r: false, t: { limit: { tif: "Ioc" } } },
      ],
      grouping: "na",
    });
    const filled = taken.response.data.statuses[0];
    const oid = typeof filled === "object" && "filled" in filled ? filled.filled.oid : -1;
    const pushed = await fills.next((event) => !event.isSnapshot);
    expect(pushed.fills.map((fill) => fill.oid)).toEqual([oid]);

    const rested = await alice.order({
      orders: [
        { a: 0, b: true, p: formatPrice(mid * 0.8, 5), s: "0.001", r: false, t: { limit: { tif: "Gtc" } } },
      ],
      grouping: "na",
    });
    const resting = rested.response.data.statuses[0];
    const restingOid = typeof resting === "object" && "resting" in resting ? resting.resting.oid : -1;
    await orders.next((batch) => batch.some((row) => row.order.oid === restingOid && row.status === "open"));
    await open.next((event) => event.orders.some((order) => order.oid === restingOid));
    await alice.cancel({ cancels: [{ a: 0, o: restingOid }] });
    await orders.next((batch) =>
      batch.some((row) => row.order.oid === restingOid && row.status === "canceled"),
    );
    // The clock never moved: every push came from the actions themselves.
    expect(announced.some((event) => event.block)).toBe(false);
    expect(announced.every((event) => event.users !== "all" && event.users.has(user))).toBe(true);
  });

  it("fills a resting order in the block the market reaches it, with no request asking, and pushes the fill", async () => {
    const fills = collector<{ fills: { oid: number }[]; isSnapshot?: true }>();
    await keep(subs.userFills({ user }, fills.listener));
    await fills.next((event) => event.isSnapshot === true);
    const quote = (await info.l2Book({ coin: "ETH" }))?.levels;
    const bid = Number(quote?.[0][0]?.px);
    expect(bid).toBeGreaterThan(0);
    // A buy one tick-ish below the best bid rests, and fills once the market trades down to it.
    const rested = await alice.order({
      orders: [
        { a: 1, b: true, p: formatPrice(bid * 0.9995, 4), s: "0.01", r: false, t: { limit: { tif: "Gtc" } } },
      ],
      grouping: "na",
    });
    const resting = rested.response.data.statuses[0];
    const oid = typeof resting === "object" && "resting" in resting ? resting.resting.oid : -1;
    expect(oid).toBeGreaterThan(0);

    const requestsBefore = reads.length;
    let filledIn: HlSimEvent | undefined;
    // A minute a block: each block settles the minute it jumped over, as a request would.
    for (let minute = 0; minute < 240 && !filledIn; minute += 1) {
      const block = await nextBlock(60_000);
      if (block.users !== "all" && block.users.has(user)) filledIn = block;
    }
    expect(filledIn).toBeDefined();
    const pushed = await fills.next((event) => !event.isSnapshot);
    expect(pushed.fills.map((fill) => fill.oid)).toEqual([oid]);
    // Only the socket's own reads of what the blocks moved: no client asked for anything.
    expect(new Set(reads.slice(requestsBefore))).toEqual(new Set(["userFillsByTime"]));
  }, 60_000);
});
