import { describe, expect, it } from "vitest";
import { OpenInterestHistory } from "./open-interest-history.ts";

describe("OpenInterestHistory", () => {
  it("measures the change since the oldest reading of the day, once a minute has passed", () => {
    const history = new OpenInterestHistory();
    expect(history.record("BTC", 0, 1_000).percent).toBeNull();
    expect(history.record("BTC", 30_000, 1_010).percent).toBeNull();
    expect(history.record("BTC", 3_600_000, 1_100)).toEqual({ percent: 10, windowMinutes: 60 });
    // Readings older than a day drop out of the window.
    expect(history.record("BTC", 25 * 3_600_000, 1_210)).toEqual({ percent: 10, windowMinutes: 1440 });
  });
});
