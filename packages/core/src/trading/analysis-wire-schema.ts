import { LEVERAGE_LIMITS } from "../catalog/limits.ts";
import { EXIT_POLICY_KINDS } from "../exits/proposed-exit.ts";
import { DECISION_ACTIONS } from "./decision-actions.ts";

/** A number or null, with the bounds of its zod field. */
const orNull = (type: "number" | "integer", bounds: Readonly<Record<string, number>>) => ({
  type: [type, "null"],
  ...bounds,
});

/** A closed object whose every field is required, as strict structured output demands. */
const closed = <T extends Record<string, unknown>>(properties: T) => ({
  type: "object",
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** Null: the stop stays where it is placed (a fixed policy needs no kind of its own here). */
const exitPolicy = {
  ...closed({
    kind: { type: "string", enum: EXIT_POLICY_KINDS.filter((kind) => kind !== "fixed") },
    percent: { type: ["number", "null"] },
    atr: { type: ["number", "null"] },
  }),
  type: ["object", "null"],
};

const decision = closed({
  coin: { type: "string", minLength: 1 },
  action: { type: "string", enum: DECISION_ACTIONS },
  confidence: { type: "number", minimum: 0, maximum: 1 },
  reasoning: { type: "string" },
  quantity: orNull("number", { minimum: 0 }),
  entry_price: orNull("number", { exclusiveMinimum: 0 }),
  leverage: orNull("integer", { minimum: LEVERAGE_LIMITS.min, maximum: LEVERAGE_LIMITS.max }),
  stop_loss: orNull("number", { minimum: 0 }),
  take_profit: orNull("number", { minimum: 0 }),
  exit_policy: exitPolicy,
});

/**
 * The JSON Schema a provider is sent for an analysis (OpenAI and OpenRouter strict `json_schema`, Gemini's
 * `responseJsonSchema`, Anthropic's output format; DeepSeek and Qwen get it in their prompt). It states the
 * constraints of {@link analysisSchema} in fewer tokens than zod's own conversion (a nullable number as
 * `type: [number, null]` rather than an `anyOf`, no `$schema`), every field required, less `risk_reward_ratio`, which the guardrails compute from the
 * levels (the model would only spend tokens on it); the exit policy is a
 * nullable object whose kind is an enum here, and its bounds are the guardrails' (a proposal outside them is
 * dropped with a note, not refused with the whole reply). Replies are still validated by {@link analysisSchema}. Fixed, byte for byte,
 * so providers can cache it with the prompt's leading part.
 */
export const ANALYSIS_WIRE_SCHEMA = closed({
  strategy_overview: { type: "string" },
  comprehensive_analysis: { type: "string" },
  trading_decisions: { type: "array", items: decision },
});
