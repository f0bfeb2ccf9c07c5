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
      subtitle: "Build, save and reuse trading strategies",
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
    },
    banner: {
      testnet: "Testnet only (Arbitrum Sepolia).",
      paper: "This build trades on the local paper exchange: simulated funds, no real trades.",
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
      step4: "Trades run on the testnet: no real funds are used.",
    },
    download: "Don't have a wallet yet?",
    downloadLink: "Download MetaMask",
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
    },
    decision: {
      select: "Select {{coin}} decision",
      actions: { BUY: "BUY", SELL: "SELL", HOLD: "HOLD", CLOSE: "CLOSE" },
      confidence: "Confidence",
      position: "Position",
      noPosition: "No position",
      unrealizedPnl: "Unrealized P&L",
      entry: "Entry",
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
      button: "Execute Decisions (Testnet)",
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
    },
    connect: {
      title: "Connect your wallet to see your account",
      description:
        "Your paper account is tied to your wallet address. It is funded automatically the first time you use it.",
    },
    later: {
      title: "AI auto-trading",
      description: "This panel arrives in a later release.",
    },
  },
  aiSetup: {
    connectFirst: "Connect your wallet in the Wallet tab first: keys are saved per wallet address",
    openWallet: "Open Wallet",
    keys: {
      title: "API keys",
      description:
        "Your keys stay in this browser, encrypted, per wallet address; they travel only with your own requests",
      modeLabel: "API mode",
      modeOpenRouter: "OpenRouter (recommended)",
      modeNative: "Native API (advanced)",
      openRouterHint: "One OpenRouter key reaches every model.",
      nativeHint: "One key per provider, billed by each provider directly.",
      keyLabel: "{{provider}} API Key",
      saved: "Saved",
      savedPlaceholder: "A key is saved; type a new one to replace it",
      getKey: "Get a key",
      show: "Show key",
      hide: "Hide key",
      save: "Save",
      delete: "Delete",
      deleteTitle: "Delete the {{provider}} key?",
      test: "Test",
      savedNotice: "Saved successfully!",
      testOk: "The key works: {{provider}} answered with {{model}} in {{ms}} ms",
      testFailed: "The key does not work: {{reason}}",
    },
    models: {
      title: "AI model",
      description: "The model every analysis uses, here and in AI Trading",
      multiSoon: "Multi-AI: coming soon",
      selected: "Selected",
      localName: "Local analyst",
      localDescription: "Built in, rule-based, runs on the server: no key needed",
      free: "Free",
      rating: "Rating",
      profitRate: "Profit rate",
      apiCost: "API cost / 1k tokens",
      freeCredits: "Free credits",
      needsKey: "API key missing: add it below",
      openRouterOnly: "Only through OpenRouter",
      extraLabel: "More models",
      extraNone: "Choose another model",
      extra: { gemini: "Gemini", mixtral: "Mixtral", llama3: "Llama 3" },
    },
    coinsPrompt: {
      title: "Coins and prompt",
      description: "The same coins and trading idea as in AI Trading",
    },
    guide: {
      aspect: "Compare",
      rows: {
        keys: { label: "Keys needed", openrouter: "1", native: "3-4 (one per provider)" },
        models: {
          label: "Models",
          openrouter: "All models, including Grok, Mixtral and Llama 3",
          native: "DeepSeek, Qwen, GPT-4, Claude, Gemini",
        },
        billing: { label: "Billing", openrouter: "One account", native: "Each provider separately" },
        setup: { label: "Setup", openrouter: "Easiest", native: "Advanced" },
      },
      costTitle: "API cost per 1,000 tokens",
      costTip: "Tip: new users often get $5-10 of free credits from the provider.",
      analysisCost:
        "One analysis uses about 2,000-5,000 tokens, about $0.02-0.15. Native mode needs 3-4 keys, OpenRouter mode 1.",
    },
  },
  portfolio: {
    chart: {
      title: "Account equity",
      unit: "Unit",
      timeframe: "Timeframe",
      timeframes: { "24H": "24H", "7D": "7D", "30D": "30D", ALL: "All Time" },
      loadingError: "Loading Error",
      empty: "No historical data",
      emptyDetail: "Data will appear here as it is generated.",
      executed: "Trade",
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
      description: "Your 3 latest AI analyses; open one to see it in AI Trading",
      open: "Open the analysis of {{time}} in AI Trading",
      error: "Could not load your recent analyses",
      empty: "No analyses yet",
      emptyDetail: "Run an analysis in AI Trading and it shows up here.",
    },
  },
  comingSoon: {
    badge: "Coming in a later release",
    strategy: {
      title: "Strategy Factory is on its way",
      description: "Save your trading ideas as reusable strategies and run them again with one click.",
    },
    learn: {
      title: "The Learn Center is on its way",
      description:
        "Lessons on DeFi, perpetual futures and risk management, a glossary and an FAQ, in English and Chinese.",
    },
    community: {
      title: "Community is on its way",
      description: "A leaderboard of traders and a comparison of AI models.",
    },
    openTrading: "Open AI Trading",
  },
  layout: {
    loadingTab: "Loading…",
    dismiss: "Dismiss",
    tabBar: "Tabs",
  },
  onboarding: {
    title: "Welcome to HL AI Trader",
    welcome:
      "AI helps you analyse crypto perpetual futures and you decide what to trade, on a paper account with simulated funds. Three steps to your first trade:",
    steps: {
      selectAi: {
        title: "Select your AI",
        body: "Pick the model that analyses the market. The built-in local analyst needs no key and costs nothing; your own OpenRouter or provider key unlocks the large models.",
      },
      connectDex: {
        title: "Connect to the exchange",
        body: "Connect a browser wallet: its address is your account on the testnet or on the local exchange. No real money is ever used.",
      },
      setupStrategy: {
        title: "Set up your strategy",
        body: "Write your idea, choose a trade amount, a risk preference and the coins to watch.",
      },
    },
    tradingPair: "Trading Pair",
    tradingPairTip:
      "A trading pair is the asset you trade and the currency it is priced in. ETH/USDT means the price of one ETH in dollars; here every perpetual is settled in USDC.",
    beginner: "I'm a Beginner",
    startSetup: "Start Setup",
  },
  learn: {
    loading: "Loading lessons…",
    failed: "Failed to load content",
    contents: "Contents",
    faq: "Frequently asked questions",
    glossary: "Glossary",
    troubleshooting: "Troubleshooting",
  },
  community: {
    demoTitle: "Demo data.",
    demoBody:
      "Everything on this tab is a fixed example, not real traders or results. A real leaderboard and AI model comparison arrive in V2.0.",
    leaderboard: "Top 10 traders (demo)",
    period: "Period",
    tradesCount: "{{count}} trades",
    winRate: "Win rate",
    badges: { gold: "Gold", silver: "Silver", bronze: "Bronze", rising: "Rising", steady: "Steady" },
    models: "AI model comparison (demo)",
    totalPnl: "Total P&L",
    avgProfit: "Avg profit",
    decisions: "Decisions",
    activeTraders: "Active traders (demo)",
    todayVolume: "Today's volume (demo)",
    aiDecisions: "AI decisions (demo)",
    viewLeaderboard: "View Full Leaderboard",
    viewComparison: "View Detailed Comparison",
  },
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
