import { describe, expect, it } from "vitest";
import { parseTabPath, tabPath } from "./tab-path.ts";

describe("tab paths", () => {
  it("gives each tab its own path, the dashboard the root", () => {
    expect(tabPath({ tab: "dashboard", detail: null })).toBe("/");
    expect(tabPath({ tab: "trading-dashboard", detail: null })).toBe("/trading-dashboard");
    expect(tabPath({ tab: "strategy", detail: "run 1/2" })).toBe("/strategy/run%201%2F2");
  });

  it("reads back what it writes", () => {
    for (const location of [
      { tab: "dashboard", detail: null },
      { tab: "wallet", detail: null },
      { tab: "strategy", detail: "0f3c-run" },
      { tab: "strategy", detail: "run 1/2" },
    ] as const) {
      expect(parseTabPath(tabPath(location))).toEqual(location);
    }
  });

  it("opens the dashboard for an unknown or too long path, and the tab for a malformed item", () => {
    expect(parseTabPath("/nope")).toEqual({ tab: "dashboard", detail: null });
    expect(parseTabPath("/strategy/a/b")).toEqual({ tab: "dashboard", detail: null });
    expect(parseTabPath("/strategy/%E0%A4%A")).toEqual({ tab: "strategy", detail: null });
    expect(parseTabPath("/learn/")).toEqual({ tab: "learn", detail: null });
  });
});
