import { enErrorDetails } from "./error-details.en.ts";

/**
 * English core messages, the source catalogue. Keys are dotted and stable because the web app loads
 * this object into i18next as-is; placeholders use i18next's `{{name}}` syntax.
 */
export const en = {
  // AI-provider keys (product rules §5)
  "apiKey.empty": "API Key cannot be empty",
  "apiKey.prefix": 'The {{provider}} API Key should start with "{{prefix}}"',
  "apiKey.tooShort": "API Key is too short, please check that it is complete",
  "apiKey.valid": "API Key format is valid",
  "apiKey.enterValid": "Please enter a valid API Key",
  "apiKey.deleteConfirm": "Are you sure to delete saved API Key?",
  "apiMode.openrouter": "OpenRouter (recommended)",
  "apiMode.native": "Native API (advanced)",

  // Wallet (product rules §5, §8)
  "wallet.installMetaMask": "Please install MetaMask",
  "wallet.installMetaMaskFirst": "Please install MetaMask wallet first",
  "wallet.connectFirst": "Please connect wallet first",
  "wallet.notConnected": "Wallet not connected",
  "wallet.switchToArbitrum": "Please switch to Arbitrum network (Testnet or Mainnet)",

  // Auto-trading interval (product rules §5), in the order the checks run
  "validation.interval.empty": "Please enter interval",
  "validation.notNumber": "Please enter a valid number",
  "validation.interval.notPositiveInteger": "Please enter a positive integer",
  "validation.interval.belowMin": "Minimum interval is 1 minute",
  "validation.interval.aboveMax": "Maximum interval is 1440 minutes (24 hours)",
  "validation.interval.invalidOnStart": "Please set a valid interval (1-1440 minutes).",
  "autoTrading.everyMinute": "AI will analyze every minute",
  "autoTrading.everyMinutes": "AI will analyze every {{minutes}} minutes",

  // Trade amount and decision edits (product rules §5)
  "tradeAmount.hint": "Min $10, suggest starting with a small amount",
  "validation.tradeAmount.empty": "Please enter a trade amount",
  "validation.tradeAmount.belowMin": "Minimum trade amount is {{min}} USDC",
  "validation.decision.quantity": "Quantity must be 0 or more",
  "validation.decision.stopLoss": "Stop loss must be 0 or more",
  "validation.decision.takeProfit": "Take profit must be 0 or more",
  "validation.decision.leverage": "Leverage must be a whole number from 1 to 20",

  // Agent wallet (product rules §5, §8)
  "validation.agent.privateKeyFormat": "Please enter a valid private key (0x...)",
  "validation.agent.privateKeyMismatch": "Private key does not match Agent address!",
  "validation.agent.privateKeyInvalid": "Invalid private key",
  "validation.agent.maxOrderSize": "Max order size must be {{min}}-{{max}} USDC in steps of {{step}}",
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
  "agent.registerPending":
    "The exchange approved the agent, but the server did not save its limits ({{reason}}). Its key is kept in this browser session and the registration is retried.",
  "agent.authorizeFailed": "Agent authorization failed: {{reason}}",
  "agent.userRejected": "User rejected Agent authorization",
  "agent.accountMissing":
    "This wallet has no account on the exchange yet. On Hyperliquid testnet, deposit test USDC to it first (from the testnet faucet), then create the agent again.",
  "common.unknownError": "unknown error",
  "dialog.deleteFailed": "Delete failed: {{message}}",
  "dialog.revokeFailed": "Revoke failed: {{message}}",
  "dialog.importFailed": "Import failed: {{message}}",

  // Execution (product rules §5, §8)
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
  "protection.notNeeded": "The position is closed: no protection is needed.",
  "order.leverageNotSet": "Could not set leverage to {{leverage}}x: {{reason}}",
  "order.noAnswer": "The exchange did not answer for this order.",
  "order.noStatuses": "The exchange answered without statuses.",
  "order.unrecognisedStatus": "Unrecognised order status from the exchange: {{status}}",
  "order.unconfirmed":
    "The exchange did not confirm this action ({{reason}}); check open orders and positions before retrying.",
  "order.notSent":
    "Not sent: the server stopped before sending this order, and nothing of it reached the exchange. Send it again as a new execution.",
  "order.exchangeStatus": "The exchange reports the order as {{status}}.",
  "order.cannotSend": "The order cannot be sent.",
  "protection.wrongSide.stopLossLong":
    "Stop loss {{trigger}} is on the wrong side of the fill price {{price}} for a long.",
  "protection.wrongSide.stopLossShort":
    "Stop loss {{trigger}} is on the wrong side of the fill price {{price}} for a short.",
  "protection.wrongSide.takeProfitLong":
    "Take profit {{trigger}} is on the wrong side of the fill price {{price}} for a long.",
  "protection.wrongSide.takeProfitShort":
    "Take profit {{trigger}} is on the wrong side of the fill price {{price}} for a short.",
  "protection.roundsToZero.stopLoss": "The stop loss rounds to 0.",
  "protection.roundsToZero.takeProfit": "The take profit rounds to 0.",
  "execution.run.summary": "{{executed}} of {{total}} orders executed",
  "execution.summary_one":
    "{{success}} of {{count}} order went through on account {{account}} ({{rejected}} rejected, {{failed}} failed)",
  "execution.summary_other":
    "{{success}} of {{count}} orders went through on account {{account}} ({{rejected}} rejected, {{failed}} failed)",
  "execution.summaryReplayed_one":
    "{{success}} of {{count}} order went through on account {{account}} ({{rejected}} rejected, {{failed}} failed) (already executed: these are the results of the first request)",
  "execution.summaryReplayed_other":
    "{{success}} of {{count}} orders went through on account {{account}} ({{rejected}} rejected, {{failed}} failed) (already executed: these are the results of the first request)",
  "close.summary_one":
    "Closed {{size}} {{coin}} on account {{account}}; {{count}} stop or target order cancelled",
  "close.summary_other":
    "Closed {{size}} {{coin}} on account {{account}}; {{count}} stop or target orders cancelled",
  "close.summaryNoFill_one":
    "Closed {{coin}} on account {{account}}; {{count}} stop or target order cancelled",
  "close.summaryNoFill_other":
    "Closed {{coin}} on account {{account}}; {{count}} stop or target orders cancelled",
  "protection.complete":
    "Every filled order of this execution has the stop loss and take profit it asked for.",
  "protection.missing_one": "{{count}} filled order still lacks a stop loss or take profit.",
  "protection.missing_other": "{{count}} filled orders still lack a stop loss or take profit.",

  // Account, chart and learn failures (product rules §8)
  "account.loadFailed": "Could not retrieve account data, please try again later",
  "position.closeFailed": "Failed to close position",
  "chart.loadError": "Loading Error",
  "chart.empty": "No historical data",
  "chart.emptyHint": "Data will appear as it is generated",
  "learn.loadFailed": "Failed to load content",

  // Analysis data sources (product rules §3)
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

  // Risk preferences, strategy types, risk levels, performance metrics (product rules §3, §9)
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

  // Chains, exchanges, chart timeframes (product rules §9)
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

  // API error codes (product rules §8 and the server's own)
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
  "error.SERVER_STOPPING": "This server is restarting. Please try again in a moment",
  "error.NOT_READY": "The server cannot take requests now: a service it needs is unavailable",
  "error.INTERNAL_ERROR": "Internal server error",
  // AI provider failures (analysis engine)
  "error.AI_RATE_LIMITED": "The AI provider is rate limiting your key. Please wait a moment and try again",
  "error.AI_CREDITS_EXHAUSTED":
    "Your AI provider account is out of credits. Please top up or use another key",
  "error.AI_TIMEOUT": "The AI model did not answer in time. Please try again",
  "error.AI_INVALID_OUTPUT":
    "The AI model's answer could not be used. Please try again or choose another model",
  "error.AI_MODEL_NOT_FOUND": "The AI provider does not offer this model. Check the model configuration",
  // Sign-in, agents and execution
  "error.SIGN_IN_REQUIRED": "Please sign in with your wallet first (a free signature, not a transaction)",
  "error.SIGN_IN_FAILED": "Wallet sign-in failed. Please sign the message again",
  "error.INVALID_SIGNATURE": "The signature does not match the signer",
  "error.AGENT_NOT_AUTHORIZED": "This agent is not authorized for this wallet on the exchange",
  "error.AGENT_EXPIRED": "This agent has expired. Please create a new agent",
  "error.ORDER_TOO_LARGE": "The order is larger than the agent's maximum order size",
  "error.EXECUTION_IN_PROGRESS": "This execution is still running. Check the results in a moment",
  "error.IDEMPOTENCY_KEY_REUSED":
    "This Idempotency-Key was already used for a different request. Send a new key for a new execution",
  "error.NO_POSITION": "There is no open position in this coin",
  "error.NO_STOP": "This position has no stop loss on the exchange to manage; place one first",
  "error.WITHDRAW_UNAVAILABLE": "Withdrawals are not available on this network",
  "error.REPLAY_RUNNING": "A replay of this wallet is still running: wait for it or cancel it first",
  "error.REPLAY_BUDGET_REACHED": "The replay's budget is reached",
  "error.AI_BUDGET_REACHED":
    "Today's AI budget is used up, so no model was asked. Raise the daily budget in AI Setup, or use the built-in analyst, which costs nothing",
  "error.REPLAY_NOT_RESUMABLE":
    "This replay cannot be resumed: only a cancelled or interrupted replay continues",
  "error.RISK_BREAKER_TRIPPED":
    "The risk breaker has tripped: auto-trading stays stopped until you re-arm it in the auto-trading panel",

  // Notifications outside the browser (webhook and Telegram texts)
  "notify.fill": "{{side}} {{size}} {{coin}} filled at {{price}}",
  "notify.close": "{{coin}} position closed: {{size}} at {{price}}",
  "notify.exit-hit.stop": "{{coin}}: stop loss hit at {{price}}",
  "notify.exit-hit.target": "{{coin}}: take profit hit at {{price}}",
  "notify.stop-moved": "{{coin}}: stop moved from {{from}} to {{to}}",
  "notify.run-failed": "Auto-trading run failed: {{error}}",
  "notify.unprotected":
    "{{coin}} is open without the stop or target it asked for. Place it from the positions table.",
  "notify.test": "Test message from HL AI Trader: your notifications arrive here.",

  // The risk governor of auto-trading: why it tripped (run records, notifications, the panel)
  "risk.tripped.daily-loss":
    "Risk breaker tripped: the account lost {{measured}} USDC today, at or over the daily limit of {{limit}} USDC. Auto-trading stopped until you re-arm it.",
  "risk.tripped.drawdown":
    "Risk breaker tripped: equity is {{measured}}% below its peak, at or over the limit of {{limit}}%. Auto-trading stopped until you re-arm it.",
  "risk.tripped.losing-runs":
    "Risk breaker tripped: {{measured}} losing runs in a row (limit {{limit}}). Auto-trading stopped until you re-arm it.",

  // Replay runs: why one stopped (stored with the run, shown in the reader's language)
  "replay.budgetStopped":
    "Budget reached: the next model call (about {{tokens}} tokens, {{usd}} USD) would have taken this replay past its budget of {{maxTokens}} tokens or {{maxUsd}} USD. It stopped before step {{step}} of {{total}}; the results up to there are kept.",
  "replay.interrupted":
    "The server stopped during this replay. Resume it to continue from its last completed step.",
  "replay.cancelled": "Cancelled after step {{step}} of {{total}}. Resume it to continue from there.",

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
  "guardrail.exitUnclear":
    "Proposed exit policy ignored (break-even takes a percentage or none, trailing one distance in % or ATR); the stop stays fixed unless you choose one.",
  "guardrail.exitPercent":
    "Proposed exit policy ignored (its percentage must be {{min}}-{{max}}); the stop stays fixed unless you choose one.",
  "guardrail.exitAtr":
    "Proposed exit policy ignored (its ATR multiple must be {{min}}-{{max}}); the stop stays fixed unless you choose one.",
  // The local rule-based analyst's text (server), and coins an exchange does not list
  "analysis.unlisted": "{{coin}} is not listed on this exchange: no data to analyse.",
  "analyst.bias.strongBearish": "strongly bearish",
  "analyst.bias.bearish": "bearish",
  "analyst.bias.neutral": "neutral",
  "analyst.bias.bullish": "bullish",
  "analyst.bias.strongBullish": "strongly bullish",
  "analyst.evidence.emaAbove": "4h EMA20 above EMA50",
  "analyst.evidence.emaBelow": "4h EMA20 below EMA50",
  "analyst.evidence.rsi": "RSI {{value}}",
  "analyst.evidence.rsiOverbought": "RSI {{value}} (overbought)",
  "analyst.evidence.rsiOversold": "RSI {{value}} (oversold)",
  "analyst.evidence.macdPositive": "MACD histogram positive",
  "analyst.evidence.macdNegative": "MACD histogram negative",
  "analyst.evidence.crowdedLongs": "funding shows crowded longs",
  "analyst.evidence.crowdedShorts": "funding shows crowded shorts",
  "analyst.evidence.volumeSurge": "volume surge",
  "analyst.evidence.atr": "ATR {{percent}}%",
  "analyst.evidence.separator": ", ",
  "analyst.evidence.priceOnly": "price data only",
  "analyst.lead.long": "Signals lean bullish: open a long",
  "analyst.lead.short": "Signals lean bearish: open a short",
  "analyst.lead.hold": "No clear edge: stay flat",
  "analyst.lead.close-long": "Trend has turned against the long: close it",
  "analyst.lead.close-short": "Trend has turned against the short: close it",
  "analyst.lead.keep": "The open position agrees with the signals: keep it",
  "analyst.lead.too-small": "Trade amount too small for the $10 minimum order value: stay flat",
  "analyst.lead.no-room": "At most 6 positions or not enough free cash: stay flat",
  "analyst.reason": "{{lead}}.",
  "analyst.reasonWithFacts": "{{lead}}. {{facts}}.",
  "analyst.overview_one":
    "Local rule-based analyst (trend, momentum, volatility). Risk preference: {{risk}} ({{min}}–{{max}}x). Market bias {{bias}}: of {{count}} coin, {{long}} long, {{short}} short, {{close}} to close, {{hold}} hold. Stops are set from ATR; take-profits at twice the stop distance.",
  "analyst.overview_other":
    "Local rule-based analyst (trend, momentum, volatility). Risk preference: {{risk}} ({{min}}–{{max}}x). Market bias {{bias}}: across {{count}} coins, {{long}} long, {{short}} short, {{close}} to close, {{hold}} hold. Stops are set from ATR; take-profits at twice the stop distance.",
  "analyst.coinLine":
    "{{coin}}: price {{price}}, 24h {{change}}; {{facts}}; overall {{bias}} (score {{score}}).",
  "plan.notListed": "{{coin}} is not listed on this exchange.",
  "plan.belowLot": "Quantity {{quantity}} is below {{coin}}'s lot size of {{lot}}.",
  "plan.priceZero": "Price {{price}} rounds to 0 at {{coin}}'s tick size.",
  "plan.belowMinimum": "Order must have minimum value of $10 (at least {{min}} USDC).",
  "plan.leverage": "Leverage {{leverage}}x is above {{coin}}'s maximum of {{max}}x.",
  "plan.leverageBand": "Leverage {{leverage}}x is outside the risk preference's {{min}}–{{max}}x.",
  "plan.agentMax":
    "Order value {{value}} USDC at the worst fill price is above the agent's maximum of {{max}} USDC.",
  "plan.stopSide.long": "Stop loss {{price}} is on the wrong side of the entry {{entry}} for a long.",
  "plan.stopSide.short": "Stop loss {{price}} is on the wrong side of the entry {{entry}} for a short.",
  "plan.targetSide.long": "Take profit {{price}} is on the wrong side of the entry {{entry}} for a long.",
  "plan.targetSide.short": "Take profit {{price}} is on the wrong side of the entry {{entry}} for a short.",
  "plan.priceTooFar":
    "Price {{price}} is more than 80% away from {{coin}}'s reference price {{reference}}: the exchange would refuse it.",
  "plan.triggerTooFar.stop_loss":
    "Stop loss {{price}} is too far from {{coin}}'s price {{reference}}: its order would be more than 80% away and the exchange would refuse it.",
  "plan.triggerTooFar.take_profit":
    "Take profit {{price}} is too far from {{coin}}'s price {{reference}}: its order would be more than 80% away and the exchange would refuse it.",
  "plan.triggerZero": "Trigger price {{price}} rounds to 0 at {{coin}}'s tick size.",
  "validation.decision.quantityPositive": "Enter a quantity above 0",
  "risk.margin": "Needs {{needed}} USDC of margin, but only {{available}} USDC is free.",
  "exchange.refused.margin": "Not enough free margin for this order.",
  "exchange.refused.minValue": "The order is below the exchange's minimum value of $10.",
  "exchange.refused.tick": "The price does not fit the coin's tick size.",
  "exchange.refused.reduceOnly": "A reduce-only order would have increased the position.",
  "exchange.refused.priceBand": "The price is too far from the market's reference price.",
  "exchange.refused.tierLimit":
    "The position would exceed the margin tier's limit at this leverage: lower the size or the leverage.",
  "exchange.refused.triggerPrice": "The stop loss or take profit price is not valid for this position.",
  "exchange.refused.postOnly": "A post-only order would have matched immediately.",
  "exchange.refused.noLiquidity": "No liquidity to fill the order at an acceptable price.",
  "exchange.refused.rateLimit": "The exchange's rate limit was reached: wait a few seconds and try again.",
  "exchange.refused.nonce": "The exchange refused the signature's nonce (sent twice or too old): try again.",
  "exchange.refused.unknownSigner":
    "The exchange does not know the signing wallet: the agent may have been revoked or have expired.",
  "exchange.refused.size": "The order size is not valid for this coin.",
  "exchange.refused.leverage": "The exchange would not set the leverage for this coin.",
  // Details of an error answer (AppError `detail`), shown after the code's message
  ...enErrorDetails,
  "exchange.refused.duplicate": "This order was already sent once.",
  "exchange.refused.unreachable":
    "The exchange could not be reached, so the order may not have been sent: check your positions before retrying.",
  "exchange.refused.other": "The exchange refused the order (see the details).",
} as const;
