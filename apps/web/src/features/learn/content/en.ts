import { enReference } from "./en-reference.ts";
import type { LearnContent } from "./types.ts";

/** The learn center in English: written for a first-time perpetuals trader using this app. */
export const en: LearnContent = {
  hero: {
    title: "Learn to trade perpetuals, safely",
    subheading:
      "From “what is a perpetual?” to your first paper trade: how margin, leverage, funding and stops work, how to read the AI's decisions, and how to keep a bad day small. Everything here runs on simulated money.",
    ctas: [
      { label: "Connect your wallet", connectedLabel: "See your wallet", target: "wallet" },
      { label: "Try an AI analysis", target: "trading-dashboard" },
    ],
  },
  sections: [
    {
      id: "getting-started",
      title: "Your first trade in five steps",
      blocks: [
        {
          kind: "paragraph",
          text: "This app trades perpetual futures on Hyperliquid's test network, or on a local Hyperliquid-compatible exchange that ships with the app. Either way the money is not real: a new wallet gets a 10,000 USDC paper account on the local exchange the first time it is used.",
        },
        {
          kind: "steps",
          items: [
            "Open the Wallet tab and connect a browser wallet such as MetaMask. Your address is your account; nothing is signed until you confirm it in the wallet.",
            "Optional: in AI Setup, save your own model key (OpenRouter or a provider). Without one, the built-in local analyst works for free.",
            "In AI Trading, write your idea (or keep the default), pick coins, a trade amount (minimum 10 USDC) and a risk preference, then press Start AI Analysis.",
            "Read every decision card: the action, the confidence, the reasoning, the stop loss and the take profit. Edit quantity, leverage, stop or target if you disagree.",
            "Press Execute Decisions, confirm, and watch your positions on the Dashboard.",
          ],
        },
        { kind: "cta", label: "Connect your wallet", connectedLabel: "See your wallet", target: "wallet" },
        {
          kind: "callout",
          tone: "success",
          title: "Start small",
          text: "Use the smallest amounts while you learn. Paper losses are free lessons; the habits you build here are the ones you will keep.",
        },
      ],
    },
    {
      id: "perpetuals",
      title: "What a perpetual future is",
      blocks: [
        {
          kind: "paragraph",
          text: "A perpetual future (a “perp”) is a contract that follows the price of a coin without you owning the coin. You can go long (you profit if the price rises) or short (you profit if it falls). Unlike classic futures it never expires: you hold it as long as your margin allows.",
        },
        {
          kind: "list",
          title: "What makes a perp different from buying the coin",
          items: [
            "Both directions: a short is as easy as a long, so you can trade falling markets.",
            "Leverage: you put up margin, a fraction of the position's value, and control the full size.",
            "Funding: every hour longs and shorts pay each other a small fee that keeps the perp's price close to the spot price.",
            "Liquidation: if losses eat your margin, the exchange closes the position for you.",
          ],
        },
        {
          kind: "paragraph",
          text: "On Hyperliquid every perp is settled in USDC: profits, losses, fees and funding are all paid in USDC. The app shows coins as pairs such as BTC/USDT because that is how most traders name them; the value is the same dollar price.",
        },
      ],
    },
    {
      id: "margin-leverage",
      title: "Margin, leverage and liquidation",
      blocks: [
        {
          kind: "paragraph",
          text: "Margin is the money you lock to open a position. Leverage is how many times larger the position is than the margin. Position value = margin × leverage.",
        },
        {
          kind: "list",
          title: "A worked example: 100 USDC margin at 10x on BTC at 100,000",
          items: [
            "Position value: 100 × 10 = 1,000 USDC, which is 0.01 BTC.",
            "BTC rises 1 % to 101,000: you gain 0.01 × 1,000 = 10 USDC, +10 % on your margin.",
            "BTC falls 1 % to 99,000: you lose 10 USDC, −10 % on your margin.",
            "Leverage multiplies both directions equally. At 20x the same 1 % move is ±20 %.",
          ],
        },
        {
          kind: "paragraph",
          text: "The exchange also requires a maintenance margin: on Hyperliquid it is half of the margin needed at the coin's maximum leverage. For BTC (up to 40x) that is 1.25 % of the position value, 12.50 USDC on a 1,000 USDC position. When your margin falls below it, the position is liquidated.",
        },
        {
          kind: "list",
          title: "Where the example above is liquidated (isolated margin)",
          items: [
            "Margin that can be lost before liquidation: 100 − 12.50 = 87.50 USDC.",
            "87.50 USDC on a 0.01 BTC position is a move of 8,750 USD: liquidation near 91,250, a fall of about 8.75 %.",
            "At 20x (50 USDC margin for the same size) the cushion is 37.50 USDC: liquidation near 96,250, only 3.75 % away.",
            "With cross margin your free account balance also backs the position, so liquidation is further away, but a loss can then take more than this position's margin.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          title: "The dashboard shows the real number",
          text: "The exchange computes the exact liquidation price from your whole account. Each row of the positions table shows it: keep your stop loss well before it.",
        },
      ],
    },
    {
      id: "funding",
      title: "Funding: the hourly payment between longs and shorts",
      blocks: [
        {
          kind: "paragraph",
          text: "A perp has no expiry date, so something must pull its price back to the spot price. That is funding: on Hyperliquid, every hour, one side pays the other. When the rate is positive, longs pay shorts; when it is negative, shorts pay longs. The exchange itself keeps nothing.",
        },
        {
          kind: "list",
          title: "What it costs, with numbers",
          items: [
            "Payment per hour = position value × hourly rate.",
            "The usual baseline is 0.00125 % per hour (0.01 % per 8 hours): a 1,000 USDC long pays about 0.0125 USDC per hour, 0.30 USDC per day.",
            "In a crowded market the rate can reach 0.01 % per hour or more: the same long then pays 0.10 USDC per hour, 2.40 USDC per day, 2.4 % of a 100 USDC margin.",
            "Hyperliquid caps the rate at 4 % per hour.",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          text: "High positive funding means many traders are long. The analyses treat extreme funding as a warning that the crowded side may be squeezed.",
        },
      ],
    },
    {
      id: "orders",
      title: "Order types, stop loss and take profit",
      blocks: [
        {
          kind: "list",
          title: "The orders you will meet",
          items: [
            "Market-style (immediate or cancel): fills now against the order book up to a price limit, and the unfilled rest is cancelled. This app executes decisions this way so you never end up with a forgotten open order.",
            "Limit (good till cancelled): waits in the book at your price. It may never fill.",
            "Post-only (add liquidity only): a limit order that is cancelled rather than taking liquidity; it pays the lower maker fee.",
            "Stop loss: a reduce-only trigger that closes the position at market once the price crosses your stop.",
            "Take profit: a reduce-only trigger that closes the position once the price reaches your target.",
            "Reduce-only: can only shrink a position, never open or flip it. Closing a position uses it.",
          ],
        },
        {
          kind: "paragraph",
          text: "Every decision the AI returns has a stop loss and a take profit. When you execute, the app places the entry order and then both triggers on the exchange, so they work even when your browser is closed. If a stop cannot be placed, the execution result says so: never assume a position is protected without checking.",
        },
        {
          kind: "list",
          title: "Worked example: a long on ETH at 3,000",
          items: [
            "Stop loss at 2,910 (3 % below) and take profit at 3,180 (6 % above).",
            "Risk/reward = (3,180 − 3,000) ÷ (3,000 − 2,910) = 180 ÷ 90 = 2.0: you aim to win twice what you risk.",
            "With a 1,000 USDC position the stop loses about 30 USDC and the target gains about 60 USDC, before fees.",
            "For a short everything is mirrored: the stop is above the entry and the target below.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          text: "A stop is triggered at market: in a fast move the fill can be worse than the stop price (slippage). Leave room between your stop and the liquidation price.",
        },
      ],
    },
    {
      id: "decision-card",
      title: "Reading a decision card",
      blocks: [
        {
          kind: "paragraph",
          text: "After an analysis, AI Trading shows one card per coin. A card is a proposal, not an order: nothing happens until you press Execute and confirm.",
        },
        {
          kind: "list",
          items: [
            "Action: BUY opens or adds to a long, SELL opens or adds to a short, CLOSE closes the current position with a reduce-only order, HOLD does nothing (its card is dimmed and it is never executed).",
            "Confidence (0–100 %): how strongly the signals agree. Treat anything under about 60 % with care; it is not a probability of profit.",
            "Current position and unrealized P&L: what you already hold in that coin. A leading + in green is a profit, red is a loss.",
            "Entry and current price: where the order is aimed and where the market is now.",
            "Quantity and leverage: the size in coins and the multiplier; both are editable and the leverage must stay within 1–20x.",
            "Stop loss, take profit and risk/reward: where the trade is wrong, where it is done, and the ratio between the two.",
            "Reasoning: the model's explanation in plain words. If it does not convince you, skip the trade.",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          text: "“What AI Sees” shows the exact prompt that was sent: market data, your positions and the rules. Read it once to understand what the model based its decisions on.",
        },
        { kind: "cta", label: "Open AI Trading", target: "trading-dashboard" },
      ],
    },
    {
      id: "indicators",
      title: "The indicators behind an analysis",
      blocks: [
        {
          kind: "paragraph",
          text: "You choose the data sources in AI Trading. Price is always on; EMA, MACD, RSI, volume and funding are on by default; open interest, liquidations and sentiment can be added.",
        },
        {
          kind: "list",
          items: [
            "EMA (exponential moving average): an average that weights recent candles more. The analyses compare the 20- and 50-period EMAs: price and the 20 above the 50 is an uptrend, below it a downtrend.",
            "MACD: the gap between a 12- and a 26-period EMA, with a 9-period signal line. MACD above its signal line means momentum is turning up; below means it is fading.",
            "RSI (14 periods, 0–100): the speed of recent moves. Above 70 the market is “hot” (overbought: rises may stall); below 30 it is “cold” (oversold: falls may stall). In between it mostly confirms the trend.",
            "ATR (average true range, 14 periods): how far the price typically moves per candle. It sizes stops: a stop closer than about one ATR is likely to be hit by ordinary noise.",
            "Volume: how much is traded. A move on rising volume is more trustworthy than one on thin volume.",
            "Funding: the hourly rate between longs and shorts. Strongly positive means crowded longs, strongly negative crowded shorts.",
            "Open interest: the total size of open positions. Rising open interest with rising price means new money is entering the move; falling open interest means positions are being closed.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          text: "No indicator predicts the future. They describe the past few hours; use them to avoid obvious mistakes, not to feel certain.",
        },
      ],
    },
    {
      id: "risk",
      title: "Risk management",
      blocks: [
        {
          kind: "paragraph",
          text: "Good traders are mostly good at losing small. Decide how much you can lose before you decide how much you could win.",
        },
        {
          kind: "list",
          title: "Position sizing with numbers",
          items: [
            "Risk at most 1–2 % of the account on one trade. On 10,000 USDC, 1 % is 100 USDC.",
            "Size from the stop: with the stop 3 % away, a 100 USDC risk allows a position of 100 ÷ 3 % ≈ 3,333 USDC.",
            "Leverage only sets the margin: at 10x that position locks about 333 USDC. Higher leverage does not make the trade safer, only the liquidation closer.",
          ],
        },
        {
          kind: "list",
          title: "The limits this app's analyses follow",
          items: [
            "At most 6 positions at the same time, so one bad market cannot sink everything.",
            "Leverage bands by risk preference: conservative 5–10x, balanced 10–15x, aggressive 15–20x; never above 20x.",
            "Fees: Hyperliquid's base taker fee is 0.045 % per side, so 0.09 % for a round trip. On a 1,000 USDC position that is 0.90 USDC, almost 1 % of a 100 USDC margin.",
            "Minimum trade amount 10 USDC; Hyperliquid refuses orders worth less than $10.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          title: "Never move a stop further away",
          text: "Moving a stop to avoid being stopped out turns a planned small loss into an unplanned large one.",
        },
      ],
    },
    {
      id: "agent-wallets",
      title: "Agent wallets: trading without exposing your main key",
      blocks: [
        {
          kind: "paragraph",
          text: "Every order on Hyperliquid must be signed. Asking your main wallet to sign each order would mean a pop-up per trade, so Hyperliquid lets you approve an agent wallet (an API wallet) that may trade for your account but can never withdraw or transfer your funds.",
        },
        {
          kind: "steps",
          title: "How the app creates one",
          items: [
            "Your browser generates a fresh private key. It is created on your machine, not on the server.",
            "Your main wallet signs Hyperliquid's approveAgent message, plus the limits you chose: a maximum order size (default 2,500 USDC, enough for the default 100 USDC trade at 20x) and an expiry (default 24 hours, up to 7 days).",
            "The key is encrypted (AES-GCM, with a key derived in 100,000 rounds) and kept in this tab's session storage; it disappears when the session ends.",
            "For each trade the server prepares the exact exchange actions, your browser signs them with the agent key, and the server relays them only after checking the signature, the expiry and the order size.",
          ],
        },
        {
          kind: "callout",
          tone: "success",
          text: "The agent key never leaves your browser: not in a request, not in the database, not in a log. The worst a stolen agent could do is trade within your limits until it expires; revoke it any time in AI Setup.",
        },
        { kind: "cta", label: "Set up an agent", target: "ai-setup" },
      ],
    },
    {
      id: "ai-keys",
      title: "Your own AI keys and what an analysis costs",
      blocks: [
        {
          kind: "paragraph",
          text: "The built-in local analyst is a rule-based model that reads the same indicators and returns the same kind of decisions; it needs no key and costs nothing. For a large language model you bring your own key: one OpenRouter key reaches many models (recommended), or native keys for DeepSeek, Qwen, Claude, OpenAI or Gemini.",
        },
        {
          kind: "list",
          title: "What an analysis costs",
          items: [
            "An analysis sends about 2,000–5,000 tokens (market data, positions, instructions) and receives the decisions.",
            "At the listed prices (DeepSeek $0.014, Qwen $0.012, Claude $0.02, GPT-4 $0.03 per 1,000 tokens) that is roughly $0.02–0.15 per analysis.",
            "Auto-trading every 60 minutes runs 24 analyses a day: about $0.50–3.60 per day.",
            "The provider bills your key directly; this app charges nothing.",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          text: "Keys are stored in your browser per wallet address and are sent only as a request header to reach the provider. The server never stores or logs them.",
        },
        { kind: "cta", label: "Add a key in AI Setup", target: "ai-setup" },
      ],
    },
    {
      id: "networks",
      title: "Testnet and the local exchange",
      blocks: [
        {
          kind: "list",
          items: [
            "Local exchange (the default): a Hyperliquid-compatible exchange inside this app with a synthetic market for 25 coins. A new address gets a 10,000 USDC paper account on first use. No internet, no faucet, no network switch in your wallet.",
            "Hyperliquid testnet: the real exchange software with mock money and real other traders. Fund it from the faucet (https://app.hyperliquid-testnet.xyz/drip, 1,000 mock USDC), which only works for addresses that have used Hyperliquid mainnet.",
            "Mainnet: blocked. Live trading is shown as coming soon and cannot be switched on.",
          ],
        },
        {
          kind: "paragraph",
          text: "The banner at the top says which network this build trades on. Prices on the local exchange are simulated, so its results say nothing about real markets; use it to learn the mechanics.",
        },
      ],
    },
    {
      id: "auto-trading",
      title: "The auto-trading loop and its risks",
      blocks: [
        {
          kind: "paragraph",
          text: "Auto-trading repeats what you do by hand: every N minutes (1 to 1,440; default 60) it runs an analysis with your settings, executes the decisions that are not HOLD, records the run in the history (the latest 5 are kept) and refreshes your account.",
        },
        {
          kind: "list",
          title: "Before you switch it on",
          items: [
            "Nobody reviews the decisions: each run trades whatever the model proposes within the app's limits.",
            "Short intervals mean more trades, more fees (0.09 % per round trip) and more analysis cost.",
            "A run is skipped while the previous one is still working; a failed run is recorded with its error.",
            "The loop runs in your browser tab. Close the tab and it stops; stops and take profits already placed stay on the exchange.",
          ],
        },
        {
          kind: "callout",
          tone: "warning",
          text: "Watch the first runs yourself. If the history shows decisions you would not have taken, stop the loop.",
        },
        { kind: "cta", label: "Open the dashboard", target: "dashboard" },
      ],
    },
  ],
  ...enReference,
};
