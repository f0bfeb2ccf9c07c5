import { COINS, type CoinSymbol } from "@app/core/catalog/coins";

/** One perpetual of the local exchange: Hyperliquid's trading parameters plus the synthetic market's. */
export interface AssetSpec {
  /** Asset id: the index in `meta.universe`. */
  readonly index: number;
  /** Hyperliquid market name (`kPEPE`). */
  readonly name: string;
  readonly szDecimals: number;
  readonly maxLeverage: number;
  /** Price when the simulator starts (late-2025 level; kPEPE is 1000 PEPE). */
  readonly referencePrice: number;
  /** Standard deviation of the daily log return. */
  readonly dailyVolatility: number;
  /** Half the bid/ask spread of the synthetic book, in basis points of the mid. */
  readonly halfSpreadBps: number;
  /** Typical 24 h notional volume in USD. */
  readonly dayNotionalVolume: number;
  /** Typical open interest in USD. */
  readonly openInterestUsd: number;
}

type Params = Omit<AssetSpec, "index" | "name">;

const p = (
  szDecimals: number,
  maxLeverage: number,
  referencePrice: number,
  dailyVolatility: number,
  halfSpreadBps: number,
  dayNotionalVolume: number,
): Params => ({
  szDecimals,
  maxLeverage,
  referencePrice,
  dailyVolatility,
  halfSpreadBps,
  dayNotionalVolume,
  openInterestUsd: dayNotionalVolume * 0.8,
});

// szDecimals and max leverage from Hyperliquid's mainnet meta (reference §4.6), except ATOM's 10x:
// testnet's tier table for ATOM starts at 10x (margin-tables.ts); prices are late-2025 levels.
const PARAMS: Readonly<Record<CoinSymbol, Params>> = {
  BTC: p(5, 40, 97_000, 0.025, 0.5, 2.5e9),
  ETH: p(4, 25, 3_300, 0.035, 0.6, 1.2e9),
  SOL: p(2, 20, 160, 0.045, 1, 4e8),
  BNB: p(3, 10, 930, 0.025, 1.5, 3e7),
  XRP: p(0, 20, 2.35, 0.04, 1, 1.5e8),
  DOGE: p(0, 10, 0.17, 0.05, 1.2, 1e8),
  AVAX: p(2, 10, 16.5, 0.05, 2, 2e7),
  MATIC: p(1, 20, 0.19, 0.05, 2, 5e6),
  LINK: p(1, 10, 14.5, 0.045, 2, 3e7),
  UNI: p(1, 10, 7.2, 0.05, 2, 1.5e7),
  ATOM: p(2, 10, 3.0, 0.045, 2, 5e6),
  LTC: p(2, 10, 95, 0.04, 2, 1.2e7),
  DOT: p(1, 10, 2.9, 0.045, 2, 8e6),
  ADA: p(0, 10, 0.55, 0.045, 2, 3e7),
  NEAR: p(1, 10, 2.5, 0.05, 2, 1.5e7),
  APT: p(2, 10, 3.2, 0.05, 2, 1e7),
  ARB: p(1, 10, 0.28, 0.055, 2, 1.2e7),
  OP: p(1, 10, 0.42, 0.055, 2, 8e6),
  SUI: p(1, 10, 2.2, 0.055, 2, 6e7),
  FTM: p(0, 10, 0.45, 0.06, 2, 4e6),
  HYPE: p(2, 10, 38, 0.055, 1.5, 3e8),
  PEPE: p(0, 10, 0.0062, 0.065, 2.5, 4e7),
  SHIB: p(0, 10, 0.0095, 0.05, 2.5, 5e6),
  WIF: p(0, 5, 0.48, 0.07, 2.5, 2.5e7),
  BONK: p(0, 10, 0.0125, 0.07, 2.5, 1.2e7),
};

/** The 25 catalogue coins as perps, in catalogue order (asset id = position). */
export const ASSETS: readonly AssetSpec[] = COINS.map((coin, index) => ({
  index,
  name: coin.exchangeName,
  ...PARAMS[coin.symbol],
}));

const byName = new Map(ASSETS.map((asset) => [asset.name, asset]));

/** The asset with this Hyperliquid name, if listed. */
export function assetByName(name: string): AssetSpec | undefined {
  return byName.get(name);
}

/** The asset with this id, if listed. */
export function assetById(id: number): AssetSpec | undefined {
  return ASSETS[id];
}
