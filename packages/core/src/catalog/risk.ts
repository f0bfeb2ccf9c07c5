/** Risk preferences (product rules §3), from least to most leverage. */
export const RISK_PREFERENCES = ["conservative", "balanced", "aggressive"] as const;

/** One risk preference. */
export type RiskPreference = (typeof RISK_PREFERENCES)[number];

/** The default risk preference (product rules §9). */
export const DEFAULT_RISK_PREFERENCE: RiskPreference = "balanced";

/** Inclusive leverage band of a risk preference. */
export interface LeverageBand {
  readonly min: number;
  readonly max: number;
}

/** Leverage bands per risk preference (product rules §9): conservative 5-10x, balanced 10-15x, aggressive 15-20x. */
export const LEVERAGE_BANDS: Readonly<Record<RiskPreference, LeverageBand>> = {
  conservative: { min: 5, max: 10 },
  balanced: { min: 10, max: 15 },
  aggressive: { min: 15, max: 20 },
};
