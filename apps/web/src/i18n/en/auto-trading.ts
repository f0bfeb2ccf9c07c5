/** English texts of the AI auto-trading panel (part of the English catalogue). */
export const autoTrading = {
  title: "AI auto-trading",
  description: "Analyses and trades on a timer with the choices below",
  interval: "Interval (minutes)",
  start: "Start",
  stop: "Stop",
  status: {
    label: "Status",
    stopped: "Stopped",
    running: "Running",
    analyzing: "Analyzing...",
    unknown: "Unknown",
  },
  nextRun: "Next run",
  otherTab: "Runs in another tab of this browser; this tab takes over if that one closes.",
  config: {
    title: "Each run uses",
    summary: "{{model}} · {{coins}} · {{risk}}",
    hint: "Start takes the model, coins, data sources and risk preference chosen in AI Trading.",
  },
  place: {
    label: "Runs in",
    browser: "This browser",
    server: "The server",
    moveFailed: "Could not move the loop",
    serverUnavailable: "This server has no wallet for server mode, so the loop cannot run there.",
  },
  server: {
    about:
      "Runs on the app's server, also while this browser is closed. Trades go through the server wallet for your paper account.",
    modelNote:
      "The server always analyses with the built-in local analyst: your model keys never leave this browser.",
    signedOut: "Sign in to see and control the loop on the server.",
    signIn: "Sign in",
    loading: "Loading the server's loop...",
    loadFailed: "Could not load the server's loop",
    saveFailed: "Could not save the server's schedule",
    retry: "Retry",
    historySignedOut: "Sign in to see the server's runs.",
  },
  serverMode:
    "Runs in this browser while a tab of the app is open. Trades go through the app's server wallet for your paper account, after one sign-in signature.",
  tips: {
    title: "Tips",
    short: "15-60 min suits short-term trading",
    long: "60-240 min suits long-term trading",
  },
  history: {
    title: "Run history",
    empty: "No runs yet. Start the loop and its first run appears here.",
    success: "Success",
    failed: "Failed",
    error: "Error",
    executed: "{{executed}} of {{total}} orders executed",
    noTrades: "No trades to execute",
  },
};
