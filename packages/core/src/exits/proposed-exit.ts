import { z } from "zod";
import { EXIT_POLICY_LIMITS, type ExitPolicy, exitPolicySchema } from "./exit-policy.ts";

/** The kinds of exit policy, as a model names them in a decision. */
export const EXIT_POLICY_KINDS = ["fixed", "breakEven", "trailing"] as const;

/**
 * An exit policy as a model proposes it in a decision (issue 36): flat, the unused number null, because strict
 * structured output wants every field present. Read loosely on purpose: the kind is kept as written and the
 * numbers unbounded, so a nonsensical proposal costs only the proposal (the guardrails drop it with a note)
 * and never the whole analysis.
 */
export const proposedExitSchema = z.object({
  kind: z.string(),
  percent: z.number().nullable().optional(),
  atr: z.number().nullable().optional(),
});

/** A model's proposed exit policy (see {@link proposedExitSchema}). */
export type ProposedExit = z.infer<typeof proposedExitSchema>;

/** Why a proposal is not a policy: its shape, or a number outside the bounds of {@link EXIT_POLICY_LIMITS}. */
export type ProposedExitProblem =
  | { readonly problem: "unclear" }
  | { readonly problem: "percent" | "atr"; readonly min: number; readonly max: number };

/** "breakEven", "break_even", "Break-Even" and "trail" all read as the kind they name. */
function kindOf(written: string): ExitPolicy["kind"] | undefined {
  const word = written.toLowerCase().replace(/[\s_-]/g, "");
  if (word === "fixed") return "fixed";
  if (word === "breakeven") return "breakEven";
  if (word === "trailing" || word === "trail") return "trailing";
  return undefined;
}

const outside = (value: number, limits: { min: number; max: number }) =>
  !Number.isFinite(value) || value < limits.min || value > limits.max;

/**
 * The core exit policy a model proposed, or why it is none: an unknown kind, a break-even with an ATR
 * distance, a trailing stop with no distance or with both, or a number outside the guardrails' bounds.
 */
export function readProposedExit(proposal: ProposedExit): { policy: ExitPolicy } | ProposedExitProblem {
  const kind = kindOf(proposal.kind);
  const percent = proposal.percent ?? undefined;
  const atr = proposal.atr ?? undefined;
  if (kind === "fixed") return { policy: { kind: "fixed" } };
  if (kind === "breakEven" && atr === undefined) {
    if (percent === undefined) return { policy: { kind: "breakEven" } };
    const limits = EXIT_POLICY_LIMITS.breakEvenPercent;
    if (outside(percent, limits)) return { problem: "percent", ...limits };
    return { policy: exitPolicySchema.parse({ kind, percent }) };
  }
  if (kind !== "trailing" || (percent === undefined) === (atr === undefined)) return { problem: "unclear" };
  if (percent !== undefined) {
    const limits = EXIT_POLICY_LIMITS.trailingPercent;
    if (outside(percent, limits)) return { problem: "percent", ...limits };
    return { policy: exitPolicySchema.parse({ kind, percent }) };
  }
  const limits = EXIT_POLICY_LIMITS.trailingAtr;
  if (atr === undefined || outside(atr, limits)) return { problem: "atr", ...limits };
  return { policy: exitPolicySchema.parse({ kind, atr }) };
}

/** A core exit policy written back in the decision's flat form. */
export function proposalOf(policy: ExitPolicy): ProposedExit {
  return {
    kind: policy.kind,
    percent: policy.kind === "fixed" ? null : (policy.percent ?? null),
    atr: policy.kind === "trailing" ? (policy.atr ?? null) : null,
  };
}

/** The exit policy a decision proposes, when it proposes a valid one. */
export function proposedPolicy(decision: {
  readonly exit_policy?: ProposedExit | null;
}): ExitPolicy | undefined {
  if (!decision.exit_policy) return undefined;
  const read = readProposedExit(decision.exit_policy);
  return "policy" in read ? read.policy : undefined;
}
