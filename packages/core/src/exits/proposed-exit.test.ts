import { describe, expect, it } from "vitest";
import { proposalOf, proposedPolicy, readProposedExit } from "./proposed-exit.ts";

describe("readProposedExit", () => {
  it("reads each kind a model may propose as core's policy", () => {
    expect(readProposedExit({ kind: "fixed", percent: null, atr: null })).toEqual({
      policy: { kind: "fixed" },
    });
    expect(readProposedExit({ kind: "breakEven", percent: null, atr: null })).toEqual({
      policy: { kind: "breakEven" },
    });
    expect(readProposedExit({ kind: "breakEven", percent: 1.5, atr: null })).toEqual({
      policy: { kind: "breakEven", percent: 1.5 },
    });
    expect(readProposedExit({ kind: "trailing", percent: 1.2, atr: null })).toEqual({
      policy: { kind: "trailing", percent: 1.2 },
    });
    expect(readProposedExit({ kind: "trailing", atr: 2 })).toEqual({ policy: { kind: "trailing", atr: 2 } });
  });

  it("reads the kind as written in other cases and separators", () => {
    expect(readProposedExit({ kind: "break_even" })).toEqual({ policy: { kind: "breakEven" } });
    expect(readProposedExit({ kind: "Trailing", percent: 1 })).toEqual({
      policy: { kind: "trailing", percent: 1 },
    });
  });

  it("accepts the bounds themselves and refuses just past them, naming the bounds", () => {
    expect(readProposedExit({ kind: "trailing", percent: 0.2 })).toEqual({
      policy: { kind: "trailing", percent: 0.2 },
    });
    expect(readProposedExit({ kind: "trailing", percent: 30 })).toEqual({
      policy: { kind: "trailing", percent: 30 },
    });
    expect(readProposedExit({ kind: "trailing", percent: 0.19 })).toEqual({
      problem: "percent",
      min: 0.2,
      max: 30,
    });
    expect(readProposedExit({ kind: "trailing", percent: 45 })).toEqual({
      problem: "percent",
      min: 0.2,
      max: 30,
    });
    expect(readProposedExit({ kind: "trailing", atr: 0.4 })).toEqual({ problem: "atr", min: 0.5, max: 10 });
    expect(readProposedExit({ kind: "trailing", atr: 12 })).toEqual({ problem: "atr", min: 0.5, max: 10 });
    expect(readProposedExit({ kind: "breakEven", percent: -1 })).toEqual({
      problem: "percent",
      min: 0.1,
      max: 100,
    });
    expect(readProposedExit({ kind: "breakEven", percent: 150 })).toEqual({
      problem: "percent",
      min: 0.1,
      max: 100,
    });
  });

  it("refuses nonsense: an unknown kind, a trailing stop with no distance or two, a break-even in ATRs", () => {
    for (const proposal of [
      { kind: "moon", percent: 1, atr: null },
      { kind: "", percent: null, atr: null },
      { kind: "trailing", percent: null, atr: null },
      { kind: "trailing", percent: 1, atr: 2 },
      { kind: "breakEven", percent: null, atr: 2 },
    ])
      expect(readProposedExit(proposal)).toEqual({ problem: "unclear" });
  });
});

describe("proposalOf / proposedPolicy", () => {
  it("round-trips every policy through the decision's flat form", () => {
    for (const policy of [
      { kind: "fixed" },
      { kind: "breakEven" },
      { kind: "breakEven", percent: 2 },
      { kind: "trailing", percent: 1.5 },
      { kind: "trailing", atr: 3 },
    ] as const)
      expect(proposedPolicy({ exit_policy: proposalOf(policy) })).toEqual(policy);
    expect(proposalOf({ kind: "trailing", atr: 3 })).toEqual({ kind: "trailing", percent: null, atr: 3 });
  });

  it("gives no policy for a decision without a proposal or with an invalid one", () => {
    expect(proposedPolicy({})).toBeUndefined();
    expect(proposedPolicy({ exit_policy: null })).toBeUndefined();
    expect(proposedPolicy({ exit_policy: { kind: "trailing", percent: 99, atr: null } })).toBeUndefined();
  });
});
