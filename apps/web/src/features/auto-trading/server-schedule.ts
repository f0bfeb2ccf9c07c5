import {
  type AppSettings,
  type AutoTradingSchedule,
  type AutoTradingServerRun,
  analysisInitialBalance,
  type Language,
} from "@app/core";
import type { AutoTradingScheduleInput } from "../../api/auto-trading.ts";

/** What the panel says about the loop: off, on and waiting, a run going on, or not known (the server's, unread). */
export type AutoTradingPhase = "stopped" | "running" | "analyzing" | "unknown";

/** What a server schedule is made of: the browser loop's choices, the panel's interval and trade amount. */
export interface ServerScheduleChoices {
  address: string;
  enabled: boolean;
  intervalMinutes: number;
  config: AppSettings["autoTradingConfig"];
  language: Language;
  /** The trade amount as typed in the trading panel: the server sizes from it (an invalid one as 100 USDC). */
  tradeAmount: string;
}

/**
 * The body that saves the server-side schedule. The server runs the local analyst whatever model the browser
 * uses (users' model keys stay in the browser), with the same coins, sources, risk, language and amount.
 */
export function scheduleRequestOf(choices: ServerScheduleChoices): AutoTradingScheduleInput {
  const { config } = choices;
  return {
    userAddress: choices.address,
    enabled: choices.enabled,
    intervalMinutes: choices.intervalMinutes,
    coins: [...config.selectedCoins],
    dataSources: { ...config.dataSources },
    riskPreference: config.riskPreference,
    language: choices.language,
    initialBalance: analysisInitialBalance(choices.tradeAmount),
  };
}

/** The body that changes a stored schedule (on or off, its interval), keeping what it runs with. */
export function requestFromSchedule(
  schedule: AutoTradingSchedule,
  patch: { enabled: boolean; intervalMinutes?: number },
): AutoTradingScheduleInput {
  return {
    ...schedule.settings,
    userAddress: schedule.address,
    enabled: patch.enabled,
    intervalMinutes: patch.intervalMinutes ?? schedule.intervalMinutes,
  };
}

/** What the panel says about the server's loop: off, on and waiting, a run going on, or unknown (unread). */
export function serverPhase(
  schedule: AutoTradingSchedule | null | undefined,
  runs: readonly AutoTradingServerRun[] | undefined,
  unknown = false,
): AutoTradingPhase {
  if (unknown) return "unknown";
  if (!schedule?.enabled) return "stopped";
  return runs?.some((run) => run.status === "running") ? "analyzing" : "running";
}

/** Where each run seen so far stood, by slot. */
export type SeenRuns = ReadonlyMap<number, AutoTradingServerRun["status"]>;

/**
 * The runs that finished since the last look: new finished ones and ones seen running. The first look
 * (`seen` null) only learns what is there, so opening the app does not announce old runs again.
 */
export function newlyFinishedRuns(
  seen: SeenRuns | null,
  runs: readonly AutoTradingServerRun[],
): { seen: SeenRuns; finished: AutoTradingServerRun[] } {
  const next = new Map(seen ?? []);
  const finished: AutoTradingServerRun[] = [];
  for (const run of runs) {
    const before = seen?.get(run.slot);
    if (seen && run.status !== "running" && run.record && (before === undefined || before === "running")) {
      finished.push(run);
    }
    next.set(run.slot, run.status);
  }
  return { seen: next, finished: finished.reverse() };
}
