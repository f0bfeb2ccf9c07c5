import { findCoin } from "../catalog/coins.ts";
import type { DataSourceSelection } from "../catalog/data-sources.ts";
import { computeIndicators, type IndicatorSnapshot } from "../indicators/indicators.ts";
import type { PromptCoin } from "./prompt-input.ts";

/**
 * Closes of each series the prompt shows: 3 h of 15-minute candles, 2 days of 4-hour ones. The last is the
 * live candle, whose close is the price; the completed ones go in {@link seriesLine}.
 */
export const SERIES_LENGTH = 12;

/** Hourly funding at which one side counts as fully crowded (0.005 %/h, 4× the neutral 0.00125 %). */
const CROWDED_FUNDING = 0.00005;
/** Premium of mark over oracle at which one side counts as fully crowded. */
const CROWDED_PREMIUM = 0.001;
/** Open-interest growth at which fresh positioning counts fully. */
const CROWDED_OI_CHANGE_PERCENT = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A number with five significant figures and no trailing zeros, as exchanges quote prices. */
export const sig = (value: number) => Number(value.toPrecision(5)).toString();
const signed = (value: number, digits: number) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
/** `value` in whole basis points (0.01 %) of `base`, signed: "+18", "-5", "+0". */
const bp = (value: number, base: number) =>
  signed(base > 0 ? Math.round(((value - base) / base) * 10_000) : 0, 0);
/** Basis points with one decimal below 10 (a histogram near zero), whole ones above. */
const fineBp = (value: number) =>
  signed(
    Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value),
    Math.abs(value) < 10 ? 1 : 0,
  );

/** Two values of a coin (15m;4h) in basis points of its price. */
const bpPair = (a: number | null, b: number | null, price: number) =>
  `${a === null ? "-" : bp(a, price)};${b === null ? "-" : bp(b, price)}`;
const compactUsd = (value: number) =>
  value >= 1e9
    ? `$${sig(value / 1e9)}B`
    : value >= 1e6
      ? `$${sig(value / 1e6)}M`
      : `$${Math.round(value).toString()}`;

/**
 * Crowd positioning in [-1, 1] (positive: longs crowded) from what the exchange publishes: funding
 * (who pays to hold), the premium of mark over oracle (who is pushing the perp) and, when the open
 * interest grows, the direction of the 24 h move (who is opening). Funding weighs most.
 */
export function sentimentScore(coin: PromptCoin): number {
  const funding = clamp(coin.fundingRate / CROWDED_FUNDING, -1, 1);
  const premium = clamp(coin.premium / CROWDED_PREMIUM, -1, 1);
  const change = coin.openInterestChangePercent;
  const fresh =
    change !== null && change > 0
      ? Math.sign(coin.change24hPercent) * clamp(change / CROWDED_OI_CHANGE_PERCENT, 0, 1)
      : 0;
  return Number(clamp(funding * 0.5 + premium * 0.3 + fresh * 0.2, -1, 1).toFixed(2));
}

/** Liquidation distance of a new position at a leverage, as a share of the price: initial minus maintenance margin. */
export function liquidationDistance(leverage: number, maxLeverage: number): number {
  return Math.max(0, 1 / leverage - 1 / (2 * maxLeverage));
}

/**
 * The closes of a coin's completed candles of one series, oldest first: the first close, then each later one in
 * basis points from it (`BTC c4h=93130:+103,+76,…`), two tokens a close where a price takes three to five. They
 * change only when a candle closes, so these lines come before the time and the live values and stay in
 * providers' caches.
 */
export function seriesLine(coin: PromptCoin, series: "c15m" | "c4h"): string {
  const candles = (series === "c15m" ? coin.intraday : coin.context).slice(-SERIES_LENGTH, -1);
  const [first, ...rest] = candles.map((candle) => candle.close);
  if (first === undefined) return `${coin.coin} ${series}=-`;
  return `${coin.coin} ${series}=${sig(first)}:${rest.map((close) => bp(close, first)).join(",")}`;
}

/** Whether a coin trades as 1000-coin contracts (kPEPE): its prices and quantities are per contract. */
export function isPerThousand(coin: string): boolean {
  return findCoin(coin)?.exchangeName.startsWith("k") === true;
}

/**
 * One compact line of a coin's live market data, with only the ticked sources: each value right after its key
 * (`rsi67;61`, `fund+0.13`), a token less per field than with an `=` between them.
 */
export function coinLine(coin: PromptCoin, sources: DataSourceSelection, bandMaxLeverage: number): string {
  const intraday: IndicatorSnapshot = computeIndicators(coin.intraday);
  const context: IndicatorSnapshot = computeIndicators(coin.context);
  const perThousand = isPerThousand(coin.coin);
  const cells = [
    coin.coin,
    `px${sig(coin.price)}${perThousand ? "/1000" : ""}`,
    `24h${signed(coin.change24hPercent, 1)}%`,
    `atr${intraday.atrRatio === null ? "-" : Math.round(intraday.atrRatio * 10_000)}`,
  ];
  if (coin.maxLeverage < bandMaxLeverage) cells.push(`maxlev${coin.maxLeverage}x`);
  if (sources.ema)
    cells.push(
      `ema${bpPair(intraday.emaFast, intraday.emaSlow, coin.price)}|${bpPair(context.emaFast, context.emaSlow, coin.price)}`,
    );
  if (sources.rsi)
    cells.push(
      `rsi${intraday.rsi === null ? "-" : intraday.rsi.toFixed(0)};${context.rsi === null ? "-" : context.rsi.toFixed(0)}`,
    );
  if (sources.macd) {
    // The histogram in basis points of the price (one decimal: it is small), comparable across coins.
    const histogram = (value: number | null) =>
      value === null || coin.price <= 0 ? "-" : fineBp((value / coin.price) * 10_000);
    cells.push(
      `macd${histogram(intraday.macd?.histogram ?? null)};${histogram(context.macd?.histogram ?? null)}`,
    );
  }
  if (sources.volume) {
    const ratio = (value: number | null) => (value === null ? "-" : value.toFixed(1));
    cells.push(`vol${ratio(intraday.lastVolumeRatio)};${ratio(context.lastVolumeRatio)}`);
  }
  if (sources.funding) cells.push(`fund${signed(coin.fundingRate * 10_000, 2)}`);
  if (sources.oi) {
    const change = coin.openInterestChangePercent;
    const window = `${coin.openInterestWindowMinutes}m`;
    cells.push(
      `oi${compactUsd(coin.openInterestUsd)}${change === null ? "" : `(${signed(change, 1)}%/${window})`}`,
    );
  }
  if (sources.sentiment) cells.push(`sent${signed(sentimentScore(coin), 2)}`);
  if (sources.liquidation) {
    const leverage = Math.min(bandMaxLeverage, coin.maxLeverage);
    cells.push(`liq${leverage}x±${(liquidationDistance(leverage, coin.maxLeverage) * 100).toFixed(1)}%`);
  }
  return cells.join(" ");
}
