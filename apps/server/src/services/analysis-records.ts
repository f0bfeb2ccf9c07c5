import {
  ANALYSIS_MODEL_IDS,
  analysisSchema,
  estimateCostUsd,
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
    outputTokens: row.outputTokens,
    estimatedCostUsd:
      request.model === "local" ? 0 : estimateCostUsd(request.model, row.inputTokens, row.outputTokens),
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

  /** Runs an analysis and keeps it; its id goes back with it, so executions and history can point at it. */
  async analyzeAndKeep(request: SmartAnalysisRequest, options: AnalyzeOptions): Promise<SmartAnalysisData> {
    const data = await this.#analysis.analyze(request, options);
    const analysisId = await this.#store.save(request, data, this.#now());
    return { ...data, metadata: { ...data.metadata, analysisId } };
  }

  /** The latest stored analyses of an address, newest first. */
  async recent(address: `0x${string}`, limit: number): Promise<RecentAnalysis[]> {
    const rows = await this.#store.recent(address, limit);
    return rows.map(toRecentAnalysis).filter((analysis) => analysis !== undefined);
  }
}
