import type { TwapHistoryResponse, UserTwapSliceFillsResponse } from "@nktkas/hyperliquid/api/info";
import type { TwapStatesEvent } from "@nktkas/hyperliquid/api/subscription";
import type { Account } from "../accounts/account.ts";
import { formatUsd } from "../numbers/decimal.ts";
import { sizeUnitsToWire } from "../numbers/price-rules.ts";
import type { TwapHistoryEntry, TwapRecord, TwapStore } from "./twap-store.ts";

/** Hyperliquid answers fill lists with at most the 2000 most recent. */
const MAX_SLICE_FILLS = 2000;

type TwapState = TwapHistoryResponse[number]["state"];

/** A TWAP's `state` (Hyperliquid's TwapState), with what was executed as given. */
function stateOf(twap: TwapRecord, executed: { executedSz: number; executedNtl: number }): TwapState {
  const d = twap.asset.szDecimals;
  return {
    coin: twap.asset.name,
    executedNtl: formatUsd(executed.executedNtl),
    executedSz: sizeUnitsToWire(executed.executedSz, d),
    minutes: twap.minutes,
    randomize: twap.randomize,
    reduceOnly: twap.reduceOnly,
    side: twap.isBuy ? "B" : "A",
    stopPx: null,
    sz: sizeUnitsToWire(twap.sz, d),
    timestamp: twap.start,
    trigger: null,
    user: twap.user as `0x${string}`,
  };
}

/** `twapHistory`: each TWAP's activation and its end, oldest first; `time` in seconds as Hyperliquid sends it. */
export function twapHistory(twaps: TwapStore, user: string): TwapHistoryResponse {
  const rows: TwapHistoryResponse = [];
  for (const entry of twaps.historyOf(user)) {
    const twap = twaps.get(entry.twapId);
    if (twap) rows.push(historyRow(twap, entry));
  }
  return rows;
}

function historyRow(twap: TwapRecord, entry: TwapHistoryEntry): TwapHistoryResponse[number] {
  return {
    time: Math.floor(entry.time / 1000),
    state: stateOf(twap, entry),
    status: { status: entry.status },
    twapId: twap.id,
  };
}

/** `userTwapSliceFills`: the account's suborder fills with their TWAP, most recent first. */
export function userTwapSliceFills(account: Account): UserTwapSliceFillsResponse {
  const rows: UserTwapSliceFillsResponse = [];
  const fills = account.allFills();
  for (let i = fills.length - 1; i >= 0 && rows.length < MAX_SLICE_FILLS; i -= 1) {
    const fill = fills[i];
    if (fill && fill.twapId !== null) rows.push({ fill, twapId: fill.twapId });
  }
  return rows;
}

/** The `twapStates` WebSocket feed's states: the user's running TWAPs, `[twapId, state]`. */
export function twapStates(twaps: TwapStore, user: string): TwapStatesEvent["states"] {
  return twaps
    .of(user)
    .filter((twap) => twap.status === "activated")
    .map((twap) => [twap.id, stateOf(twap, twap)]);
}
