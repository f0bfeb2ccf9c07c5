import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ANALYSIS_WIRE_SCHEMA } from "./analysis-wire-schema.ts";
import { analysisSchema } from "./decision.ts";

type Json = Record<string, unknown>;

/** Zod's own JSON Schema written the wire's way: a nullable as a type list, no dialect. */
function compacted(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(compacted);
  if (!schema || typeof schema !== "object") return schema;
  const { $schema: _dialect, ...rest } = schema as Json;
  const anyOf = rest.anyOf as Json[] | undefined;
  const [value, nothing] = anyOf ?? [];
  if (anyOf?.length === 2 && value && nothing?.type === "null" && typeof value.type === "string")
    return compacted({ ...value, type: [value.type, "null"] });
  return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, compacted(item)]));
}

const decisionOf = (schema: unknown) =>
  ((schema as Json).properties as { trading_decisions: { items: Json } }).trading_decisions.items;

describe("ANALYSIS_WIRE_SCHEMA", () => {
  it("states every constraint of the decision schema, in its compact form", () => {
    const fromZod = compacted(z.toJSONSchema(analysisSchema)) as Json;
    const wire = JSON.parse(JSON.stringify(ANALYSIS_WIRE_SCHEMA)) as Json;
    const { exit_policy: wireExit, ...wireFields } = decisionOf(wire).properties as Json;
    // The risk/reward is not asked for: the guardrails compute it from the entry, stop and target.
    const {
      exit_policy: _zodExit,
      risk_reward_ratio: _computed,
      ...zodFields
    } = decisionOf(fromZod).properties as Json;
    expect(wireFields).toEqual(zodFields);
    expect({ ...wire, properties: {} }).toEqual({ ...fromZod, properties: {} });
    // Optional in zod (stored analyses have none), required and nullable on the wire.
    expect(decisionOf(wire).required).toEqual([
      ...(decisionOf(fromZod).required as string[]).filter((name) => name !== "risk_reward_ratio"),
      "exit_policy",
    ]);
    expect({ ...decisionOf(wire), properties: {}, required: [] }).toEqual({
      ...decisionOf(fromZod),
      properties: {},
      required: [],
    });
    expect(wireExit).toBeDefined();
  });

  it("requires every field, as strict structured output demands, the exit policy a nullable object", () => {
    const decision = decisionOf(JSON.parse(JSON.stringify(ANALYSIS_WIRE_SCHEMA)));
    expect(decision.required).toEqual(Object.keys(decision.properties as Json));
    expect(decision.required).toContain("exit_policy");
    expect((decision.properties as Json).exit_policy).toEqual({
      type: ["object", "null"],
      properties: {
        kind: { type: "string", enum: ["breakEven", "trailing"] },
        percent: { type: ["number", "null"] },
        atr: { type: ["number", "null"] },
      },
      required: ["kind", "percent", "atr"],
      additionalProperties: false,
    });
  });
});
