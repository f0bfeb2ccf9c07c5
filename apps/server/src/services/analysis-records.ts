import {
  type AiSpend,
  ANALYSIS_MODEL_IDS,
  AppError,
  analysisSchema,
  LOCAL_MODEL_ID,
  type RecentAnalysis,
  RISK_PREFERENCES,
  type SmartAnalysisData,
  type SmartAnalysisRequest,
} from "@app/core";
import { z } from "zod";
import type { AnalysisStore, StoredAnalysis } from "../db/analysis-store.ts";
import type { AnalysisService, AnalyzeOptions } from "./analysis-service.ts";

/** The parts of a stored request the trading panel shows again; older rows may lack them. */
const storedRequestSchema = z
  .object({
    coins: z.array(z.string()).catch([]),
    riskPreference: z.enum(RISK_PREFERENCES).catch("balanced"),
    model: z.enum(ANALYSIS_MODEL_IDS).catch("local"),
  })
  .catch({ coins: [], riskPreference: "balanced", model: "local" });

/**
 * A stored analysis as `GET /api/ai/analyses` lists it: enough to show it again as it was; undefined when
 * its decisions no longer read as an analysis (a row written by an older version), since it cannot be shown.
 */
export function toRecentAnalysis(row: StoredAnalysis): RecentAnalysis | undefined {
  const analysis = analysisSchema.safeParse(row.decisions);
  if (!analysis.success) return undefined;
  const request = storedRequestSchema.parse(row.request);
  return {
    id: row.id,
    createdAt: row.createdAt,
    model: row.model,
    provider: row.provider,
    analysis: analysis.data,
    prompt: row.prompt,
    coins: request.coins,
    riskPreference: request.riskPreference,
    inputTokens: row.inputTokens,
    cachedInputTokens: row.cachedInputTokens,
    outputTokens: row.outputTokens,
    costUsd: row.costUsd,
    latencyMs: row.latencyMs,
  };
}

/** The analyses a user asks for: each one is kept, and the latest ones can be shown again. */
export class AnalysisRecords {
  readonly #analysis: AnalysisService;
  readonly #store: AnalysisStore;
  readonly #now: () => number;

  constructor(analysis: AnalysisService, store: AnalysisStore, now: () => number) {
    this.#analysis = analysis;
    this.#store = store;
    this.#now = now;
  }

  /**
   * Runs an analysis and keeps it; its id goes back with it, so executions and history can point at it.
   * With a daily budget, an analysis by a model is refused before any provider call once today's spend
   * has reached it (the built-in analyst costs nothing and always runs).
   */
  async analyzeAndKeep(request: SmartAnalysisRequest, options: AnalyzeOptions): Promise<SmartAnalysisData> {
    if (request.dailyBudgetUsd !== undefined && request.model !== LOCAL_MODEL_ID) {
      const spend = await this.spendToday(request.userAddress);
      if (spend.costUsd >= request.dailyBudgetUsd)
        throw new AppError("AI_BUDGET_REACHED", {
          details: `$${spend.costUsd.toFixed(4)} / $${request.dailyBudgetUsd}`,
        });
    }
    const data = await this.#analysis.analyze(request, options);
    const analysisId = await this.#store.save(request, data, this.#now());
    return { ...data, metadata: { ...data.metadata, analysisId } };
  }

  /** The latest stored analyses of an address, newest first. */
  async recent(address: `0x${string}`, limit: number): Promise<RecentAnalysis[]> {
    const rows = await this.#store.recent(address, limit);
    return rows.map(toRecentAnalysis).filter((analysis) => analysis !== undefined);
  }

  /** What an address's analyses cost today (since 00:00 UTC). */
  async spendToday(address: `0x${string}`): Promise<AiSpend> {
    const now = this.#now();
    const since = now - (now % 86_400_000);
    return { address, since, ...(await this.#store.spendSince(address, since)) };
  }
}
