/** English texts of the order ticket: the pre-trade risk summary, card checks, executed and stale decisions. */
export const ticket = {
  ready: "{{ready}} of {{total}} orders ready",
  executedCount: "{{count}} executed",
  noneReady: "No order is ready to send: fix the cards marked in red.",
  cardNotSent: "Not sent: {{reason}}",
  executedBadge: "Executed",
  executedAt: "Executed at {{time}}",
  lossAtStop: "Loss at stop",
  lossAtStopValue: "{{amount}} USDC ({{percent}} of equity)",
  summary: {
    title: "Risk before you confirm",
    side: { BUY: "Buy", SELL: "Sell", CLOSE: "Close" },
    size: "Size",
    notional: "Notional",
    margin: "Margin",
    leverage: "Leverage",
    fill: "Est. fill",
    liquidation: "Liq. price",
    stop: "Stop",
    target: "Target",
    lossAtStop: "Loss at stop",
    fee: "Fee",
    none: "none",
    refused: "Not sent",
    repeat: "Already executed: not sent again",
    total: "Total of {{count}} orders sent",
    equity: "Equity {{amount}} USDC",
    noMarkets:
      "The market data could not be read, so the figures are missing: the server still checks every order before sending it.",
    estimate:
      "Estimates at the current mid price, cross margin; fees at the taker rate of 0.045 %. The exchange's fill decides.",
  },
  stale: {
    title: "These decisions may be out of date",
    age: "Analysed {{age}} ago (warning past {{limit}}).",
    move: "{{coin}} moved {{percent}} since the analysis (warning past {{limit}}).",
    fresh: "Analysed {{age}} ago; prices within {{limit}} since.",
    reanalyse: "Re-analyse",
  },
  again: {
    title: "Already executed at {{time}}",
    body: "Executing these decisions again sends the same orders a second time and doubles every position they open.",
    choice_one: "Also execute the {{count}} already executed decision again",
    choice_other: "Also execute the {{count}} already executed decisions again",
  },
  confirm_one: "Execute {{count}} order",
  confirm_other: "Execute {{count}} orders",
  nothingToSend: "Nothing to send",
  signing: {
    serverSignedIn:
      "No wallet signature: this session is signed in, and the server's API wallet signs these orders for your paper account.",
    serverSignIn:
      "Your wallet will ask once for a sign-in signature (a free message, no transaction) so the server's API wallet may trade your paper account; later executions in this session ask for nothing.",
  },
  details: "Details for support",
  age: { seconds: "{{count}} s", minutes: "{{count}} min" },
};
