/** The four actions of a trading decision (product rules §3). */
export const DECISION_ACTIONS = ["BUY", "SELL", "HOLD", "CLOSE"] as const;

/** One action of a trading decision. */
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
