import type { TickMarkType, UTCTimestamp } from "lightweight-charts";
import { describe, expect, it } from "vitest";
import { chartTickFormatter } from "./chart-time.ts";

// lightweight-charts' TickMarkType values, as the chart passes them.
const DAY = 2 as TickMarkType;
const TIME = 3 as TickMarkType;
const TIME_WITH_SECONDS = 4 as TickMarkType;

describe("the charts' time axis labels", () => {
  const at = (iso: string) => (Date.parse(iso) / 1000) as UTCTimestamp;
  const hour = (iso: string) => new Date(Date.parse(iso)).getHours().toString().padStart(2, "0");

  it("gives marks inside one minute their seconds, so a young account's axis does not repeat one label", () => {
    const format = chartTickFormatter("en");
    const labels = ["2026-11-27T06:22:10Z", "2026-11-27T06:22:20Z", "2026-11-27T06:22:30Z"].map((iso) =>
      format(at(iso), TIME_WITH_SECONDS),
    );
    expect(new Set(labels).size).toBe(3);
    expect(labels[0]).toBe(`${hour("2026-11-27T06:22:10Z")}:22:10`);
  });

  it("writes minutes on a 24-hour clock and days in the interface language", () => {
    expect(chartTickFormatter("en")(at("2026-11-27T15:05:00Z"), TIME)).toBe(
      `${hour("2026-11-27T15:05:00Z")}:05`,
    );
    expect(chartTickFormatter("en")(at("2026-11-27T12:00:00Z"), DAY)).toMatch(/^Nov 2[67]$/);
    expect(chartTickFormatter("zh")(at("2026-11-27T12:00:00Z"), DAY)).toMatch(/^11月2[67]日$/);
  });
});
