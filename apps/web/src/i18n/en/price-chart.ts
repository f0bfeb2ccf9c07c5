/** English texts of the per-coin price chart (part of the English catalogue). */
export const priceChart = {
  open: "Price chart",
  openFor: "Open the {{coin}} price chart",
  title: "{{coin}} price",
  description: "Candles from the exchange with the trade's price lines",
  interval: "Candle width",
  intervals: { "5m": "5m", "15m": "15m", "1h": "1H", "4h": "4H", "1d": "1D" },
  levels: { entry: "Entry", stop: "Stop", target: "Target", liquidation: "Liquidation" },
  loading: "Loading candles…",
  loadFailed: "Could not load the price chart",
  empty: "No candles yet",
  emptyDetail: "The exchange has no trades in this coin for this window yet.",
  summary:
    "{{coin}}, {{count}} candles of {{interval}} from {{from}} to {{to}}: opened at {{open}}, last {{close}} ({{change}}), high {{high}}, low {{low}}.",
  levelsSummary: "Lines: {{levels}}.",
  noLevels: "No entry, stop, target or liquidation line to draw.",
  levelItem: "{{label}} {{price}}",
};
