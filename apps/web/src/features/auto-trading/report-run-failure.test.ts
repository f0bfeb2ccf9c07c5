import type { AutoTradingRecord } from "@app/core";
import { describe, expect, it } from "vitest";
import { reportedRun } from "./report-run-failure.ts";

const ADDRESS = "0xabc0000000000000000000000000000000000003";
const record = (status: AutoTradingRecord["status"], error?: string): AutoTradingRecord => ({
  timestamp: 1_000,
  status,
  summary: "",
  decisions: [],
  model: "local-analyst",
  ...(error ? { error } : {}),
});

describe("reportedRun: a failed browser run is told outside the browser", () => {
  it("sends a failed run, not a successful one, nor one the governor stopped (the server told its trip)", async () => {
    const sent: [string, string | undefined][] = [];
    const send = async (address: string, run: AutoTradingRecord) => {
      sent.push([address, run.error]);
    };
    await reportedRun(ADDRESS, async () => record("failed", "分析失败：模型未在时限内回答"), send);
    await reportedRun(ADDRESS, async () => record("success"), send);
    await reportedRun(
      ADDRESS,
      async (report) => {
        report.governorStopped();
        return record("failed", "Daily loss limit reached");
      },
      send,
    );
    expect(sent).toEqual([[ADDRESS, "分析失败：模型未在时限内回答"]]);
  });

  it("answers the run's record when the send is refused (no session)", async () => {
    const failed = record("failed", "The analysis failed");
    const answer = await reportedRun(
      ADDRESS,
      async () => failed,
      async () => {
        throw new Error("Sign in first");
      },
    );
    expect(answer).toBe(failed);
  });
});
