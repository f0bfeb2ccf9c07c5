import { describe, expect, it } from "vitest";
import { activeSectionId } from "./scrollspy.ts";

const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index}`, top }));

describe("the scrollspy", () => {
  it("picks the first section before any heading reaches the line", () => {
    expect(activeSectionId(at(300, 900, 1500), 140)).toBe("s0");
  });

  it("picks the last section whose top has passed the line under the header", () => {
    expect(activeSectionId(at(-800, -200, 120, 700), 140)).toBe("s2");
    expect(activeSectionId(at(-800, -200, 400, 700), 140)).toBe("s1");
  });

  it("picks the last section at the bottom of the page, and nothing without sections", () => {
    expect(activeSectionId(at(-3000, -2000, -900), 140)).toBe("s2");
    expect(activeSectionId([], 140)).toBeUndefined();
  });
});
