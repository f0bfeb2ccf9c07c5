/**
 * English core messages, the source catalogue. Keys are dotted and stable because the web app loads
 * this object into i18next as-is; placeholders use i18next's `{{name}}` syntax.
 */
export const en = {
  // AI-provider keys (spec §5)
  "apiKey.empty": "API Key cannot be empty",
  "apiKey.prefix": 'The {{provider}} API Key should start with "{{prefix}}"',
  "apiKey.tooShort": "API Key is too short, please check that it is complete",
  "apiKey.valid": "API Key format is valid",
  "apiKey.enterValid": "Please enter a valid API Key",
  "apiKey.deleteConfirm": "Are you sure to delete saved API Key?",
  "apiMode.openrouter": "OpenRouter (recommended)",
  "apiMode.native": "Native API (advanced)",

  // Wallet (spec §5, §8)
  "wallet.installMetaMask": "Please install MetaMask",
  "wallet.installMetaMaskFirst": "Please install MetaMask wallet first",
  "wallet.connectFirst": "Please connect wallet first",
  "wallet.notConnected": "Wallet not connected",
  "wallet.switchToArbitrum": "Please switch to Arbitrum network (Testnet or Mainnet)",

  // Auto-trading interval (spec §5), in the order the checks run
  "validation.interval.empty": "Please enter interval",
  "validation.notNumber": "Please enter a valid number",
  "validation.interval.notPositiveInteger": "Please enter a positive integer",
  "validation.interval.belowMin": "Minimum interval is 1 minute",
  "validation.interval.aboveMax": "Maximum interval is 1440 minutes (24 hours)",
  "validation.interval.invalidOnStart": "Please set a valid interval (1-1440 minutes).",
  "autoTrading.everyMinutes": "AI will analyze every {{minutes}} minutes",

  // Trade amount and decision edits (spec §5)
  "tradeAmount.hint": "Min $10, suggest starting with a small amount",
  "validation.tradeAmount.empty": "Please enter a trade amount",
  "validation.tradeAmount.belowMin": "Minimum trade amount is {{min}} USDC",
  "validation.decision.quantity": "Quantity must be 0 or more",
  "validation.decision.stopLoss": "Stop loss must be 0 or more",
  "validation.decision.takeProfit": "Take profit must be 0 or more",
  "validation.decision.leverage": "Leverage must be a whole number from 1 to 20",

  // Agent wallet (spec §5, §8)
  "validation.agent.privateKeyFormat": "Please enter a valid private key (0x...)",
  "validation.agent.privateKeyMismatch": "Private key does not match Agent address!",
  "validation.agent.privateKeyInvalid": "Invalid private key",
  "validation.agent.maxOrderSize": "Max order size must be {{min}}-{{max}} USDT in steps of {{step}}",
  "validation.agent.expiryHours": "Expiry must be a whole number of hours from {{min}} to {{max}}",
  "agent.expired": "Expired",
  "agent.expiresIn": "{{hours}}h {{minutes}}m",
  "agent.expiringSoon": "Agent wallet expires in less than 1 hour",
  "agent.walletMismatch": "Agent does not match the current wallet",
  "agent.generateFailed": "Could not generate Agent Wallet",
  "agent.saveFailed": "Could not save Agent",
  "agent.encryptFailed": "Failed to encrypt private key",
  "agent.decryptFailed": "Failed to decrypt private key",
  "agent.keyUnavailable": "Failed to get Agent private key",
  "agent.registerFailed": "Agent registration failed: {{reason}}",
  "agent.authorizeFailed": "Agent authorization failed: {{reason}}",
  "agent.userRejected": "User rejected Agent authorization",
  "common.unknownError": "unknown error",
  "dialog.deleteFailed": "Delete failed: {{message}}",
  "dialog.revokeFailed": "Revoke failed: {{message}}",
  "dialog.importFailed": "Import failed: {{message}}",

  // Execution (spec §5, §8)
  "execution.allHold": "No trades to execute (all HOLD)",
  "execution.confirm":
    "Execute {{buy}} buy, {{sell}} sell and {{close}} close orders on the testnet? The agent wallet signs them, no wallet signature is needed.",
  "execution.skipped.unknownCoin": "{{coin}} is not a supported coin, so it was not traded",
  "execution.skipped.noQuantity": "{{coin}} {{action}} has no quantity above 0, so it was not traded",
  "execution.skipped.nothingToClose": "No open {{coin}} position to close",
  "execution.skipped.leverage":
    "{{coin}}: leverage must be a whole number from 1 to 20, so it was not traded",
  "execution.result.filled": "filled at {{price}}",
  "execution.result.executed": "executed",
  "execution.result.rejected": "platform rejected: {{reason}}",
  "execution.result.rejectedNoReason": "platform rejected",
  "execution.result.failed": "failed: {{reason}}",
  "execution.result.failedNoReason": "failed",
  "execution.run.summary": "{{executed}} of {{total}} orders executed",

  // Account, chart and learn failures (spec §8)
  "account.loadFailed": "Could not retrieve account data, please try again later",
  "position.closeFailed": "Failed to close position",
  "chart.loadError": "Loading Error",
  "chart.empty": "No historical data",
  "chart.emptyHint": "Data will appear as it is generated",
  "learn.loadFailed": "Failed to load content",

  // Analysis data sources (spec §3)
  "dataSource.price.name": "Price",
  "dataSource.price.tooltip": "Latest price and recent candles. Always included.",
  "dataSource.ema.name": "EMA",
  "dataSource.ema.tooltip": "Exponential moving averages: the direction and strength of the trend",
  "dataSource.macd.name": "MACD",
  "dataSource.macd.tooltip": "Moving average convergence divergence: momentum and trend turns",
  "dataSource.rsi.name": "RSI",
  "dataSource.rsi.tooltip": "Relative strength index: above 70 is overheated, below 30 is oversold",
  "dataSource.volume.name": "Volume",
  "dataSource.volume.tooltip": "Trading volume: how much conviction is behind a price move",
  "dataSource.funding.name": "Funding Rate",
  "dataSource.funding.tooltip": "Perpetual funding rate: positive means longs pay shorts",
  "dataSource.oi.name": "Open Interest",
  "dataSource.oi.tooltip": "Total open contracts: rising open interest confirms a move",
  "dataSource.liquidation.name": "Liquidations",
  "dataSource.liquidation.tooltip": "Recent forced liquidations, which can speed up price moves",
  "dataSource.sentiment.name": "Market Sentiment",
  "dataSource.sentiment.tooltip": "Crowd mood, such as fear and greed",

  // Risk preferences, strategy types, risk levels, performance metrics (spec §3, §9)
  "riskPreference.conservative": "Conservative",
  "riskPreference.balanced": "Balanced",
  "riskPreference.aggressive": "Aggressive",
  "riskPreference.leverageBand": "{{min}}-{{max}}x leverage",
  "strategyType.smartMoney": "Smart Money",
  "strategyType.trendFollowing": "Trend Following",
  "strategyType.gridTrading": "Grid Trading",
  "strategyType.arbitrage": "Arbitrage",
  "strategyType.customPrompt": "Custom Prompt",
  "riskLevel.low": "Low",
  "riskLevel.medium": "Medium",
  "riskLevel.high": "High",
  "metric.profitRate": "Profit Rate",
  "metric.winRate": "Win Rate",
  "metric.maxDrawdown": "Max Drawdown",
  "metric.sortinoRatio": "Sortino Ratio",

  // Chains, exchanges, chart timeframes (spec §9)
  "chain.ethereum": "Ethereum Mainnet",
  "chain.ethereumShort": "Ethereum",
  "chain.arbitrumOne": "Arbitrum One",
  "chain.arbitrumSepolia": "Arbitrum Sepolia",
  "chain.sepolia": "Sepolia Testnet",
  "chain.other": "Chain {{id}}",
  "exchange.comingSoon": "Coming soon",
  "timeframe.day": "24H",
  "timeframe.week": "7D",
  "timeframe.month": "30D",
  "timeframe.allTime": "All Time",

  // API error codes (spec §8 and the server's own)
  "error.MISSING_OPENROUTER_API_KEY":
    "OpenRouter API Key not provided. Please configure your API Key in AI Setup tab",
  "error.MISSING_NATIVE_API_KEY":
    "Native API Key not provided. Please configure your API Key in AI Setup tab",
  "error.API_REQUEST_FAILED": "API request failed",
  "error.NETWORK_ERROR": "Network error. Please check your internet connection",
  "error.UNAUTHORIZED": "Unauthorized. Please check your API Key",
  "error.VALIDATION_ERROR": "Invalid request",
  "error.INVALID_ADDRESS": "Invalid wallet address",
  "error.UNKNOWN_COIN": "Unsupported coin",
  "error.NOT_FOUND": "Not found",
  "error.RATE_LIMITED": "Too many requests. Please try again later",
  "error.PAYLOAD_TOO_LARGE": "Request is too large",
  "error.EXCHANGE_ERROR": "The exchange returned an error",
  "error.EXCHANGE_UNAVAILABLE": "The exchange is unavailable. Please try again later",
  "error.ANALYSIS_FAILED": "Analysis failed",
  "error.EXECUTION_FAILED": "Execution failed",
  "error.LIVE_TRADING_BLOCKED": "Live trading is coming soon. Only the testnet is supported",
  "error.MODEL_UNAVAILABLE": "This model is not available yet. Choose the local analyst",
  "error.SERVER_MODE_UNAVAILABLE":
    "Server-mode trading is not available on this server. Create an agent wallet",
  "error.SERVER_STARTING": "The server is still starting. Please try again in a moment",
  "error.INTERNAL_ERROR": "Internal server error",
  // AI provider failures (analysis engine)
  "error.AI_RATE_LIMITED": "The AI provider is rate limiting your key. Please wait a moment and try again",
  "error.AI_CREDITS_EXHAUSTED":
    "Your AI provider account is out of credits. Please top up or use another key",
  "error.AI_TIMEOUT": "The AI model did not answer in time. Please try again",
  "error.AI_INVALID_OUTPUT":
    "The AI model's answer could not be used. Please try again or choose another model",
  "error.AI_MODEL_NOT_FOUND": "The AI provider does not offer this model. Check the model configuration",

  // Guardrails: why a decision was corrected or turned into HOLD
  "guardrail.label": "Guardrail:",
  "guardrail.missing": "The model gave no decision for this coin.",
  "guardrail.noMarket": "No market data for this coin, so no trade.",
  "guardrail.closeWithoutPosition": "CLOSE needs an open position; there is none, so HOLD.",
  "guardrail.againstPosition": "Opposite to the open position; close it first, so HOLD.",
  "guardrail.tooManyPositions": "At most {{max}} positions may be open at once, so HOLD.",
  "guardrail.leverage": "Leverage set to {{value}}x (allowed {{min}}-{{max}}x).",
  "guardrail.entry": "Entry set to the market price {{value}}.",
  "guardrail.stopSide": "Stop loss on the wrong side of the entry, so HOLD.",
  "guardrail.targetSide": "Take profit on the wrong side of the entry, so HOLD.",
  "guardrail.stopMissing": "No stop loss given; set to {{value}}.",
  "guardrail.stopTooFar": "Stop loss risked too much of the margin; moved to {{value}}.",
  "guardrail.quantityMissing": "No quantity given; sized from the trade amount.",
  "guardrail.cash": "Quantity reduced to fit the free cash of {{cash}} USDC.",
  "guardrail.minOrder": "Order value below the {{min}} USDC minimum, so HOLD.",
} as const;
