import { USD_DECIMALS } from "../numbers/decimal.ts";
import type { AssetSpec } from "./assets.ts";

/** One tier of a margin table: from `lowerBound` micro-USDC of position value up, at most `maxLeverage`. */
export interface MarginTier {
  readonly lowerBound: number;
  readonly maxLeverage: number;
}

/** A margin table as `meta` lists it: tiers by rising lower bound, the first from 0. */
export interface MarginTable {
  readonly id: number;
  readonly description: string;
  readonly tiers: readonly MarginTier[];
}

const usd = (dollars: number) => dollars * 10 ** USD_DECIMALS;

/**
 * Tiered tables of the testnet assets that have them (reference §4.6, Hyperliquid's testnet tier
 * docs: BTC, ETH, DOGE / SUI / kSHIB, ARB / ATOM / AVAX; the others of those docs are not listed
 * here, and mainnet's tiers start at $3M or more, beyond any paper account);
 * the ids are Hyperliquid's range for tiered tables (50 and above; testnet's BTC table is 54, ETH's
 * 50). Every other asset has a single tier whose id is its max leverage, as on Hyperliquid.
 */
const TIERED: readonly (MarginTable & { readonly coins: readonly string[] })[] = [
  {
    id: 50,
    description: "tiered 25x",
    coins: ["ETH"],
    tiers: [
      { lowerBound: 0, maxLeverage: 25 },
      { lowerBound: usd(20_000), maxLeverage: 10 },
      { lowerBound: usd(50_000), maxLeverage: 5 },
    ],
  },
  {
    id: 51,
    description: "tiered 10x",
    coins: ["DOGE", "SUI", "kSHIB"],
    tiers: [
      { lowerBound: 0, maxLeverage: 10 },
      { lowerBound: usd(20_000), maxLeverage: 5 },
    ],
  },
  {
    id: 52,
    description: "tiered 10x (2)",
    coins: ["AVAX", "ARB", "ATOM"],
    tiers: [
      { lowerBound: 0, maxLeverage: 10 },
      { lowerBound: usd(10_000), maxLeverage: 5 },
    ],
  },
  {
    id: 54,
    description: "tiered 40x",
    coins: ["BTC"],
    tiers: [
      { lowerBound: 0, maxLeverage: 40 },
      { lowerBound: usd(10_000), maxLeverage: 25 },
      { lowerBound: usd(50_000), maxLeverage: 10 },
    ],
  },
];

const tableByCoin = new Map(TIERED.flatMap((table) => table.coins.map((coin) => [coin, table] as const)));

/** The margin table of an asset. */
export function marginTableOf(asset: AssetSpec): MarginTable {
  return (
    tableByCoin.get(asset.name) ?? {
      id: asset.maxLeverage,
      description: "",
      tiers: [{ lowerBound: 0, maxLeverage: asset.maxLeverage }],
    }
  );
}

/** Every table `meta` lists: the tiered ones and one single-tier table per max leverage in use. */
export function marginTables(assets: readonly AssetSpec[]): MarginTable[] {
  const tables = new Map<number, MarginTable>();
  for (const asset of assets) {
    const table = marginTableOf(asset);
    tables.set(table.id, table);
  }
  return [...tables.values()].sort((a, b) => a.id - b.id);
}

/** The tier a position of `value` micro-USDC falls in. */
function tierIndex(table: MarginTable, value: number): number {
  let index = 0;
  for (let i = 1; i < table.tiers.length; i += 1) {
    if (value > (table.tiers[i]?.lowerBound ?? Number.POSITIVE_INFINITY)) index = i;
  }
  return index;
}

/** The highest leverage a position of `value` micro-USDC may have. */
export function maxLeverageAt(asset: AssetSpec, value: number): number {
  const table = marginTableOf(asset);
  return table.tiers[tierIndex(table, value)]?.maxLeverage ?? asset.maxLeverage;
}

/** Maintenance margin rate of a tier: half the initial margin rate at its max leverage. */
const rate = (tier: MarginTier) => 1 / (2 * tier.maxLeverage);

/** Per tier of a table: its lower bound, maintenance rate and deduction (computed once per asset). */
interface MaintenanceTier {
  readonly lowerBound: number;
  readonly rate: number;
  readonly deduction: number;
}

function maintenanceTiers(table: MarginTable): MaintenanceTier[] {
  const tiers: MaintenanceTier[] = [];
  for (const tier of table.tiers) {
    const below = tiers.at(-1);
    const deduction = below ? below.deduction + tier.lowerBound * (rate(tier) - below.rate) : 0;
    tiers.push({ lowerBound: tier.lowerBound, rate: rate(tier), deduction });
  }
  return tiers;
}

// Liquidation checks value every position on every request: the tiers are worked out once.
const maintenanceByAsset = new Map<number, readonly MaintenanceTier[]>();

function maintenanceTier(asset: AssetSpec, value: number): MaintenanceTier {
  let tiers = maintenanceByAsset.get(asset.index);
  if (!tiers) {
    tiers = maintenanceTiers(marginTableOf(asset));
    maintenanceByAsset.set(asset.index, tiers);
  }
  let tier = tiers[0] ?? { lowerBound: 0, rate: 1 / (2 * asset.maxLeverage), deduction: 0 };
  for (let i = 1; i < tiers.length; i += 1) {
    const next = tiers[i];
    if (next && value > next.lowerBound) tier = next;
  }
  return tier;
}

/**
 * Maintenance margin of a position worth `value` micro-USDC (reference §4.5):
 * value × mmr(tier) − deduction(tier), with deduction(n) = deduction(n−1) + lowerBound(n) ×
 * (mmr(n) − mmr(n−1)), which keeps it continuous across tier bounds. Also the rate `l` the
 * liquidation price formula needs: that of the position's tier.
 */
export function maintenanceOf(asset: AssetSpec, value: number): { margin: number; rate: number } {
  const tier = maintenanceTier(asset, value);
  return { margin: Math.round(value * tier.rate - tier.deduction), rate: tier.rate };
}

/** `maintenanceOf(asset, value).margin`, without building the answer object. */
export function maintenanceMargin(asset: AssetSpec, value: number): number {
  const tier = maintenanceTier(asset, value);
  return Math.round(value * tier.rate - tier.deduction);
}
