/** One OHLCV candle with numbers (Hyperliquid sends strings; parse before use). */
export interface Candle {
  /** Open time, ms since the epoch. */
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Base-asset volume. */
  readonly volume: number;
}
