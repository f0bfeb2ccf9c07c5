import { agent } from "./en/agent.ts";
import { aiCost } from "./en/ai-cost.ts";
import { aiSetup } from "./en/ai-setup.ts";
import { autoTrading } from "./en/auto-trading.ts";
import { community } from "./en/community.ts";
import { exits } from "./en/exits.ts";
import { history } from "./en/history.ts";
import { learn } from "./en/learn.ts";
import { liveAnalysis } from "./en/live-analysis.ts";
import { memory } from "./en/memory.ts";
import { notify } from "./en/notify.ts";
import { onboarding } from "./en/onboarding.ts";
import { portfolio } from "./en/portfolio.ts";
import { priceChart } from "./en/price-chart.ts";
import { replay } from "./en/replay.ts";
import { risk } from "./en/risk.ts";
import { ticket } from "./en/ticket.ts";

/**
 * The English catalogue: the source of every user-visible string of the web app. The Chinese
 * catalogue has the same shape (checked by the compiler and by a test). Messages that come from
 * domain rules (validation, order results, API errors) live in core's catalogue instead.
 */
export const en = {
  app: {
    name: "HL AI Trader",
    tagline: "AI-assisted perps trading",
  },
  common: {
    cancel: "Cancel",
    close: "Close",
    retry: "Retry",
    copied: "Copied",
    refresh: "Refresh",
    showMore: "Show more",
    showLess: "Show less",
    notAvailable: "—",
    new: "New",
  },
  tabs: {
    dashboard: {
      label: "Dashboard",
      title: "Dashboard",
      subtitle: "Your paper account at a glance: balance, margin and open positions",
    },
    tradingDashboard: {
      label: "AI Trading",
      title: "AI Trading",
      subtitle: "Describe your idea, let the AI analyse the market, then review and execute its decisions",
    },
    aiSetup: {
      label: "AI Setup",
      title: "AI Setup",
      subtitle: "Choose the model that analyses the market and manage your API keys",
    },
    strategy: {
      label: "Strategy",
      title: "Strategy Factory",
      subtitle: "Replay the AI analysis on past markets and compare runs",
    },
    learn: {
      label: "Learn",
      title: "Learn Center",
      subtitle: "Perpetual futures, risk management and this app, step by step",
    },
    community: { label: "Community", title: "Community", subtitle: "Leaderboard and AI model comparison" },
    wallet: {
      label: "Wallet",
      title: "Wallet",
      subtitle: "Connect your browser wallet: your address is your account",
    },
  },
  shell: {
    navigation: "Main navigation",
    community: "Community",
    communityLinks: {
      chat: "Chat channel",
      group: "Chat group",
      social: "Social account",
    },
    mode: {
      label: "Trading mode",
      paper: "Paper",
      live: "Live",
      liveSoon: "Live trading is coming soon. Testnet only for now.",
    },
    language: {
      switchTo: "Switch language to {{language}}",
    },
    notifications: {
      label: "Notifications",
      labelUnread: "Notifications ({{count}} unread)",
      title: "Notifications",
      empty: "Nothing yet. Analyses and executions of this session will show up here.",
      clear: "Clear",
      analysisDone_one: "Analysis finished: {{count}} decision",
      analysisDone_other: "Analysis finished: {{count}} decisions",
      analysisFailed: "Analysis failed",
      executionDone: "Execution finished: {{success}} succeeded, {{failed}} failed",
      executionFailed: "Execution failed",
      autoTradingDone: "Auto-trading run finished: {{executed}} of {{total}} orders executed",
      autoTradingNoTrades: "Auto-trading run finished: no trade, every coin held",
      autoTradingFailed: "Auto-trading run failed: {{error}}",
      positionClosed: "{{coin}} position closed: realised {{pnl}} USDC after {{fee}} USDC fees",
      positionClosedPending:
        "{{coin}} position closed; its realised P&L shows under Closed trades once the exchange lists it",
      runFailureKept:
        "Not sent to your webhook or Telegram yet (this page is not signed in): it will be sent, with its time, after you sign in",
      runFailuresSent_one:
        "{{count}} auto-trading failure kept while signed out was sent to your webhook or Telegram",
      runFailuresSent_other:
        "{{count}} auto-trading failures kept while signed out were sent to your webhook or Telegram",
      exitPolicyNotSet: "{{coins}}: exit policy not set, the stop stays fixed where it was placed",
    },
    banner: {
      testnet: "Hyperliquid testnet only.",
      testnetDetail: "Test funds, no real trades; live trading is blocked.",
      local: "Local paper exchange.",
      noRealFunds: "Paper trading only.",
      paper: "Simulated funds, no real trades; live trading is blocked.",
    },
  },
  wallet: {
    connect: "Connect Wallet",
    connecting: "Connecting…",
    menuLabel: "Wallet menu for {{address}}",
    connected: "Connected",
    address: "Address",
    copyAddress: "Copy address",
    addressCopied: "Address copied",
    network: "Network",
    balance: "Balance",
    refreshBalance: "Refresh balance",
    balanceUnavailable: "Unavailable",
    disconnect: "Disconnect",
    explorer: "View on block explorer",
    errors: {
      rejected: "You rejected the connection request in your wallet.",
      pending: "A connection request is already open in your wallet.",
      failed: "Could not connect the wallet: {{reason}}",
    },
    card: {
      title: "Browser wallet",
      disconnected: "Not connected",
      description:
        "Connect MetaMask or any browser wallet. Nothing is signed or sent until you confirm in your wallet.",
    },
    instructions: {
      title: "How to start",
      step1: "Connect your wallet (required).",
      step2: "Set your API key in the AI Setup tab (optional: the built-in local analyst needs none).",
      step3: "Return to the dashboard and run an analysis from AI Trading.",
      step4: "Trades run on the local paper exchange or the Hyperliquid testnet: no real funds are used.",
    },
    download: "Don't have a wallet yet?",
    downloadLink: "Download MetaMask",
    account: {
      title: "Trading account",
      descriptionLocal:
        "Your USDC on the local paper exchange, under this wallet's address. Trades use this, not the wallet's ETH.",
      descriptionTestnet:
        "Your USDC on the Hyperliquid testnet, under this wallet's address. Trades use this, not the wallet's ETH.",
      descriptionUnknown:
        "Your USDC on the exchange, under this wallet's address. Trades use this, not the wallet's ETH.",
      value: "Account value",
      available: "Available to trade",
      margin: "Margin in use",
      positions: "Open positions",
      loadFailed: "Could not read the trading account",
      openDashboard: "Open the dashboard",
    },
  },
  trading: {
    prompt: {
      title: "Your trading idea",
      label: "Trading idea",
      placeholder:
        "e.g. Look for trend-following longs on strong coins, keep leverage modest and always set a stop loss.",
      placeholdersNote:
        "Text in curly braces, such as {balance} or {coins}, is filled in by the system. Keep it unchanged.",
      customized: "Customised",
      default: "Default",
      save: "Save",
      reset: "Reset default",
      unsaved: "Unsaved changes",
      length: "{{count}} / {{max}}",
    },
    dataSources: {
      title: "Data sources",
      required: "Required",
      selected: "{{count}} of {{total}} selected",
      info: "About {{name}}",
    },
    amount: {
      label: "Trade amount",
      quick: "Quick amounts",
      quickAmount: "Set {{amount}} USDC",
    },
    risk: {
      label: "Risk preference",
    },
    exchange: {
      label: "Exchange",
      fee: "Fee {{fee}}",
      paperNetwork: "local paper exchange in this build",
    },
    coins: {
      label: "Coins",
      selected: "{{count}} selected",
      popular: "Popular",
      meme: "Meme",
      more: "More coins",
      less: "Fewer coins",
      search: "Search coins",
      searchPlaceholder: "Symbol or name",
      noMatch: "No coin matches “{{query}}”.",
      min: "Select at least one coin.",
    },
    model: {
      label: "AI model",
      local: "Local analyst (built-in, no key)",
      localHint: "Rule-based, runs on the server, free",
      needsKey: "Needs an API key: save one in AI Setup",
    },
    settings: {
      title: "Analysis settings",
    },
    start: "Start AI Analysis",
    analysing: "Analysing…",
    analysisFailed: "The analysis failed",
    analysisFailedHint:
      "Check that the server is running. For models other than the local analyst, check your API key.",
    empty: {
      title: "No analysis yet",
      description:
        "Choose your settings on the left and start an analysis. Decisions for each coin will appear here.",
    },
    result: {
      overview: "Strategy overview",
      comprehensive: "Comprehensive analysis",
      whatAiSees: "What AI Sees",
      whatAiSeesMeta_one: "Full prompt · {{count}} character",
      whatAiSeesMeta_other: "Full prompt · {{count}} characters",
      meta: "{{model}} · {{latency}} · {{time}}",
      decisions: "Decisions",
      decisionsCount_one: "{{count}} coin",
      decisionsCount_other: "{{count}} coins",
      writtenIn: "Written in {{language}}",
      writtenInOther:
        "Written in {{language}}: the model answered in the language of the request. Run the analysis again to read it in {{current}}.",
      languageNames: { en: "English", zh: "Chinese" },
    },
    decision: {
      select: "Select {{coin}} decision",
      actions: { BUY: "BUY", SELL: "SELL", HOLD: "HOLD", CLOSE: "CLOSE" },
      confidence: "Confidence",
      position: "Position",
      noPosition: "No position",
      unrealizedPnl: "Unrealized P&L",
      entry: "Entry",
      plannedEntry: "Planned entry",
      current: "Current",
      quantity: "Quantity",
      leverage: "Leverage",
      stopLoss: "Stop loss",
      takeProfit: "Take profit",
      riskReward: "Risk/reward",
      reason: "Reason",
      resetEdits: "Reset edits",
      holdNote: "Hold: nothing is executed for this coin.",
      closeNote: "Closes the whole open position at market.",
    },
    execute: {
      notice: "Currently in paper trading mode, no real trades",
      button: "Execute Decisions",
      buttonTestnet: "Execute Decisions (Testnet)",
      buttonLocal: "Execute Decisions (Local exchange)",
      executing: "Executing…",
      fixEdits: "Fix the highlighted values before executing.",
      confirmTitle: "Execute these decisions?",
      confirmDescription: "The orders below go to your paper account on the exchange.",
      counts: { buy: "Buy", sell: "Sell", close: "Close" },
      skipped: "Skipped",
      serverSigns:
        "The server's API wallet signs these orders for your paper account: no wallet signature is needed.",
      confirm: "Execute",
      failed: "The execution failed",
    },
    results: {
      title: "Execution results",
      success: "Succeeded",
      failure: "Failed",
      at: "at {{time}}",
      dismiss: "Dismiss results",
      protectionNotPlaced: "{{orders}} not placed",
      unprotected:
        "{{coin}} filled, but the position has no {{orders}} on the exchange. Place it now, or close the position.",
      placeProtection: "Place protection",
      placingProtection: "Placing…",
      protectionPlaced: "Stop loss and take profit are on the exchange.",
      protectionFailed: "Protection could not be placed",
    },
  },
  dashboard: {
    summary: {
      balance: "Account balance",
      balanceDetail: "Initial {{initial}}",
      unrealizedPnl: "Unrealized P&L",
      unrealizedDetail: "{{percent}} of account",
      margin: "Used margin",
      marginDetail: "{{percent}} of account",
      available: "Available cash",
      availableDetail: "{{percent}} of account",
    },
    positions: {
      title: "Current positions",
      count: "{{count}} open",
      coin: "Coin",
      side: "Side",
      size: "Size",
      entry: "Entry",
      mark: "Mark",
      leverage: "Leverage",
      pnl: "Unrealized P&L (ROE)",
      liquidation: "Liq. price",
      margin: "Margin",
      long: "Long",
      short: "Short",
      empty: "No open positions",
      emptyDetail: "Positions you open from AI Trading show up here.",
      openTrading: "Go to AI Trading",
      error: "Could not load your account",
      updated: "Updated {{time}}",
      marginMode: { cross: "Cross", isolated: "Isolated" },
      noLiquidation: "No liquidation price: your account's equity covers any move of this coin now",
      crossNote:
        "Cross margin: every position is backed by your whole account's equity, so a liquidation price depends on all open positions and moves with them. A loss elsewhere brings it nearer; — means no move of that coin alone would liquidate the account now.",
    },
    connect: {
      title: "Connect your wallet to see your account",
      description:
        "Your paper account is tied to your wallet address. It is funded automatically the first time you use it.",
    },
  },
  aiSetup,
  agent,
  portfolio,
  history,
  priceChart,
  autoTrading,
  replay,
  risk,
  notify,
  ticket,
  exits,
  layout: {
    loadingTab: "Loading…",
    dismiss: "Dismiss",
    skipToContent: "Skip to content",
    tabBar: "Tabs",
  },
  onboarding,
  learn,
  community,
  aiCost,
  memory,
  liveAnalysis,
};

/**
 * The shape every catalogue has: the English one, with any text in its leaves. Plural forms other than
 * `_other` are optional: Chinese has only `_other`.
 */
export type Catalogue = Widen<typeof en>;

type PluralOnly = `${string}_${"zero" | "one" | "two" | "few" | "many"}`;

type Widen<T> = {
  [K in keyof T as K extends PluralOnly ? never : K]: T[K] extends string ? string : Widen<T[K]>;
} & {
  [K in keyof T as K extends PluralOnly ? K : never]?: string;
};
