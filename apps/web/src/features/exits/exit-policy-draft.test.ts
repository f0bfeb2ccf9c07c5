import { describe, expect, it } from "vitest";
import { draftOf, policyOfDraft } from "./exit-policy-draft.ts";

describe("the exit policy form", () => {
  it("reads a policy back as the draft it came from", () => {
    for (const policy of [
      { kind: "fixed" },
      { kind: "breakEven" },
      { kind: "breakEven", percent: 1.5 },
      { kind: "trailing", percent: 2 },
      { kind: "trailing", atr: 1.5 },
    ] as const) {
      expect(policyOfDraft(draftOf(policy))).toEqual({ policy });
    }
  });

  it("refuses numbers outside the guardrails with their bounds, and an empty distance", () => {
    const trailing = { ...draftOf(undefined), kind: "trailing" as const };
    expect(policyOfDraft({ ...trailing, trailingValue: "0.1" })).toEqual({
      problem: { key: "exits.outOfRange", params: { min: 0.2, max: 30 } },
    });
    expect(policyOfDraft({ ...trailing, trailingUnit: "atr", trailingValue: "12" })).toEqual({
      problem: { key: "exits.outOfRange", params: { min: 0.5, max: 10 } },
    });
    expect(policyOfDraft({ ...trailing, trailingValue: " " })).toEqual({
      problem: { key: "exits.required" },
    });
    expect(policyOfDraft({ ...trailing, kind: "breakEven", breakEvenPercent: "abc" })).toHaveProperty(
      "problem",
    );
  });
});
