import {
  hasRiskLimits,
  type Language,
  LOCAL_MODEL_ID,
  type Message,
  normalizeDataSources,
  REPLAY_BUDGET_LIMITS,
  REPLAY_MAX_DAYS,
  type ReplayRunRequestInput,
  type RiskLimits,
  validateTradeAmount,
} from "@app/core";
import { EXIT_PRESETS } from "../exits/exit-presets.ts";
import type { ReplaySettings } from "./replay-settings-store.ts";

const HOUR = 3_600_000;
/** The largest paper account a replay starts with, in USDC (the server's bound). */
export const REPLAY_MAX_BALANCE = 10_000_000;

/** Why the form cannot start a replay: a core message, or a key of the web catalogue under `strategy.errors`. */
export type ReplayFormError =
  | { readonly field: "tradeAmount"; readonly message: Message }
  | {
      readonly field: "coins" | "initialBalance" | "days" | "maxTokens" | "maxUsd";
      readonly key: "noCoins" | "balance" | "days" | "budgetTokens" | "budgetUsd";
    };

/** The request the form's settings make, or the first thing wrong with them. */
export type ReplayFormResult =
  | { readonly ok: true; readonly request: ReplayRunRequestInput }
  | { readonly ok: false; readonly error: ReplayFormError };

/**
 * Builds the replay request: `days` of history ending at the last full hour before `now`, so every
 * candle the replay plays has closed. `riskLimits` are the wallet's saved limits, applied when the form asks.
 */
export function buildReplayRequest(
  settings: ReplaySettings,
  userAddress: `0x${string}`,
  now: number,
  language: Language,
  riskLimits: RiskLimits | null = null,
): ReplayFormResult {
  if (settings.coins.length === 0) return { ok: false, error: { field: "coins", key: "noCoins" } };
  const amount = validateTradeAmount(settings.tradeAmount);
  if (!amount.ok) return { ok: false, error: { field: "tradeAmount", message: amount.message } };
  const balance = Number(settings.initialBalance.trim());
  if (
    settings.initialBalance.trim() === "" ||
    !Number.isFinite(balance) ||
    balance < 10 ||
    balance > REPLAY_MAX_BALANCE
  ) {
    return { ok: false, error: { field: "initialBalance", key: "balance" } };
  }
  const days = Number(settings.days.trim());
  if (!Number.isInteger(days) || days < 1 || days > REPLAY_MAX_DAYS) {
    return { ok: false, error: { field: "days", key: "days" } };
  }
  const remote = settings.model !== LOCAL_MODEL_ID;
  const maxTokens = Number(settings.maxTokens.trim());
  if (
    remote &&
    (settings.maxTokens.trim() === "" ||
      !Number.isInteger(maxTokens) ||
      maxTokens < 1 ||
      maxTokens > REPLAY_BUDGET_LIMITS.maxTokens)
  ) {
    return { ok: false, error: { field: "maxTokens", key: "budgetTokens" } };
  }
  const maxUsd = Number(settings.maxUsd.trim());
  if (
    remote &&
    (settings.maxUsd.trim() === "" ||
      !Number.isFinite(maxUsd) ||
      maxUsd <= 0 ||
      maxUsd > REPLAY_BUDGET_LIMITS.maxUsd)
  ) {
    return { ok: false, error: { field: "maxUsd", key: "budgetUsd" } };
  }
  const end = Math.floor(now / HOUR) * HOUR;
  return {
    ok: true,
    request: {
      userAddress,
      model: settings.model,
      customPrompt: settings.customPrompt,
      ...(remote ? { budget: { maxTokens, maxUsd } } : {}),
      coins: settings.coins,
      dataSources: normalizeDataSources(settings.dataSources),
      riskPreference: settings.riskPreference,
      tradeAmount: amount.amount,
      initialBalance: balance,
      language,
      start: end - days * 24 * HOUR,
      end,
      stepHours: settings.stepHours,
      exitPolicy: EXIT_PRESETS[settings.exitPreset],
      riskLimits: settings.applyRiskLimits && riskLimits && hasRiskLimits(riskLimits) ? riskLimits : null,
    },
  };
}
