import type { LearnContent } from "./types.ts";

/** FAQ, glossary, troubleshooting and further reading in English. */
export const enReference: Pick<LearnContent, "faq" | "glossary" | "troubleshooting" | "furtherReading"> = {
  faq: [
    {
      id: "real-money",
      q: "Can I lose real money here?",
      a: "No. The app trades only on the local paper exchange or Hyperliquid's testnet, both with simulated money. Mainnet cannot be reached and live mode cannot be switched on.",
    },
    {
      id: "need-key",
      q: "Do I need an AI key to start?",
      a: "No. The built-in local analyst works without a key and costs nothing. Add your own OpenRouter or provider key in AI Setup when you want a large language model.",
    },
    {
      id: "analysis-cost",
      q: "How much does one analysis cost with my own key?",
      a: "An analysis uses about 2,000–5,000 tokens, roughly $0.02–0.15 depending on the model. Your provider bills your key; this app adds nothing.",
    },
    {
      id: "leverage-choice",
      q: "Which leverage should I use?",
      a: "As a beginner, the lowest the app allows: the conservative preference keeps it at 5–10x. Higher leverage does not raise your chances, it only moves the liquidation price closer.",
    },
    {
      id: "why-liquidated",
      q: "Why was my position closed although I had a stop?",
      a: "Either the stop triggered (check the order history on the exchange) or the price reached the liquidation price first. Keep the stop well before the liquidation price shown on the dashboard.",
    },
    {
      id: "hold-not-executed",
      q: "Why did nothing happen for HOLD decisions?",
      a: "HOLD means “do nothing”: it is never sent to the exchange. If every decision is HOLD the result says “No trades to execute (all HOLD)”.",
    },
    {
      id: "edit-decisions",
      q: "Can I change what the AI proposed?",
      a: "Yes. Quantity, leverage, stop loss and take profit are editable on every card before you execute. The app checks your edits and explains anything it refuses.",
    },
    {
      id: "agent-safe",
      q: "Is an agent wallet safe?",
      a: "An agent can trade but never withdraw. Its key is generated and encrypted in your browser and never sent to the server; it expires (24 hours by default) and you can revoke it at any time.",
    },
    {
      id: "without-agent",
      q: "Can I trade without an agent wallet?",
      a: "Yes. Without one, the server's own API wallet places the orders for your paper account after you sign in with your wallet once (a free signature, no transaction).",
    },
    {
      id: "max-positions",
      q: "Why at most 6 positions?",
      a: "Many positions in correlated coins behave like one big position. Capping them at 6 keeps one market move from hitting the whole account.",
    },
    {
      id: "testnet-funds",
      q: "How do I get testnet USDC?",
      a: "On the local exchange you need nothing: 10,000 paper USDC arrive on first use. On Hyperliquid testnet use the faucet (1,000 mock USDC), which requires an address that has used mainnet.",
    },
    {
      id: "auto-trading-offline",
      q: "Does auto-trading run when I close the browser?",
      a: "No, the loop runs in your tab. Orders already on the exchange, including stops and take profits, keep working.",
    },
  ],
  glossary: [
    {
      id: "perpetual",
      term: "Perpetual future",
      def: "A contract that tracks a coin's price with no expiry date, settled in USDC.",
    },
    { id: "long", term: "Long", def: "A position that profits when the price rises." },
    { id: "short", term: "Short", def: "A position that profits when the price falls." },
    { id: "margin", term: "Margin", def: "The collateral locked to open and keep a position." },
    {
      id: "leverage",
      term: "Leverage",
      def: "Position value divided by margin; 10x means 100 USDC controls 1,000 USDC.",
    },
    {
      id: "maintenance-margin",
      term: "Maintenance margin",
      def: "The minimum margin a position must keep; on Hyperliquid half the margin at the coin's maximum leverage.",
    },
    {
      id: "liquidation",
      term: "Liquidation",
      def: "The exchange closing a position because its margin fell below the maintenance margin.",
    },
    {
      id: "cross-isolated",
      term: "Cross / isolated margin",
      def: "Cross shares the free balance between positions; isolated limits each position to its own margin.",
    },
    {
      id: "funding-rate",
      term: "Funding rate",
      def: "The hourly rate longs and shorts pay each other; positive means longs pay.",
    },
    { id: "mark-price", term: "Mark price", def: "The fair price used for unrealized P&L and liquidations." },
    { id: "pnl", term: "P&L", def: "Profit and loss. Unrealized on open positions, realized once closed." },
    {
      id: "stop-loss",
      term: "Stop loss",
      def: "A trigger order that closes a position at market when the price crosses a level against you.",
    },
    {
      id: "take-profit",
      term: "Take profit",
      def: "A trigger order that closes a position when the price reaches your target.",
    },
    {
      id: "risk-reward",
      term: "Risk/reward ratio",
      def: "Distance to the target divided by the distance to the stop; 2 means aiming to win twice the risk.",
    },
    {
      id: "reduce-only",
      term: "Reduce-only",
      def: "An order that may only shrink a position, never open or flip one.",
    },
    {
      id: "maker-taker",
      term: "Maker / taker",
      def: "A maker order rests in the book (0.015 % on Hyperliquid's base tier); a taker order fills at once (0.045 %).",
    },
    {
      id: "slippage",
      term: "Slippage",
      def: "The difference between the expected price and the fill price.",
    },
    { id: "open-interest", term: "Open interest", def: "The total size of all open positions in a market." },
    {
      id: "ema",
      term: "EMA",
      def: "Exponential moving average: an average that weights recent prices more.",
    },
    {
      id: "rsi",
      term: "RSI",
      def: "Relative strength index, 0–100; above 70 hot (overbought), below 30 cold (oversold).",
    },
    {
      id: "atr",
      term: "ATR",
      def: "Average true range: the typical size of one candle's move, used to place stops.",
    },
    {
      id: "agent-wallet",
      term: "Agent wallet",
      def: "A key your main wallet approves to trade, but never withdraw, for your account.",
    },
    {
      id: "testnet",
      term: "Testnet",
      def: "A copy of the exchange with mock money, for testing without risk.",
    },
  ],
  troubleshooting: [
    {
      id: "no-wallet",
      issue: "“Please install MetaMask” when I press Connect Wallet",
      fixes: [
        "Install MetaMask (or another browser wallet) and reload the page.",
        "If the wallet is installed, unlock it and make sure it is enabled for this site.",
        "On a phone, open the app in your wallet's built-in browser.",
      ],
    },
    {
      id: "connect-rejected",
      issue: "The connection was rejected or nothing happens",
      fixes: [
        "Open the wallet: a request may be waiting behind another window.",
        "If you pressed Reject by mistake, press Connect Wallet again.",
        "Reload the page if the wallet reports a pending request that never shows.",
      ],
    },
    {
      id: "missing-key",
      issue: "“API Key not provided” when starting an analysis",
      fixes: [
        "Save a key for the chosen model in AI Setup, with the same wallet connected.",
        "Or choose the built-in local analyst, which needs no key.",
      ],
    },
    {
      id: "unauthorized",
      issue: "“Unauthorized. Please check your API Key”",
      fixes: [
        "Copy the key again from the provider's site; a missing character is the usual cause.",
        "Check that the key has credit and access to the chosen model.",
        "In OpenRouter mode use an OpenRouter key, not a provider key.",
      ],
    },
    {
      id: "min-order",
      issue: "An order is refused: “Order must have minimum value of $10”",
      fixes: [
        "Raise the quantity so quantity × price is at least 10 USDC.",
        "Use a trade amount of at least 10 USDC in AI Trading.",
      ],
    },
    {
      id: "insufficient-margin",
      issue: "An order fails for insufficient margin",
      fixes: [
        "Close a position or lower the quantity: open positions already lock margin.",
        "Use a smaller trade amount; on testnet, top up from the faucet.",
      ],
    },
    {
      id: "agent-expired",
      issue: "The agent wallet is expired or trading through it fails",
      fixes: [
        "Create a new agent in AI Setup; an expired agent is removed automatically.",
        "Agents live in this tab's session: a new browser session needs a new agent or an imported key.",
        "Without an agent the app still trades in server mode after you sign in.",
      ],
    },
    {
      id: "no-positions",
      issue: "I executed decisions but the dashboard shows no position",
      fixes: [
        "Read the execution results: a red line explains each order that failed.",
        "Wait for the next refresh (every 30 seconds) or reload the dashboard.",
        "Check that the wallet connected now is the one you traded with.",
      ],
    },
  ],
  furtherReading: {
    title: "Further Reading: DeFi Basics",
    bullets: [
      "What is DeFi: finance run by public smart contracts instead of banks; you hold your own keys.",
      "How to start trading: learn on testnet, start with small sizes, and keep a journal of why you entered each trade.",
      "Risk management basics: size from the stop, cap the number of positions, never trade money you need.",
      "Hyperliquid's documentation on margin, funding and order types: https://hyperliquid.gitbook.io/hyperliquid-docs",
    ],
  },
};
