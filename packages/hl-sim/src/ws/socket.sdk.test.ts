import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { ExchangeClient, InfoClient, SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkTypeErrors, type TypedAnswer } from "../../test/sdk-types.ts";

const HOUR_MS = 3_600_000;
let env: TestExchange;
let transport: WebSocketTransport;
let subs: SubscriptionClient;
let alice: ExchangeClient;
const user = testWallet("alice").address.toLowerCase() as `0x${string}`;
/** Every event received, checked against the SDK's event types at the end. */
const events: TypedAnswer[] = [];

/** Collects a subscription's events and waits (up to the test's timeout) for one that matches. */
function collector<T>(type: string) {
  const seen: T[] = [];
  const waiters: { test: (event: T) => boolean; resolve: (event: T) => void }[] = [];
  return {
    seen,
    listener: (event: T) => {
      events.push({ module: "subscription", type, value: event });
      seen.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.test(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
    next(test: (event: T) => boolean = () => true): Promise<T> {
      const found = seen.find(test);
      if (found) return Promise.resolve(found);
      // Bounded by the test's timeout, not a timer of its own racing a loaded machine.
      return new Promise((resolve) => {
        waiters.push({ test, resolve });
      });
    },
  };
}

/** A GTC buy of 0.001 BTC `offset` away from mid (+1 % fills at once, −20 % rests). */
async function btcOrder(offset: number) {
  const mids = await env.info.allMids();
  const p = formatPrice(Number(mids.BTC) * (1 + offset), 5);
  const tif = offset > 0 ? ("Ioc" as const) : ("Gtc" as const);
  return alice.order({
    orders: [{ a: 0, b: true, p, s: "0.001", r: false, t: { limit: { tif } } }],
    grouping: "na",
  });
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 17 });
  transport = new WebSocketTransport({ isTestnet: true, url: env.wsUrl });
  subs = new SubscriptionClient({ transport });
  let last = 0;
  const nonceManager = () => {
    last = Math.max(env.clock.now(), last + 1);
    return last;
  };
  // Actions go over the socket too (`post` requests).
  alice = new ExchangeClient({ transport, wallet: testWallet("alice"), nonceManager });
  await env.info.clearinghouseState({ user });
});
afterAll(async () => {
  transport.close();
  await env.close();
});

