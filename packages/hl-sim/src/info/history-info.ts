import type {
  FundingHistoryResponse,
  HistoricalOrdersResponse,
  PredictedFundingsResponse,
  RecentTradesResponse,
} from "@nktkas/hyperliquid/api/info";
import type { Account } from "../accounts/account.ts";
import type { FillRecord } from "../accounts/account-data.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { ASSETS, type AssetSpec } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import type { OrderStore } from "../matching/order-store.ts";
import { formatFloat } from "../numbers/decimal.ts";
import { frontendOrder } from "./order-views.ts";

const HOUR_MS = 3_600_000;

/** Hyperliquid returns at most 2000 fills or orders per history request, and 500 funding rates. */
export const MAX_HISTORY_ROWS = 2000;
const MAX_FUNDING_RATES = 500;
/** `recentTrades` shows the last few trades of a coin. */
const RECENT_TRADES = 10;

/**
 * The other side of every trade here: the synthetic market (its book is not any user's orders), shown
 * as the zero address wherever Hyperliquid names both traders.
 */
export const SYNTHETIC_COUNTERPARTY = "0x0000000000000000000000000000000000000000";

/** `userFillsByTime`: fills in [start, end], oldest first (newest first with `reversed`), at most 2000. */
export function fillsByTime(account: Account, start: number, end: number, reversed: boolean): FillRecord[] {
  const fills = account.allFills().filter((fill) => fill.time >= start && fill.time <= end);
  return reversed ? fills.slice(-MAX_HISTORY_ROWS).reverse() : fills.slice(0, MAX_HISTORY_ROWS);
}

/** `historicalOrders`: the user's orders, newest first, each with its current status. */
export function historicalOrders(orders: OrderStore, user: string): HistoricalOrdersResponse {
  return orders
    .allOf(user)
    .slice(-MAX_HISTORY_ROWS)
    .reverse()
    .map((order) => ({
      order: frontendOrder(order, orders),
      status: order.status,
      statusTimestamp: order.statusTimestamp,
    }));
}

/**
 * `fundingHistory`: the hourly rate and premium applied at each hour boundary in [start, end], oldest
 * first: the same rates the settlement charged positions.
 */
export function fundingHistory(
  market: Market,
  asset: AssetSpec,
  start: number,
  end: number,
): FundingHistoryResponse {
  const rows: FundingHistoryResponse = [];
  for (
    let t = Math.ceil(start / HOUR_MS) * HOUR_MS;
    t <= end && rows.length < MAX_FUNDING_RATES;
    t += HOUR_MS
  ) {
    rows.push({
      coin: asset.name,
      fundingRate: formatFloat(market.fundingRate(asset, t), 10),
      premium: formatFloat(market.averagePremium(asset, t), 10),
      time: t,
    });
  }
  return rows;
}

/** `predictedFundings`: each perp's rate for the next hour boundary, on this exchange only. */
export function predictedFundings(market: Market, now: number): PredictedFundingsResponse {
  const next = Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS;
  return ASSETS.map((asset) => [
    asset.name,
    [
      [
        "HlPerp",
        {
          fundingRate: formatFloat(market.fundingRate(asset, now), 10),
          nextFundingTime: next,
          fundingIntervalHours: 1,
        },
      ],
    ],
  ]);
}

/**
 * `recentTrades`: the latest fills of a coin across every paper account, newest first. The taker's
 * side is the trade's side; the synthetic market is the other trader.
 */
export function recentTrades(accounts: AccountStore, asset: AssetSpec): RecentTradesResponse {
  const trades: RecentTradesResponse = [];
  for (const account of accounts.all()) {
    const fills = account.allFills();
    let taken = 0;
    for (let i = fills.length - 1; i >= 0 && taken < RECENT_TRADES; i -= 1) {
      const fill = fills[i];
      if (!fill || fill.coin !== asset.name) continue;
      taken += 1;
      const userBuys = fill.side === "B";
      const user = account.address as `0x${string}`;
      trades.push({
        coin: fill.coin,
        side: fill.crossed ? fill.side : userBuys ? "A" : "B",
        px: fill.px,
        sz: fill.sz,
        time: fill.time,
        hash: fill.hash,
        tid: fill.tid,
        users: userBuys ? [user, SYNTHETIC_COUNTERPARTY] : [SYNTHETIC_COUNTERPARTY, user],
      });
    }
  }
  return trades.sort((a, b) => b.time - a.time || b.tid - a.tid).slice(0, RECENT_TRADES);
}
