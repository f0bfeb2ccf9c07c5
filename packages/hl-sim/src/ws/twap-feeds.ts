import type { TwapHistoryResponse, UserTwapSliceFillsResponse } from "@nktkas/hyperliquid/api/info";
import type { Feed, InfoReader } from "./feed.ts";

/**
 * A feed of a list that only grows: the first poll sends it all as the snapshot, later polls the
 * items not sent before (oldest first).
 */
function growing<T>(
  channel: string,
  read: () => Promise<T[]>,
  key: (item: T) => string,
  wrap: (items: T[], isSnapshot: boolean) => unknown,
): Feed {
  const seen = new Set<string>();
  let first = true;
  return {
    channel,
    async poll() {
      const fresh = (await read()).filter((item) => !seen.has(key(item)));
      for (const item of fresh) seen.add(key(item));
      const isSnapshot = first;
      first = false;
      if (!isSnapshot && fresh.length === 0) return [];
      return [wrap(fresh, isSnapshot)];
    },
  };
}

const history = (info: InfoReader, user: string) => async () =>
  (await info({ type: "twapHistory", user })) as TwapHistoryResponse;
const sliceFills = (info: InfoReader, user: string) => async () =>
  ((await info({ type: "userTwapSliceFills", user })) as UserTwapSliceFillsResponse).reverse();

/**
 * The running TWAPs of a user as `twapStates` sends them: every TWAP whose history has an activation
 * and no end yet, with what its suborders executed so far.
 */
async function runningStates(info: InfoReader, user: string) {
  const [rows, fills] = await Promise.all([history(info, user)(), sliceFills(info, user)()]);
  const ended = new Set(rows.filter((row) => row.status.status !== "activated").map((row) => row.twapId));
  const executed = new Map<number, { sz: number; ntl: number }>();
  for (const { fill, twapId } of fills) {
    const sum = executed.get(twapId) ?? { sz: 0, ntl: 0 };
    executed.set(twapId, { sz: sum.sz + Number(fill.sz), ntl: sum.ntl + Number(fill.sz) * Number(fill.px) });
  }
  return rows
    .filter((row) => row.status.status === "activated" && row.twapId !== undefined && !ended.has(row.twapId))
    .map((row) => {
      const id = row.twapId ?? 0;
      const sum = executed.get(id) ?? { sz: 0, ntl: 0 };
      // Decimal strings as the exchange writes them, without binary-float tails (0.30000000000000004).
      const decimal = (value: number, places: number) => String(Number(value.toFixed(places)));
      const state = { ...row.state, executedSz: decimal(sum.sz, 8), executedNtl: decimal(sum.ntl, 6) };
      return [id, state] as const;
    });
}

/** The feed of a TWAP subscription (`twapStates`, `userTwapHistory`, `userTwapSliceFills`), else undefined. */
export function createTwapFeed(info: InfoReader, type: string, user: string): Feed | undefined {
  switch (type) {
    case "userTwapHistory":
      return growing(
        "userTwapHistory",
        history(info, user),
        (row) => `${row.twapId}:${row.status.status}`,
        (rows, isSnapshot) => ({ user, history: rows, ...(isSnapshot ? { isSnapshot: true } : {}) }),
      );
    case "userTwapSliceFills":
      return growing(
        "userTwapSliceFills",
        sliceFills(info, user),
        (row) => String(row.fill.tid),
        (rows, isSnapshot) => ({ user, twapSliceFills: rows, ...(isSnapshot ? { isSnapshot: true } : {}) }),
      );
    case "twapStates": {
      let last: string | undefined;
      return {
        channel: "twapStates",
        async poll() {
          const message = { dex: "", user, states: await runningStates(info, user) };
          const text = JSON.stringify(message);
          if (text === last) return [];
          last = text;
          return [message];
        },
      };
    }
    default:
      return undefined;
  }
}
