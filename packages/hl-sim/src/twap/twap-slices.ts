import type { AccountStore } from "../accounts/account-store.ts";
import type { Market } from "../market/market.ts";
import { hash4, toUniform } from "../market/rng.ts";
import { execute, type IdSource, orderHash } from "../matching/execute.ts";
import { exceedsTier } from "../matching/place-order.ts";
import { TWAP_SLICE_MS, type TwapRecord, type TwapStore } from "./twap-store.ts";

/** A suborder crosses the book at most 3 % away from the mark (docs "Order types"). */
const MAX_SLIPPAGE = 0.03;
/** A suborder catching up on missed size is at most 3 × the normal suborder (docs "Order types"). */
const CATCH_UP_FACTOR = 3;
/** With `randomize`, each suborder is its normal size ± this share of it. */
const RANDOM_SHARE = 0.5;
// A draw stream of its own, so TWAP sizes never correlate with the market's draws (rng.ts streams end at 11).
const TWAP_STREAM = 101;

/** What slicing TWAPs reads and changes. */
export interface TwapSettleDeps {
  readonly market: Market;
  readonly ids: IdSource;
  readonly accounts: AccountStore;
  readonly twaps: TwapStore;
  /** Collects the users whose TWAPs moved (see SettleDeps). */
  readonly touched?: Set<string> | undefined;
}

/** Number of suborders of a TWAP: one every 30 s over its duration. */
export function sliceCount(minutes: number): number {
  return (minutes * 60_000) / TWAP_SLICE_MS;
}

/**
 * Size the TWAP should have executed once suborder `k` ran: an even share of the total per suborder,
 * moved by a seeded draw of ± half a share with `randomize` (the last suborder aims at the whole size).
 */
function targetAfter(twap: TwapRecord, k: number, seed: number): number {
  const n = sliceCount(twap.minutes);
  if (k >= n - 1) return twap.sz;
  const even = (twap.sz * (k + 1)) / n;
  if (!twap.randomize) return Math.round(even);
  const draw = toUniform(hash4(seed, TWAP_STREAM, twap.id, k)) * 2 - 1;
  return Math.min(twap.sz, Math.max(0, Math.round(even + draw * RANDOM_SHARE * (twap.sz / n))));
}

/**
 * Runs suborder `k` at its own instant: an IOC at the touch if the touch is within 3 % of the mark,
 * sized to catch up with the target (at most 3 × a normal suborder), reduce-only sized to the
 * position. A suborder that cannot fill (no position to reduce, the margin or the tier refuses it,
 * the touch too far away) is skipped; later ones catch up. True when it filled.
 */
function runSlice(deps: TwapSettleDeps, twap: TwapRecord, k: number, seed: number): boolean {
  const time = twap.start + k * TWAP_SLICE_MS;
  const account = deps.accounts.find(twap.user);
  if (!account) return false;
  const normal = Math.max(1, Math.ceil(twap.sz / sliceCount(twap.minutes)));
  let size = Math.min(targetAfter(twap, k, seed) - twap.executedSz, CATCH_UP_FACTOR * normal);
  size = Math.min(size, twap.sz - twap.executedSz);
  if (twap.reduceOnly) {
    const szi = account.position(twap.asset.index).szi;
    const closing = twap.isBuy ? szi < 0 : szi > 0;
    size = closing ? Math.min(size, Math.abs(szi)) : 0;
  }
  if (size <= 0) return false;
  const quote = deps.market.quote(twap.asset, time);
  const touch = twap.isBuy ? quote.ask : quote.bid;
  const limit = quote.mark * (twap.isBuy ? 1 + MAX_SLIPPAGE : 1 - MAX_SLIPPAGE);
  if (twap.isBuy ? touch > limit : touch < limit) return false;
  if (exceedsTier(account, twap.asset, twap.isBuy, size, quote.mark)) return false;
  const oid = deps.ids.nextOid();
  const exec = {
    asset: twap.asset,
    isBuy: twap.isBuy,
    size,
    px: touch,
    maker: false,
    oid,
    time,
    hash: orderHash(oid),
    twapId: twap.id,
  };
  if (!execute(deps, account, exec)) return false;
  twap.executedSz += size;
  twap.executedNtl += size * touch;
  return true;
}

/**
 * Runs every suborder of every running TWAP that is due by `now` (each at its own instant on the
 * exchange's clock) and ends the TWAPs whose last suborder ran or whose size is all executed.
 * Returns whether anything changed (for the journal, as `settle`).
 */
export function settleTwaps(deps: TwapSettleDeps, now: number): boolean {
  const seed = deps.twaps.seed;
  let changed = false;
  for (const twap of deps.twaps.running()) {
    const n = sliceCount(twap.minutes);
    while (twap.nextSlice < n && twap.start + twap.nextSlice * TWAP_SLICE_MS <= now) {
      runSlice(deps, twap, twap.nextSlice, seed);
      twap.nextSlice += 1;
      changed = true;
      deps.touched?.add(twap.user);
      if (twap.executedSz >= twap.sz) break;
    }
    if (twap.nextSlice >= n || twap.executedSz >= twap.sz) {
      const last = twap.start + (twap.nextSlice - 1) * TWAP_SLICE_MS;
      deps.twaps.end(twap, "finished", Math.min(now, Math.max(twap.start, last)));
      changed = true;
      deps.touched?.add(twap.user);
    }
  }
  return changed;
}
