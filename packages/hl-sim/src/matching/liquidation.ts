import type { Account } from "../accounts/account.ts";
import { measureAccount } from "../accounts/margin.ts";
import { USD_DECIMALS } from "../numbers/decimal.ts";
import { formatPrice } from "../numbers/price-rules.ts";
import { execute } from "./execute.ts";
import type { SettleDeps } from "./settle.ts";

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
 * Cross liquidation as Hyperliquid runs it (docs "Liquidations"): when account value falls below
 * maintenance margin, every order of the account is cancelled and its positions are sold into the
 * book as market orders (at the touch), a large position 20 % at a time with a 30 s cooldown before
 * the next part; below 2/3 of maintenance margin the backstop liquidator takes every position over
 * at the mark. Cash may end below zero after a backstop. True when anything was liquidated.
 */
export function liquidateIfUnderwater(deps: SettleDeps, account: Account, now: number): boolean {
  const quote = (id: number) => deps.market.quote(deps.market.assetOf(id), now);
  const metrics = measureAccount(account.cash, account.positions(), {
    leverage: (a) => account.leverage(a),
    mark: (a) => quote(a.index).mark,
  });
  if (metrics.accountValue >= metrics.maintenanceMarginUsed) return false;
  const backstop = metrics.accountValue * 3 < metrics.maintenanceMarginUsed * 2;
  if (!backstop && now < account.liquidationCooldownUntil) return false;
  for (const order of deps.orders.liveOf(account.address))
    deps.orders.finish(order, "liquidatedCanceled", now);
  let partial = false;
  for (const [id, position] of account.positions()) {
    const asset = deps.market.assetOf(id);
    const { mark, bid, ask } = quote(id);
    const held = Math.abs(position.szi);
    const large = held * mark > LARGE_POSITION_NOTIONAL;
    const size = backstop || !large ? held : Math.max(1, Math.floor(held * PARTIAL_LIQUIDATION_SHARE));
    partial ||= size < held;
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
          markPx: formatPrice(mark, asset.szDecimals),
          method: backstop ? "backstop" : "market",
        },
      },
      false,
    );
  }
  if (partial) account.liquidationCooldownUntil = now + LIQUIDATION_COOLDOWN_MS;
  return true;
}
