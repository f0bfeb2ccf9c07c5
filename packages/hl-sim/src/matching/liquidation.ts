import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { belowMaintenance, measureAccount, underwaterIsolated, valuationOf } from "../accounts/margin.ts";
import type { Market } from "../market/market.ts";
import { USD_DECIMALS } from "../numbers/decimal.ts";
import { priceUnitsToWire } from "../numbers/price-rules.ts";
import type { TwapStore } from "../twap/twap-store.ts";
import { execute, type IdSource } from "./execute.ts";
import type { OrderStore } from "./order-store.ts";

/** The state the market's own events (funding, triggers, resting fills, liquidations) change. */
export interface SettleDeps {
  readonly market: Market;
  readonly ids: IdSource;
  readonly orders: OrderStore;
  readonly accounts: AccountStore;
  /** TWAP orders whose due suborders run here (absent where no TWAP can exist). */
  readonly twaps?: TwapStore;
  /** Collects the users whose account or orders changed (whom the WebSocket pushes to; see sim.ts). */
  readonly touched?: Set<string>;
}

/**
 * Hyperliquid liquidates a position above this notional 20 % at a time ($100k on mainnet, $10k on
 * testnet, whose rules this exchange follows).
 */
export const LARGE_POSITION_NOTIONAL = 10_000 * 10 ** USD_DECIMALS;
/** The share of a large position each partial liquidation closes. */
export const PARTIAL_LIQUIDATION_SHARE = 0.2;
/** The cooldown between two partial liquidations of an account. */
export const LIQUIDATION_COOLDOWN_MS = 30_000;

/**
 * Liquidation as Hyperliquid runs it (docs "Liquidations"). Cross: when cross account value falls
 * below cross maintenance margin, every order of the account is cancelled and its cross positions
 * are sold into the book as market orders (at the touch), a large position 20 % at a time with a
 * 30 s cooldown before the next part; below 2/3 of maintenance margin the backstop liquidator takes
 * every cross position over at the mark, and cash may end below zero. Isolated: a position whose
 * own equity (margin + unrealised P&L) falls below its maintenance margin is liquidated the same
 * way on its own, its orders cancelled, and it loses at most its own margin. True when anything
 * was liquidated.
 */
export function liquidateIfUnderwater(deps: SettleDeps, account: Account, now: number): boolean {
  const quote = (id: number) => deps.market.quote(deps.market.assetOf(id), now);
  const measure = () =>
    measureAccount(
      account.cash,
      account.positions(),
      valuationOf(account, (a) => quote(a.index).mark),
    );
  const valuation = valuationOf(account, (a) => quote(a.index).mark);
  if (!belowMaintenance(account.cash, account.positions(), valuation)) return false;
  let metrics = measure();
  let liquidated = false;
  for (const m of underwaterIsolated(metrics)) {
    const backstop = m.marginUsed * 3 < m.maintenanceMargin * 2;
    if (!backstop && now < account.liquidationCooldownUntil) continue;
    for (const order of deps.orders.liveOf(account.address)) {
      if (order.asset.index === m.asset.index) deps.orders.finish(order, "liquidatedCanceled", now);
    }
    if (liquidatePosition(deps, account, m.asset.index, backstop, now)) {
      account.liquidationCooldownUntil = now + LIQUIDATION_COOLDOWN_MS;
    }
    liquidated = true;
  }
  // What an isolated liquidation returned to the cross balance counts before cross is checked.
  if (liquidated) metrics = measure();
  const crossPositions = metrics.positions.filter((m) => m.isolatedMargin === null);
  if (crossPositions.length === 0 || metrics.accountValue >= metrics.maintenanceMarginUsed) return liquidated;
  const backstop = metrics.accountValue * 3 < metrics.maintenanceMarginUsed * 2;
  if (!backstop && now < account.liquidationCooldownUntil) return liquidated;
  for (const order of deps.orders.liveOf(account.address)) {
    if (!account.isIsolated(order.asset.index)) deps.orders.finish(order, "liquidatedCanceled", now);
  }
  let partial = false;
  for (const m of crossPositions) {
    if (liquidatePosition(deps, account, m.asset.index, backstop, now)) partial = true;
  }
  if (partial) account.liquidationCooldownUntil = now + LIQUIDATION_COOLDOWN_MS;
  return true;
}

/**
 * Closes one position into the book at the touch (a large one 20 % at a time) or, for the
 * backstop, wholly at the mark. True when it closed only part of it.
 */
function liquidatePosition(
  deps: SettleDeps,
  account: Account,
  id: number,
  backstop: boolean,
  now: number,
): boolean {
  const asset = deps.market.assetOf(id);
  const { mark, bid, ask } = deps.market.quote(asset, now);
  const position = account.position(id);
  const held = Math.abs(position.szi);
  const large = held * mark > LARGE_POSITION_NOTIONAL;
  const size = backstop || !large ? held : Math.max(1, Math.floor(held * PARTIAL_LIQUIDATION_SHARE));
  const isBuy = position.szi < 0;
  execute(
    deps,
    account,
    {
      asset,
      isBuy,
      size,
      // A market liquidation crosses the book; the backstop takes the position at the mark.
      px: backstop ? mark : isBuy ? ask : bid,
      maker: false,
      oid: deps.ids.nextOid(),
      time: now,
      liquidation: {
        markPx: priceUnitsToWire(mark, asset.szDecimals),
        method: backstop ? "backstop" : "market",
      },
    },
    false,
  );
  return size < held;
}
