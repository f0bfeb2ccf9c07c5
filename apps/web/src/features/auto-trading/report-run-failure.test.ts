import type { AutoTradingRecord } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import { pendingRunFailures, type RunFailureEvent } from "./pending-run-failures.ts";
import { type RunFailureOutlet, reportedRun } from "./report-run-failure.ts";

const ADDRESS = "0xabc0000000000000000000000000000000000003";
const KEY = "5c4b3a29-1807-4f6e-9d5c-4b3a29180706";
const record = (status: AutoTradingRecord["status"], error?: string): AutoTradingRecord => ({
  timestamp: 1_000,
  status,
  summary: "",
  decisions: [],
  model: "local-analyst",
  ...(error ? { error } : {}),
});

function outlet(send: RunFailureOutlet["send"]) {
  const kept: RunFailureEvent[] = [];
  const value: RunFailureOutlet = {
    send,
    storage: localStorage,
    now: () => 5_000,
    newKey: () => KEY,
    kept: (event) => kept.push(event),
  };
  return { value, kept };
}

describe("reportedRun: a failed browser run is told outside the browser", () => {
  it("sends a failed run with a key and its time, not a successful one, nor one the governor stopped", async () => {
    const send = vi.fn(async () => undefined);
    const { value, kept } = outlet(send);
    await reportedRun(ADDRESS, async () => record("failed", "分析失败：模型未在时限内回答"), value);
    await reportedRun(ADDRESS, async () => record("success"), value);
    await reportedRun(
      ADDRESS,
      async (report) => {
        report.governorStopped();
        return record("failed", "Daily loss limit reached");
      },
      value,
    );
    expect(send.mock.calls).toEqual([
      [ADDRESS, { key: KEY, error: "分析失败：模型未在时限内回答", at: 1_000, model: "local-analyst" }],
    ]);
    expect(kept).toEqual([]);
  });

  it("keeps a failure it cannot send while signed out, says so, and still answers the run's record", async () => {
    const { value, kept } = outlet(async () => {
      throw new ApiError(clientErrorBody("SIGN_IN_REQUIRED", "Sign in first"), 401);
    });
    const failed = record("failed", "The analysis failed");
    expect(await reportedRun(ADDRESS, async () => failed, value)).toBe(failed);
    const event = { key: KEY, error: "The analysis failed", at: 1_000, model: "local-analyst" };
    expect(kept).toEqual([event]);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([event]);
  });

  it("does not keep a failure the server refused for good", async () => {
    const { value, kept } = outlet(async () => {
      throw new ApiError(clientErrorBody("VALIDATION_ERROR", "bad"), 400);
    });
    await reportedRun(ADDRESS, async () => record("failed", "The analysis failed"), value);
    expect(kept).toEqual([]);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([]);
  });
});
