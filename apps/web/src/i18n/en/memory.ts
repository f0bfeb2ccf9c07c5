/** English texts of the decision memory: its switch in the analysis settings and its mark in What AI Sees. */
export const memory = {
  label: "Decision memory",
  hint: "Sends the model the plans of your open positions and how its last decisions on these coins turned out, read from your fills. Switch it off to analyse from a blank slate.",
  localNote: "The built-in analyst decides by fixed rules and does not read it.",
  inPrompt: "memory included",
  off: "memory off",
};
