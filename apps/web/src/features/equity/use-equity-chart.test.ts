import { describe, expect, it } from "vitest";
import { toSeconds } from "./use-equity-chart.ts";

describe("drawn points", () => {
  it("are in whole seconds and strictly increasing, the later reading of a second kept", () => {
    expect(
      toSeconds([
        { time: 1_000, value: 1 },
        { time: 1_500, value: 2 },
        { time: 3_000, value: 3 },
      ]),
    ).toEqual([
      { time: 1, value: 2 },
      { time: 3, value: 3 },
    ]);
  });
});
