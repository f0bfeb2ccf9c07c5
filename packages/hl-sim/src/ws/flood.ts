import { ASSETS } from "../market/assets.ts";

const INTERVALS = ["1m", "3m", "5m", "15m", "30m", "1h", "2h", "4h", "8h", "12h", "1d", "3d", "1w", "1M"];
const USER_FEEDS = [
  "userFills",
  "userFundings",
  "userEvents",
  "notification",
  "orderUpdates",
  "clearinghouseState",
  "openOrders",
  "webData3",
  "userNonFundingLedgerUpdates",
  "userHistoricalOrders",
];

/**
 * Subscriptions a flood from one IP holds (for the limits test and bench/ws-flood.ts): as many
 * different ones as the exchange offers within Hyperliquid's limits (every candle, book, trade feed,
 * and every feed of 10 users), so no two connections share a read; `count` of them, repeating the
 * first ones when more are asked for. `connectionOf(k)` spreads them so no connection holds one twice.
 */
export function floodSubscriptions(count: number): {
  readonly subscriptions: Record<string, unknown>[];
  readonly connectionOf: (index: number, connections: number) => number;
} {
  const distinct: Record<string, unknown>[] = [];
  const symbols = ASSETS.map((asset) => asset.name);
  for (const coin of symbols) {
    for (const interval of INTERVALS) distinct.push({ type: "candle", coin, interval });
    distinct.push({ type: "trades", coin }, { type: "bbo", coin }, { type: "activeAssetCtx", coin });
    for (const nSigFigs of [2, 3, 4, 5]) distinct.push({ type: "l2Book", coin, nSigFigs });
    distinct.push({ type: "l2Book", coin });
  }
  for (let u = 1; u <= 10; u += 1) {
    const user = `0x${u.toString(16).padStart(40, "0")}`;
    for (const type of USER_FEEDS) distinct.push({ type, user });
    for (const coin of symbols) distinct.push({ type: "activeAssetData", user, coin });
  }
  const subscriptions = Array.from({ length: count }, (_, k) => distinct[k % distinct.length] ?? {});
  return {
    subscriptions,
    connectionOf: (index, connections) => (index + Math.floor(index / distinct.length)) % connections,
  };
}
