import { describe, expect, it } from "vitest";
import { runRecordOf } from "../auto-trading/run-record.ts";
import {
  autoTradingRunsResponseSchema,
  autoTradingScheduleRequestSchema,
  autoTradingScheduleResponseSchema,
} from "./auto-trading.ts";

const address = "0xAbCdEf0123456789abcdef0123456789ABCDEF01";

describe("the server-side auto-trading contract", () => {
  it("reads a run and its history record as runRecordOf makes it", () => {
    const record = runRecordOf({ at: 5, model: "local", error: "BTC: rejected" });
    const traded = {
      ...record,
      decisions: [{ coin: "BTC", action: "BUY" as const, confidence: 70, reasoning: "up" }],
      execution: { executed: 0, failed: 1, total: 1 },
    };
    const answer = {
      success: true,
      data: {
        runs: [
          {
            address,
            slot: 5,
            status: "success",
            startedAt: 5,
            finishedAt: 9,
            attempts: 1,
            executionId: "e",
            record: traded,
          },
          {
            address,
            slot: 1,
            status: "running",
            startedAt: 1,
            finishedAt: null,
            attempts: 1,
            executionId: null,
            record: null,
          },
        ],
      },
    };
    const runs = autoTradingRunsResponseSchema.parse(answer).data.runs;
    expect(runs[0]?.record).toEqual(traded);
    expect(runs[0]?.record).toMatchObject({ status: "failed", error: "BTC: rejected" });
    expect(runs[0]?.address).toBe(address.toLowerCase());
    expect(
      autoTradingRunsResponseSchema.safeParse({
        ...answer,
        data: { runs: [{ ...answer.data.runs[0], status: "late" }] },
      }).success,
    ).toBe(false);
  });

  it("reads a schedule or none, and keeps the trade amount a request carries", () => {
    const request = autoTradingScheduleRequestSchema.parse({
      userAddress: address,
      enabled: true,
      intervalMinutes: 1,
      coins: ["BTC", "BTC", "ETH"],
      initialBalance: 250,
    });
    const { userAddress: _address, enabled, intervalMinutes, ...settings } = request;
    expect(settings).toMatchObject({ coins: ["BTC", "ETH"], initialBalance: 250, language: "en" });
    const schedule = { address, enabled, intervalMinutes, nextRunAt: 60_000, settings, updatedAt: 1 };
    expect(
      autoTradingScheduleResponseSchema.parse({ success: true, data: { schedule } }).data.schedule,
    ).toMatchObject({
      nextRunAt: 60_000,
      settings: { initialBalance: 250 },
    });
    expect(
      autoTradingScheduleResponseSchema.parse({ success: true, data: { schedule: null } }).data.schedule,
    ).toBeNull();
    expect(autoTradingScheduleRequestSchema.safeParse({ ...request, initialBalance: 0 }).success).toBe(false);
  });
});
