import type {
  FrontendOpenOrdersResponse,
  HistoricalOrdersResponse,
  L2BookResponse,
  MetaAndAssetCtxsResponse,
  RecentTradesResponse,
  UserFillsResponse,
  UserFundingResponse,
  UserNonFundingLedgerUpdatesResponse,
} from "@nktkas/hyperliquid/api/info";
import { type CandleInterval, candleStart, shiftCandle } from "../market/candles.ts";
import { formatUsd } from "../numbers/decimal.ts";
import type { Feed, InfoReader } from "./feed.ts";
import { createTwapFeed } from "./twap-feeds.ts";

export type { Feed, InfoReader } from "./feed.ts";

/** A feed that sends its whole value whenever it differs from what was last sent. */
function changes(channel: string, read: () => Promise<unknown>): Feed {
  let last: string | undefined;
  return {
    channel,
    async poll() {
      const value = await read();
      const text = JSON.stringify(value);
      if (value === undefined || text === last) return [];
      last = text;
      return [value];
    },
  };
}

/**
 * A feed of new items (fills, fundings, trades) by key: the first poll is the snapshot, sent when
 * `snapshot` says so, and later polls send only items not seen before, oldest first.
 */
function appended<T>(
  channel: string,
  read: (since: number) => Promise<T[]>,
  key: (item: T) => string,
  time: (item: T) => number,
  wrap: (items: T[], isSnapshot: boolean) => unknown | undefined,
): Feed {
  const seen = new Set<string>();
  let since = 0;
  let first = true;
  return {
    channel,
    async poll() {
      const items = (await read(since)).filter((item) => !seen.has(key(item)));
      items.sort((a, b) => time(a) - time(b));
      for (const item of items) {
        seen.add(key(item));
        since = Math.max(since, time(item));
      }
      const isSnapshot = first;
      first = false;
      if (items.length === 0 && !isSnapshot) return [];
      const message = wrap(items, isSnapshot);
      return message === undefined ? [] : [message];
    },
  };
}

type Subscription = Record<string, unknown> & { readonly type: string };
const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The user's fills since `since` (inclusive). */
const fillsSince = (info: InfoReader, user: string) => async (since: number) =>
  (await info({ type: "userFillsByTime", user, startTime: since })) as UserFillsResponse;

/** The user's funding payments since `since` (inclusive), in the WebSocket's flat shape. */
const fundingsSince = (info: InfoReader, user: string) => async (since: number) =>
  ((await info({ type: "userFunding", user, startTime: since })) as UserFundingResponse).map((row) => ({
    time: row.time,
    coin: row.delta.coin,
    usdc: row.delta.usdc,
    szi: row.delta.szi,
    fundingRate: row.delta.fundingRate,
    nSamples: row.delta.nSamples,
  }));

type Funding = Awaited<ReturnType<ReturnType<typeof fundingsSince>>>[number];
const fundingKey = (f: Funding) => `${f.time}:${f.coin}`;
const fillKey = (f: UserFillsResponse[number]) => String(f.tid);

/** The book's best level each side. */
function bbo(book: L2BookResponse) {
  if (!book) return undefined;
  const [bids, asks] = book.levels;
  return { coin: book.coin, time: book.time, bbo: [bids[0] ?? null, asks[0] ?? null] };
}

/** The fields of `orderUpdates`' order (Hyperliquid's `openOrders` shape). */
function openOrderView(order: FrontendOpenOrdersResponse[number]) {
  const { coin, side, limitPx, sz, oid, timestamp, origSz, cloid, reduceOnly } = order;
  return {
    coin,
    side,
    limitPx,
    sz,
    oid,
    timestamp,
    origSz,
    ...(cloid ? { cloid } : {}),
    ...(reduceOnly ? { reduceOnly } : {}),
  };
}

