import { translate } from "@app/core";
import { describe, expect, it } from "vitest";
import { statusFields } from "./exchange-statuses.ts";

describe("statusFields", () => {
  it("gives an exchange refusal its catalogue message and keeps the raw text for support", () => {
    const fields = statusFields({ kind: "rejected", error: "Insufficient margin to place order. asset=4" });
    expect(fields).toEqual({
      rejected: true,
      error: "Insufficient margin to place order. asset=4",
      errorMessage: { key: "exchange.refused.margin" },
    });
    expect(translate({ key: "exchange.refused.margin" }, "zh")).toBe("可用保证金不足，无法下此订单。");
  });
});
