import type { HlSimEvent } from "../sim-events.ts";

/**
 * Which of the exchange's events a feed follows: `market` feeds move with blocks only, `trades` with
 * any user's fill, `marks` (a user's margin, tradable size) with blocks and the user's own events, and
 * every other `user` feed with the user's own events only.
 */
export type FeedTrigger = "market" | "trades" | "marks" | "user";

const MARKET = new Set(["allMids", "l2Book", "bbo", "candle", "activeAssetCtx"]);
const MARKS = new Set(["clearinghouseState", "activeAssetData", "webData3"]);

/** What a subscription of `type` follows. */
export function triggerOf(type: string): FeedTrigger {
  if (MARKET.has(type)) return "market";
  if (MARKS.has(type)) return "marks";
  if (type === "trades") return "trades";
  return "user";
}

/** Whether `event` may have changed what a feed following `trigger` (for `user`, if any) shows. */
export function movedBy(event: HlSimEvent, trigger: FeedTrigger, user: string | undefined): boolean {
  if (event.users === "all") return true;
  if (event.block && (trigger === "market" || trigger === "marks")) return true;
  if (trigger === "trades") return event.users.size > 0;
  return user !== undefined && event.users.has(user);
}
