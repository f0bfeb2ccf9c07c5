import { beforeEach, describe, expect, it } from "vitest";
import { chosenExit, useCardExits } from "./card-exit-store.ts";

const proposed = { kind: "trailing", percent: 1.5 } as const;

describe("chosenExit", () => {
  beforeEach(() => useCardExits.setState({ choices: {} }));

  it("sends the model's proposal with a card left as it was prefilled", () => {
    expect(chosenExit(1000, 0, proposed)).toEqual(proposed);
    expect(chosenExit(1000, 0)).toBeUndefined();
  });

  it("sends the policy the user chose instead, and none when the user chose fixed", () => {
    useCardExits.getState().choose(1000, 0, { kind: "breakEven" });
    expect(chosenExit(1000, 0, proposed)).toEqual({ kind: "breakEven" });
    useCardExits.getState().choose(1000, 0, { kind: "fixed" });
    expect(chosenExit(1000, 0, proposed)).toBeUndefined();
    // Another card, or the same card of another analysis, keeps its own.
    expect(chosenExit(1000, 1, proposed)).toEqual(proposed);
    expect(chosenExit(2000, 0, proposed)).toEqual(proposed);
  });

  it("sends nothing before an analysis is shown", () => {
    expect(chosenExit(undefined, 0, proposed)).toBeUndefined();
  });
});
