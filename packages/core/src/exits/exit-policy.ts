import { z } from "zod";

/** Bounds of an exit policy's numbers: the guardrails a model's or a user's policy must keep. */
export const EXIT_POLICY_LIMITS = {
  /** Break-even arms once the position is up by this many percent (when not by its initial risk). */
  breakEvenPercent: { min: 0.1, max: 100 },
  /** A trailing stop this many percent behind the best price since it was armed. */
  trailingPercent: { min: 0.2, max: 30 },
  /** A trailing stop this many ATRs behind the best price. */
  trailingAtr: { min: 0.5, max: 10 },
} as const;

const bounded = (limits: { min: number; max: number }) => z.number().finite().min(limits.min).max(limits.max);

/**
 * How a position's stop is managed after it is opened (issue 36):
 * - `fixed`: the stop stays where it was placed;
 * - `breakEven`: once the position is up by its initial risk (entry to first stop), or by `percent` when
 *   given, the stop moves to the entry plus the round-trip fees;
 * - `trailing`: the stop follows the best price since the position was opened at a distance of `percent`
 *   or `atr` multiples of the average true range; it only ever moves toward profit.
 */
export const exitPolicySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed") }).strict(),
  z
    .object({
      kind: z.literal("breakEven"),
      percent: bounded(EXIT_POLICY_LIMITS.breakEvenPercent).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("trailing"),
      percent: bounded(EXIT_POLICY_LIMITS.trailingPercent).optional(),
      atr: bounded(EXIT_POLICY_LIMITS.trailingAtr).optional(),
    })
    .strict()
    .refine((policy) => (policy.percent === undefined) !== (policy.atr === undefined), {
      message: "a trailing policy has a distance in percent or in ATR multiples, exactly one",
    }),
]);

/** An exit policy (see {@link exitPolicySchema}). */
export type ExitPolicy = z.infer<typeof exitPolicySchema>;

/** Today's behaviour: the stop stays where it was placed. */
export const FIXED_EXIT: ExitPolicy = { kind: "fixed" };

/** Whether a policy moves the stop at all. */
export function movesStop(policy: ExitPolicy): boolean {
  return policy.kind !== "fixed";
}

/** Whether a policy trails the price (the positions table marks such a stop). */
export function trails(policy: ExitPolicy): boolean {
  return policy.kind === "trailing";
}