/** Order status changes of a user: the first poll only notes the current ones, as Hyperliquid sends no snapshot. */
function orderUpdates(info: InfoReader, user: string): Feed {
  const known = new Map<number, string>();
  let first = true;
  return {
    channel: "orderUpdates",
    async poll() {
      const orders = (await info({ type: "historicalOrders", user })) as HistoricalOrdersResponse;
      const changed = orders
        .filter((row) => known.get(row.order.oid) !== `${row.status}:${row.statusTimestamp}:${row.order.sz}`)
        .reverse();
      for (const row of changed) {
        known.set(row.order.oid, `${row.status}:${row.statusTimestamp}:${row.order.sz}`);
      }
      const wasFirst = first;
      first = false;
      if (wasFirst || changed.length === 0) return [];
      return [
        changed.map((row) => ({
          order: openOrderView(row.order),
          status: row.status,
          statusTimestamp: row.statusTimestamp,
        })),
      ];
    },
  };
}

/**
 * The feed of one subscription, or undefined for a type not offered here. Subscriptions are decoded
 * by the caller with the SDK's schemas; this only builds what answers them.
 */
export function createFeed(info: InfoReader, sub: Subscription): Feed | undefined {
  const coin = str(sub.coin);
  const user = str(sub.user).toLowerCase();
  switch (sub.type) {
    case "allMids":
      return changes("allMids", async () => ({ mids: await info({ type: "allMids" }) }));
    case "l2Book":
      return changes("l2Book", async () => {
        const book = await info({ ...sub, type: "l2Book" });
        return book === null ? undefined : book;
      });
    case "bbo":
      return changes("bbo", async () => bbo((await info({ type: "l2Book", coin })) as L2BookResponse));
    case "candle":
      return changes("candle", async () => {
        const interval = sub.interval as CandleInterval;
        const status = (await info({ type: "exchangeStatus" })) as { time: number };
        // From the previous candle's start: the current one is the last row.
        const startTime = shiftCandle(interval, candleStart(interval, status.time), -1);
        const rows = (await info({
          type: "candleSnapshot",
          req: { coin, interval, startTime },
        })) as unknown[];
        return rows.at(-1);
      });
    case "activeAssetCtx":
      return changes("activeAssetCtx", async () => {
        const [meta, ctxs] = (await info({ type: "metaAndAssetCtxs" })) as MetaAndAssetCtxsResponse;
        const index = meta.universe.findIndex((asset) => asset.name === coin);
        return index === -1 ? undefined : { coin, ctx: ctxs[index] };
      });
    case "trades":
      return appended(
        "trades",
        async (since) =>
          ((await info({ type: "recentTrades", coin })) as RecentTradesResponse).filter(
            (t) => t.time >= since,
          ),
        (trade) => String(trade.tid),
        (trade) => trade.time,
        (trades) => (trades.length === 0 ? undefined : trades),
      );
    case "userFills":
      return appended(
        "userFills",
        fillsSince(info, user),
        fillKey,
        (f) => f.time,
        (fills, isSnapshot) => ({
          user,
          fills,
          ...(isSnapshot ? { isSnapshot: true } : {}),
        }),
      );
    case "userFundings":
      return appended(
        "userFundings",
        fundingsSince(info, user),
        fundingKey,
        (f) => f.time,
        (fundings, isSnapshot) => ({
          user,
          fundings,
          ...(isSnapshot ? { isSnapshot: true } : {}),
        }),
      );
    case "userEvents":
      return userEvents(info, user);
    case "notification":
      return appended(
        "notification",
        fillsSince(info, user),
        fillKey,
        (f) => f.time,
        (fills, isSnapshot) => {
          const liquidated = fills.filter((fill) => fill.liquidation);
          if (isSnapshot || liquidated.length === 0) return undefined;
          const coins = [...new Set(liquidated.map((fill) => fill.coin))].join(", ");
          return { notification: `Your ${coins} position was liquidated.` };
        },
      );
    case "orderUpdates":
      return orderUpdates(info, user);
    case "clearinghouseState":
      return changes("clearinghouseState", async () => ({
        dex: "",
        user,
        clearinghouseState: await info({ type: "clearinghouseState", user }),
      }));
    case "openOrders":
      return changes("openOrders", async () => ({
        dex: "",
        user,
        orders: await info({ type: "frontendOpenOrders", user }),
      }));
    case "webData3":
      return webData3(info, user);
    case "activeAssetData":
      return changes("activeAssetData", () => info({ type: "activeAssetData", user, coin }));
    case "userNonFundingLedgerUpdates":
      return appended(
        "userNonFundingLedgerUpdates",
        async (since) =>
          (await info({
            type: "userNonFundingLedgerUpdates",
            user,
            startTime: since,
          })) as UserNonFundingLedgerUpdatesResponse,
        (update) => `${update.time}:${update.hash}:${update.delta.type}`,
        (update) => update.time,
        (updates, isSnapshot) => ({
          user,
          nonFundingLedgerUpdates: updates,
          ...(isSnapshot ? { isSnapshot: true } : {}),
        }),
      );
    case "userHistoricalOrders":
      return userHistoricalOrders(info, user);
    default:
      return createTwapFeed(info, sub.type, user);
  }
}

