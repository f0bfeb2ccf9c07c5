import { describe, expect, it } from "vitest";
import { sdkTypeErrors } from "../test/sdk-types.ts";

describe("checking answers against the SDK's response types", () => {
  it("accepts a fitting answer and names a missing field, a wrong type and an extra key", async () => {
    const fits = { cumVlm: "1.0", nRequestsUsed: 1, nRequestsCap: 10001, nRequestsSurplus: 0 };
    expect(await sdkTypeErrors([{ module: "info", type: "UserRateLimitResponse", value: fits }])).toEqual([]);
    const errors = await sdkTypeErrors([
      { module: "info", type: "UserRateLimitResponse", value: { ...fits, nRequestsSurplus: undefined } },
      { module: "info", type: "UserRateLimitResponse", value: { ...fits, nRequestsCap: "10001" } },
      { module: "info", type: "ExchangeStatusResponse", value: { time: 1, specialStatuses: null, extra: 1 } },
    ]);
    expect(errors).toHaveLength(3);
    expect(errors.join("\n")).toMatch(/nRequestsSurplus/);
    expect(errors.join("\n")).toMatch(/extra/);
  });
});
