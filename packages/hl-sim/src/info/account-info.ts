import type { ActiveAssetDataResponse, UserRoleResponse } from "@nktkas/hyperliquid/api/info";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import type { AgentRegistry } from "../accounts/agents.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import type { AssetSpec } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { formatUsd } from "../numbers/decimal.ts";
import { priceUnitsToWire, sizeUnitsToWire } from "../numbers/price-rules.ts";

/** `userRole`: an unexpired agent names its master; an opened account or operator is a user. */
export function userRole(
  state: {
    readonly agents: AgentRegistry;
    readonly accounts: AccountStore;
    readonly operators: ReadonlySet<string>;
    readonly now: number;
  },
  user: string,
): UserRoleResponse {
  const agent = state.agents.active(user, state.now);
  if (agent) return { role: "agent", data: { user: agent.master as `0x${string}` } };
  const known = state.accounts.isKnown(user) || state.operators.has(user.toLowerCase());
  return { role: known ? "user" : "missing" };
}

/**
 * `activeAssetData`: the asset's leverage (cross, or isolated with its raw USD), the USD margin free to open more (per side) and the
 * largest size it buys at the mark and leverage. A position on the other side can also be closed,
 * so that side may trade its size on top.
 */
export function activeAssetData(
  market: Market,
  account: Account,
  asset: AssetSpec,
  now: number,
): ActiveAssetDataResponse {
  const leverage = account.leverage(asset);
  const mark = market.quote(asset, now).mark;
  const metrics = measureAccount(
    account.cash,
    account.positions(),
    valuationOf(account, (a) => market.quote(a, now).mark),
  );
  const free = Math.max(0, metrics.accountValue - metrics.totalMarginUsed);
  const position = account.position(asset.index);
  const szi = position.szi;
  // Micro-USDC × leverage / price units = size units.
  const openable = Math.floor((free * leverage) / mark);
  const buy = openable + Math.max(0, -szi);
  const sell = openable + Math.max(0, szi);
  return {
    user: account.address as `0x${string}`,
    coin: asset.name,
    leverage: account.isIsolated(asset.index)
      ? {
          type: "isolated",
          value: leverage,
          rawUsd: formatUsd((account.isolatedMargin(asset.index) ?? 0) - Math.sign(szi) * position.entryNtl),
        }
      : { type: "cross", value: leverage },
    maxTradeSzs: [sizeUnitsToWire(buy, asset.szDecimals), sizeUnitsToWire(sell, asset.szDecimals)],
    availableToTrade: [formatUsd(free), formatUsd(free)],
    markPx: priceUnitsToWire(mark, asset.szDecimals),
  };
}