/** `userHistoricalOrders`: every order with its status first, then the orders whose status changed. */
function userHistoricalOrders(info: InfoReader, user: string): Feed {
  const known = new Map<number, string>();
  let first = true;
  return {
    channel: "userHistoricalOrders",
    async poll() {
      const rows = (await info({ type: "historicalOrders", user })) as HistoricalOrdersResponse;
      const state = (row: HistoricalOrdersResponse[number]) =>
        `${row.status}:${row.statusTimestamp}:${row.order.sz}`;
      const changed = rows.filter((row) => known.get(row.order.oid) !== state(row));
      for (const row of changed) known.set(row.order.oid, state(row));
      const isSnapshot = first;
      first = false;
      if (!isSnapshot && changed.length === 0) return [];
      return [{ user, orderHistory: changed, ...(isSnapshot ? { isSnapshot: true } : {}) }];
    },
  };
}

/** `userEvents` (channel "user"): new fills and funding payments as they happen, no snapshot. */
function userEvents(info: InfoReader, user: string): Feed {
  const fills = appended(
    "user",
    fillsSince(info, user),
    fillKey,
    (f) => f.time,
    (items, isSnapshot) => (isSnapshot || items.length === 0 ? undefined : { fills: items }),
  );
  const fundings = appended(
    "user",
    fundingsSince(info, user),
    fundingKey,
    (f) => f.time,
    (items, isSnapshot) =>
      // One message per payment, as Hyperliquid sends them: the array is flattened below.
      isSnapshot ? undefined : items.map((funding) => ({ funding })),
  );
  return {
    channel: "user",
    async poll() {
      const [a, b] = await Promise.all([fills.poll(), fundings.poll()]);
      return [...a, ...(b.flat() as unknown[])];
    },
  };
}

/** Micro-USDC a ledger update brought into the user's perp balance (negative: taken out). */
function ledgerInflow(update: UserNonFundingLedgerUpdatesResponse[number], user: string): number {
  const { delta } = update;
  const micro = (text: string) => Math.round(Number(text) * 1e6);
  if (delta.type === "deposit") return micro(delta.usdc);
  if (delta.type === "internalTransfer")
    return delta.destination === user ? micro(delta.usdc) : -micro(delta.usdc);
  if (delta.type === "accountClassTransfer") return delta.toPerp ? micro(delta.usdc) : -micro(delta.usdc);
  if (delta.type === "rewardsClaim") return micro(delta.amount);
  return 0;
}

/** `webData3`: the account's state the web app shows beside the perp dexes (only the main one here). */
function webData3(info: InfoReader, user: string): Feed {
  return changes("webData3", async () => {
    const [status, agents] = await Promise.all([
      info({ type: "exchangeStatus" }) as Promise<{ time: number }>,
      info({ type: "extraAgents", user }) as Promise<{ address: `0x${string}`; validUntil: number }[]>,
    ]);
    const agent = agents[0];
    const ledger = (await info({
      type: "userNonFundingLedgerUpdates",
      user,
    })) as UserNonFundingLedgerUpdatesResponse;
    return {
      userState: {
        agentAddress: agent?.address ?? null,
        agentValidUntil: agent?.validUntil ?? null,
        cumLedger: formatUsd(ledger.reduce((sum, update) => sum + ledgerInflow(update, user), 0)),
        serverTime: status.time,
        isVault: false,
        user,
      },
      perpDexStates: [{ totalVaultEquity: "0.0" }],
    };
  });
}
