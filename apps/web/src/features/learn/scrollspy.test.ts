import { describe, expect, it } from "vitest";
import { activeSectionId, READING_LINE, SECTION_SCROLL_MARGIN, spiedSection } from "./scrollspy.ts";

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

  it("counts a section the table of contents jumped to (its top at the scroll margin) as being read", () => {
    // What Chromium showed: the section opened, its top landed at the 144 px margin, the previous one 60 px above.
    const view = {
      positions: at(-900, 84, SECTION_SCROLL_MARGIN, 900),
      viewportHeight: 844,
      atBottom: false,
    };
    expect(spiedSection({ ...view, picked: "s2" })).toBe("s2");
    expect(READING_LINE).toBeGreaterThan(SECTION_SCROLL_MARGIN);
  });

  it("keeps the picked entry at the bottom of the page, where the last sections never reach the line", () => {
    const bottom = { positions: at(-900, -300, 400, 650), viewportHeight: 844, atBottom: true };
    expect(spiedSection({ ...bottom, picked: "s3" })).toBe("s3");
    expect(spiedSection({ ...bottom, picked: "s2" })).toBe("s2");
    expect(spiedSection({ ...bottom, picked: undefined })).toBe("s1");
    // Off screen, or away from the bottom, the reading line decides again.
    expect(spiedSection({ ...bottom, picked: "s3", positions: at(-900, -300, 400, 900) })).toBe("s1");
    expect(spiedSection({ ...bottom, atBottom: false, picked: "s3" })).toBe("s1");
  });
});