describe("the WebSocket API through the SDK's SubscriptionClient", () => {
  it("answers info and actions posted over the socket", async () => {
    const info = new InfoClient({ transport });
    expect(await info.meta()).toEqual(await env.info.meta());
    const placed = await btcOrder(0.01);
    expect(placed.response.data.statuses[0]).toHaveProperty("filled");
  });

  it("sends market snapshots first, then changes as the market moves", async () => {
    const mids = collector<{ mids: Record<string, string> }>("AllMidsEvent");
    const book = collector<{ coin: string; time: number }>("L2BookEvent");
    const bbo = collector<{ coin: string; time: number }>("BboEvent");
    const candle = collector<{ s: string; c: string; t: number }>("CandleEvent");
    const ctx = collector<{ coin: string }>("ActiveAssetCtxEvent");
    const trades = collector<{ tid: number }[]>("TradesEvent");
    await subs.allMids(mids.listener);
    await subs.l2Book({ coin: "ETH" }, book.listener);
    await subs.bbo({ coin: "ETH" }, bbo.listener);
    await subs.candle({ coin: "ETH", interval: "1m" }, candle.listener);
    await subs.activeAssetCtx({ coin: "ETH" }, ctx.listener);
    await subs.trades({ coin: "BTC" }, trades.listener);
    const first = await mids.next();
    expect(first.mids).toEqual(await env.info.allMids());
    expect((await book.next()).coin).toBe("ETH");
    expect(await trades.next((t) => t.length > 0)).toHaveLength(1);
    const start = env.clock.now();
    env.clock.advance(5 * 60_000);
    const moved = await mids.next((event) => event !== first);
    expect(moved.mids).toEqual(await env.info.allMids());
    await book.next((event) => event.time > start);
    await bbo.next((event) => event.time > start);
    const latest = await candle.next((event) => event.t > start);
    expect(latest.c).toBe((await env.info.allMids()).ETH);
    expect(ctx.seen.length).toBeGreaterThan(0);
  });

  it("streams the user's fills, order updates, events and fundings", async () => {
    const fills = collector<{ user: string; fills: { tid: number }[]; isSnapshot?: true }>("UserFillsEvent");
    const orders = collector<{ order: { oid: number }; status: string }[]>("OrderUpdatesEvent");
    const userEvents = collector<Record<string, unknown>>("UserEventsEvent");
    const fundings = collector<{ fundings: unknown[]; isSnapshot?: true }>("UserFundingsEvent");
    const web = collector<{ userState: { user: string } }>("WebData3Event");
    const state = collector<{ user: string }>("ClearinghouseStateEvent");
    const open = collector<{ orders: unknown[] }>("OpenOrdersEvent");
    await subs.userFills({ user }, fills.listener);
    await subs.orderUpdates({ user }, orders.listener);
    await subs.userEvents({ user }, userEvents.listener);
    await subs.userFundings({ user }, fundings.listener);
    await subs.webData3({ user }, web.listener);
    await subs.clearinghouseState({ user }, state.listener);
    await subs.openOrders({ user }, open.listener);
    const snapshot = await fills.next();
    expect(snapshot.isSnapshot).toBe(true);
    expect(snapshot.fills).toHaveLength(1);
    expect((await web.next()).userState.user).toBe(user);
    await state.next();

    await btcOrder(0.01);
    const fresh = await fills.next((event) => !event.isSnapshot);
    expect(fresh.fills).toHaveLength(1);
    await userEvents.next((event) => "fills" in event);

    const resting = await btcOrder(-0.2);
    const status = resting.response.data.statuses[0];
    const oid = typeof status === "object" && "resting" in status ? status.resting.oid : -1;
    await orders.next((batch) => batch.some((row) => row.order.oid === oid && row.status === "open"));
    await open.next((event) => event.orders.length === 1);
    await alice.cancel({ cancels: [{ a: 0, o: oid }] });
    await orders.next((batch) => batch.some((row) => row.order.oid === oid && row.status === "canceled"));

    await fundings.next((event) => event.isSnapshot === true);
    env.clock.advance(HOUR_MS);
    const paid = await fundings.next((event) => !event.isSnapshot);
    expect(paid.fundings).toHaveLength(1);
    await userEvents.next((event) => "funding" in event);
  });

  it("streams activeAssetData, ledger updates and historical orders: snapshot first, then changes", async () => {
    const data = collector<{ coin: string; leverage: { value: number } }>("ActiveAssetDataEvent");
    const ledger = collector<{ nonFundingLedgerUpdates: { delta: { type: string } }[]; isSnapshot?: true }>(
      "UserNonFundingLedgerUpdatesEvent",
    );
    const history = collector<{
      orderHistory: { status: string; order: { oid: number } }[];
      isSnapshot?: true;
    }>("UserHistoricalOrdersEvent");
    await subs.activeAssetData({ coin: "SOL", user }, data.listener);
    await subs.userNonFundingLedgerUpdates({ user }, ledger.listener);
    await subs.userHistoricalOrders({ user }, history.listener);
    expect((await data.next()).coin).toBe("SOL");
    const ledgerSnapshot = await ledger.next();
    expect(ledgerSnapshot.isSnapshot).toBe(true);
    expect(ledgerSnapshot.nonFundingLedgerUpdates.map((u) => u.delta.type)).toEqual(["deposit"]);
    const historySnapshot = await history.next();
    expect(historySnapshot.isSnapshot).toBe(true);
    const known = historySnapshot.orderHistory.length;
    expect(known).toBeGreaterThan(0);

    const sol = (await env.info.meta()).universe.findIndex((asset) => asset.name === "SOL");
    await alice.updateLeverage({ asset: sol, isCross: true, leverage: 4 });
    expect((await data.next((event) => event.leverage.value === 4)).coin).toBe("SOL");
    await alice.usdSend({ destination: testWallet("bob").address, amount: "12" });
    const sent = await ledger.next((event) => !event.isSnapshot);
    expect(sent.nonFundingLedgerUpdates.map((u) => u.delta.type)).toEqual(["internalTransfer"]);
    const resting = await btcOrder(-0.2);
    const status = resting.response.data.statuses[0];
    const oid = typeof status === "object" && "resting" in status ? status.resting.oid : -1;
    const update = await history.next((event) => event.orderHistory.some((row) => row.order.oid === oid));
    expect(update.isSnapshot).toBeUndefined();
    expect(update.orderHistory).toEqual([expect.objectContaining({ status: "open" })]);
    await alice.cancel({ cancels: [{ a: 0, o: oid }] });
    await history.next((event) => event.orderHistory.some((row) => row.status === "canceled"));
  });

  it("answers ping with pong and refuses unknown or repeated subscriptions", async () => {
    const socket = new WebSocket(env.wsUrl);
    const received: unknown[] = [];
    socket.addEventListener("message", (event) => received.push(JSON.parse(String(event.data))));
    await new Promise((resolve) => socket.addEventListener("open", resolve));
    socket.send('{"method":"ping"}');
    socket.send('{"method":"subscribe","subscription":{"type":"bogus"}}');
    socket.send('{"method":"subscribe","subscription":{"type":"allMids"}}');
    socket.send('{"method":"subscribe","subscription":{"type":"allMids"}}');
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(5);
    expect(received[0]).toEqual({ channel: "pong" });
    expect(received[1]).toEqual({ channel: "error", data: 'Invalid subscription {"type":"bogus"}' });
    expect(received[2]).toEqual({
      channel: "subscriptionResponse",
      data: { method: "subscribe", subscription: { type: "allMids" } },
    });
    expect(received[3]).toMatchObject({ channel: "allMids" });
    expect(received[4]).toEqual({ channel: "error", data: 'Already subscribed: {"type":"allMids"}' });
    socket.close();
  });

  it("sends every event in exactly the SDK's event types", async () => {
    expect(events.length).toBeGreaterThan(15);
    expect(await sdkTypeErrors(events)).toEqual([]);
  });
});
