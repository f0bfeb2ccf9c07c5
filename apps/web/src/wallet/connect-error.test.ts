import { describe, expect, it } from "vitest";
import { classifyConnectError } from "./connect-error.ts";

describe("connection errors", () => {
  it("tells a rejection in the wallet, a pending request and a missing wallet apart", () => {
    expect(classifyConnectError({ name: "UserRejectedRequestError", code: 4001 })).toEqual({
      kind: "rejected",
    });
    expect(classifyConnectError({ name: "ConnectorError", cause: { code: 4001 } })).toEqual({
      kind: "rejected",
    });
    expect(classifyConnectError({ code: -32002, message: "pending" })).toEqual({ kind: "pending" });
    expect(classifyConnectError({ name: "ProviderNotFoundError" })).toEqual({ kind: "no-wallet" });
  });

  it("keeps the wallet's short message for anything else", () => {
    expect(classifyConnectError({ shortMessage: "Chain not configured.", message: "long" })).toEqual({
      kind: "other",
      reason: "Chain not configured.",
    });
  });
});
