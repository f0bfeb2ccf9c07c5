/** English texts of the portfolio screens (part of the English catalogue). */
export const portfolio = {
  chart: {
    title: "Account equity",
    unit: "Unit",
    timeframe: "Timeframe",
    timeframes: { "24H": "24H", "7D": "7D", "30D": "30D", ALL: "All Time" },
    loadingError: "Loading Error",
    empty: "No historical data",
    emptyDetail: "Data will appear here as it is generated.",
    executed: "Trade",
    summary:
      "Account value from {{from}} to {{to}}: {{first}} at the start, {{last}} at the end, highest {{high}}, lowest {{low}}. Trades are marked on the line.",
  },
  close: {
    button: "Close",
    rowLabel: "Close the {{coin}} position",
    title: "Close position",
    description: "Close your whole {{coin}} position at the market price?",
    confirm: "Close position",
    closing: "Closing...",
    failed: "Failed to close position",
    serverMode:
      "The app's server wallet sends a reduce-only market order for your paper account and cancels the position's stop-loss and take-profit orders. Create an agent wallet in AI Setup to sign in your browser instead.",
  },
  analyses: {
    title: "Recent analyses",
    localModel: "Local analyst",
    description: "Your 3 latest AI analyses; open one to see it in AI Trading",
    open: "Open the analysis of {{time}} in AI Trading",
    error: "Could not load your recent analyses",
    empty: "No analyses yet",
    emptyDetail: "Run an analysis in AI Trading and it shows up here.",
  },
};
