import type { AutoTradingSchedule, AutoTradingServerRun } from "@app/core";
import { describe, expect, it } from "vitest";
import { newlyFinishedRuns, requestFromSchedule, scheduleRequestOf, serverPhase } from "./server-schedule.ts";

const address = "0x1111111111111111111111111111111111111111" as const;
const record = (status: "success" | "failed") => ({
  timestamp: 1,
  status,
  summary: "s",
  decisions: [],
  model: "local",
  ...(status === "failed" ? { error: "boom" } : {}),
});
const run = (slot: number, status: AutoTradingServerRun["status"]): AutoTradingServerRun => ({
  address,
  slot,
  status,
  startedAt: slot,
  finishedAt: status === "running" ? null : slot + 1,
  attempts: 1,
  executionId: null,
  record: status === "running" ? null : record(status),
});
const schedule: AutoTradingSchedule = {
  address,
  enabled: true,
  intervalMinutes: 5,
  nextRunAt: 10_000,
  settings: {
    coins: ["BTC"],
    dataSources: { rsi: false },
    riskPreference: "aggressive",
    language: "zh",
    initialBalance: 300,
  },
  updatedAt: 1,
};

describe("the server schedule's request", () => {
  it("carries the browser loop's choices, the language and the trade amount (100 USDC when the amount is not a number)", () => {
    const config = {
      selectedAI: "deepseek" as const,
      selectedCoins: ["BTC" as const, "ETH" as const],
      dataSources: { ...schedule.settings.dataSources, price: true } as never,
      riskPreference: "conservative" as const,
    };
    const choices = { address, enabled: true, intervalMinutes: 15, config, language: "en" as const };
    expect(scheduleRequestOf({ ...choices, tradeAmount: "250" })).toEqual({
      userAddress: address,
      enabled: true,
      intervalMinutes: 15,
      coins: ["BTC", "ETH"],
      dataSources: { rsi: false, price: true },
      riskPreference: "conservative",
      language: "en",
      initialBalance: 250,
    });
    expect(scheduleRequestOf({ ...choices, tradeAmount: "" }).initialBalance).toBe(100);
  });

  it("switches a stored schedule off or to a new interval, keeping what it runs with", () => {
    expect(requestFromSchedule(schedule, { enabled: false })).toEqual({
      ...schedule.settings,
      userAddress: address,
      enabled: false,
      intervalMinutes: 5,
    });
    expect(requestFromSchedule(schedule, { enabled: true, intervalMinutes: 30 }).intervalMinutes).toBe(30);
  });
});

describe("the server loop's status", () => {
  it("is stopped without an enabled schedule, analyzing while a run is going, running otherwise, unknown while unread", () => {
    expect(serverPhase(null, [])).toBe("stopped");
    expect(serverPhase({ ...schedule, enabled: false }, [run(1, "running")])).toBe("stopped");
    expect(serverPhase(schedule, [run(2, "running"), run(1, "success")])).toBe("analyzing");
    expect(serverPhase(schedule, [run(1, "success")])).toBe("running");
    expect(serverPhase(schedule, [run(1, "success")], true)).toBe("unknown");
  });
});

describe("the server runs announced to the bell", () => {
  it("announces nothing on the first look, then each run that finished since, once, oldest first", () => {
    const first = newlyFinishedRuns(null, [run(2, "running"), run(1, "success")]);
    expect(first.finished).toEqual([]);
    const second = newlyFinishedRuns(first.seen, [run(3, "failed"), run(2, "success"), run(1, "success")]);
    expect(second.finished.map((r) => [r.slot, r.status])).toEqual([
      [2, "success"],
      [3, "failed"],
    ]);
    const third = newlyFinishedRuns(second.seen, [run(3, "failed"), run(2, "success"), run(1, "success")]);
    expect(third.finished).toEqual([]);
    const fourth = newlyFinishedRuns(third.seen, [run(4, "running"), run(3, "failed")]);
    expect(fourth.finished).toEqual([]);
  });
});
