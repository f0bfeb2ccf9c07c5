/** English texts of the onboarding screens (part of the English catalogue). */
export const onboarding = {
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
};
