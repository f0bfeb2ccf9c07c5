import type { SignedAction } from "../api/agents.ts";
import type { ManagedExit } from "../api/exits.ts";
import { reviewExit, type StandingStop } from "./review-exit.ts";
import { MIN_STOP_MOVE_INTERVAL_MS } from "./stop-move-rule.ts";
import { movedStopWire, type StopWireOrder } from "./stop-wire.ts";

/** One coin's market as the exchange lists it (`metaAndAssetCtxs`). */
export interface AgentExitMarket {
  /** The mark price (stops trigger on it). */
  readonly price: number;
  readonly szDecimals: number;
  readonly assetIndex: number;
}

/** What the exchange says now of an account: positions, open stops and markets. */
export interface AgentExitView {
  /** Signed position sizes by coin. */
  readonly positions: ReadonlyMap<string, number>;
  /** The open trigger orders by client order id (lower case). */
  readonly stops: ReadonlyMap<string, StandingStop>;
  readonly markets: ReadonlyMap<string, AgentExitMarket>;
  /** The exchange's clock when it answered (ms): the rate limit is kept on it, as the server keeps it. */
  readonly time: number;
}

/** The `batchModify` action that moves one stop, as the agent signs it. */
export interface StopModifyAction {
  readonly type: "batchModify";
  readonly modifies: readonly [{ readonly oid: `0x${string}`; readonly order: StopWireOrder }];
}

/**
 * What the browser's exit manager reads and moves stops through (agent wallet): the wallet's managed stops on the
 * server, the exchange, the agent's signature, and the server's record of each look or move.
 */
export interface AgentExitPorts {
  /** The wallet's managed stops, as the server keeps them. */
  list(): Promise<readonly ManagedExit[]>;
  /** The exchange's positions, open orders and marks of the wallet. */
  look(): Promise<AgentExitView>;
  /** The coin's hourly ATR, or null while unknown (an ATR trail then waits). */
  atr(coin: string): Promise<number | null>;
  /** The action signed with the agent key. */
  sign(action: StopModifyAction): Promise<SignedAction>;
  /** Has the server look at the coin's stop and record what it finds; `move` is relayed after the server's checks. */
  sync(coin: string, move?: SignedAction): Promise<void>;
}

/** What one pass did about one managed stop. */
export type AgentExitOutcome =
  | { readonly coin: string; readonly kind: "moved"; readonly to: number }
  | { readonly coin: string; readonly kind: "held" | "closed" | "missing" }
  | { readonly coin: string; readonly kind: "failed"; readonly error: unknown };

/**
 * One pass of the browser's exit manager (agent wallet: the key lives only in the browser): reads the managed
 * stops and then the exchange's open orders, decides with the server's own review ({@link reviewExit}), and
 * moves a stop only by a `batchModify` of its cloid signed by the agent (never cancel-then-place). A stop gone
 * by hand is reported through the server, never recreated. One coin's failure does not stop the others.
 */
export async function agentExitPass(ports: AgentExitPorts): Promise<AgentExitOutcome[]> {
  const managed = (await ports.list()).filter(
    (exit) => exit.manager === "browser" && exit.status === "active",
  );
  if (managed.length === 0) return [];
  const view = await ports.look();
  const outcomes: AgentExitOutcome[] = [];
  for (const exit of managed) {
    outcomes.push(await passOne(exit, view, ports).catch((error: unknown) => failed(exit.coin, error)));
  }
  return outcomes;
}

function failed(coin: string, error: unknown): AgentExitOutcome {
  return { coin, kind: "failed", error };
}

async function passOne(
  exit: ManagedExit,
  view: AgentExitView,
  ports: AgentExitPorts,
): Promise<AgentExitOutcome> {
  const market = view.markets.get(exit.coin);
  if (!market) return failed(exit.coin, new Error(`${exit.coin} is not listed on the exchange`));
  const atr =
    exit.policy.kind === "trailing" && exit.policy.atr !== undefined ? await ports.atr(exit.coin) : null;
  const review = reviewExit(
    exit,
    {
      szi: view.positions.get(exit.coin) ?? 0,
      stop: view.stops.get(exit.stopCloid.toLowerCase()),
      market: { price: market.price, atr, szDecimals: market.szDecimals },
      now: view.time,
    },
    MIN_STOP_MOVE_INTERVAL_MS,
  );
  if (review.kind === "closed" || review.kind === "missing") {
    await ports.sync(exit.coin);
    return { coin: exit.coin, kind: review.kind };
  }
  if (review.kind === "hold") {
    if (review.state.extreme !== exit.extreme) await ports.sync(exit.coin);
    return { coin: exit.coin, kind: "held" };
  }
  const cloid = exit.stopCloid as `0x${string}`;
  const order = movedStopWire({
    side: exit.side,
    assetIndex: market.assetIndex,
    szDecimals: market.szDecimals,
    triggerPx: review.move.wire,
    size: review.stop.sz,
    cloid,
  });
  if (!order) return failed(exit.coin, new Error(`no valid limit price for a stop at ${review.move.wire}`));
  const signed = await ports.sign({ type: "batchModify", modifies: [{ oid: cloid, order }] });
  await ports.sync(exit.coin, signed);
  return { coin: exit.coin, kind: "moved", to: review.move.price };
}
