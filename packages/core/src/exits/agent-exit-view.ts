import { fromExchangeCoin } from "../catalog/coins.ts";
import type { AgentExitMarket, AgentExitView } from "./agent-exit-pass.ts";
import type { StandingStop } from "./review-exit.ts";

/** The parts of the exchange's `metaAndAssetCtxs` answer a view reads. */
export type ExchangeMetaAndContexts = readonly [
  { readonly universe: readonly { readonly name: string; readonly szDecimals: number }[] },
  readonly { readonly markPx: string }[],
];

/** The parts of the exchange's `clearinghouseState` answer a view reads. */
export interface ExchangeAccountState {
  /** The exchange's clock when it answered, ms since the epoch. */
  readonly time: number;
  readonly assetPositions: readonly { readonly position: { readonly coin: string; readonly szi: string } }[];
}

/** The parts of one order of the exchange's `frontendOpenOrders` answer a view reads. */
export interface ExchangeOpenOrder extends StandingStop {
  readonly isTrigger: boolean;
  readonly cloid?: string | null;
}

/**
 * What the browser's exit manager sees of an account, from the exchange's own answers (`metaAndAssetCtxs`,
 * `clearinghouseState`, `frontendOpenOrders`), with coins by their catalogue symbol.
 */
export function agentExitView(
  [meta, contexts]: ExchangeMetaAndContexts,
  state: ExchangeAccountState,
  open: readonly ExchangeOpenOrder[],
): AgentExitView {
  const markets = new Map<string, AgentExitMarket>();
  meta.universe.forEach((asset, assetIndex) => {
    const price = Number(contexts[assetIndex]?.markPx);
    if (Number.isFinite(price) && price > 0)
      markets.set(fromExchangeCoin(asset.name), { price, szDecimals: asset.szDecimals, assetIndex });
  });
  const positions = new Map(
    state.assetPositions.map(
      ({ position }) => [fromExchangeCoin(position.coin), Number(position.szi)] as const,
    ),
  );
  const stops = new Map<string, StandingStop>();
  for (const order of open) {
    if (order.isTrigger && order.cloid)
      stops.set(order.cloid.toLowerCase(), { triggerPx: order.triggerPx, sz: order.sz });
  }
  return { positions, stops, markets, time: state.time };
}
