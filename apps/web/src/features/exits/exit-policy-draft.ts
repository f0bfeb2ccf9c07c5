import { EXIT_POLICY_LIMITS, type ExitPolicy, exitPolicySchema } from "@app/core";

/** An exit policy as its form holds it: the kind and the typed numbers, as text. */
export interface ExitPolicyDraft {
  readonly kind: ExitPolicy["kind"];
  /** Break-even: up by this many percent (empty: by the initial risk). */
  readonly breakEvenPercent: string;
  readonly trailingUnit: "percent" | "atr";
  readonly trailingValue: string;
}

/** Why a draft is not a policy: a message key of the `exits` catalogue and its values. */
export type DraftProblem =
  | { readonly key: "exits.required" }
  | { readonly key: "exits.outOfRange"; readonly params: { min: number; max: number } };

/** The draft of an existing policy (a new one trails 1 %, the common default). */
export function draftOf(policy: ExitPolicy | undefined): ExitPolicyDraft {
  const base: ExitPolicyDraft = {
    kind: "fixed",
    breakEvenPercent: "",
    trailingUnit: "percent",
    trailingValue: "1",
  };
  if (!policy || policy.kind === "fixed") return base;
  if (policy.kind === "breakEven") {
    return {
      ...base,
      kind: "breakEven",
      breakEvenPercent: policy.percent === undefined ? "" : String(policy.percent),
    };
  }
  return policy.atr !== undefined
    ? { ...base, kind: "trailing", trailingUnit: "atr", trailingValue: String(policy.atr) }
    : { ...base, kind: "trailing", trailingValue: String(policy.percent ?? 1) };
}

const inRange = (text: string, limits: { min: number; max: number }): number | DraftProblem => {
  const value = Number(text.trim());
  if (!Number.isFinite(value) || value < limits.min || value > limits.max) {
    return { key: "exits.outOfRange", params: { min: limits.min, max: limits.max } };
  }
  return value;
};

/** The policy a draft describes, or why it is not one (core's guardrails bound every number). */
export function policyOfDraft(draft: ExitPolicyDraft): { policy: ExitPolicy } | { problem: DraftProblem } {
  if (draft.kind === "fixed") return { policy: { kind: "fixed" } };
  if (draft.kind === "breakEven") {
    if (draft.breakEvenPercent.trim() === "") return { policy: { kind: "breakEven" } };
    const percent = inRange(draft.breakEvenPercent, EXIT_POLICY_LIMITS.breakEvenPercent);
    return typeof percent === "number" ? { policy: { kind: "breakEven", percent } } : { problem: percent };
  }
  if (draft.trailingValue.trim() === "") return { problem: { key: "exits.required" } };
  const limits =
    draft.trailingUnit === "atr" ? EXIT_POLICY_LIMITS.trailingAtr : EXIT_POLICY_LIMITS.trailingPercent;
  const value = inRange(draft.trailingValue, limits);
  if (typeof value !== "number") return { problem: value };
  const policy = exitPolicySchema.parse(
    draft.trailingUnit === "atr" ? { kind: "trailing", atr: value } : { kind: "trailing", percent: value },
  );
  return { policy };
}
