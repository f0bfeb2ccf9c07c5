import type { SmartAnalysisData, SmartAnalysisRequest } from "@app/core";
import { and, count, desc, eq, gte, isNull, sum } from "drizzle-orm";
import type { Db } from "./database.ts";
import { analyses } from "./schema.ts";
import { toStorable } from "./storable-text.ts";

/** A stored analysis. */
export interface StoredAnalysis {
  readonly id: string;
  readonly address: string;
  readonly createdAt: number;
  readonly model: string;
  readonly provider: string;
  readonly prompt: string;
  readonly request: unknown;
  readonly decisions: unknown;
  readonly inputTokens: number;
  readonly cachedInputTokens: number;
  readonly outputTokens: number;
  /** Null: the model had no known price. */
  readonly costUsd: number | null;
  readonly latencyMs: number;
}

/** What an address's analyses since a time cost: the priced sum, how many there were, how many unpriced. */
export interface AnalysisSpend {
  readonly costUsd: number;
  readonly analyses: number;
  readonly unpriced: number;
}

/** Keeps every analysis: the request, the prompt the model saw, its decisions, tokens and latency. */
export class AnalysisStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Stores an analysis and returns its id. */
  async save(request: SmartAnalysisRequest, data: SmartAnalysisData, createdAt: number): Promise<string> {
    const id = crypto.randomUUID();
    // A model's reply may hold a NUL or a lone surrogate: stored as U+FFFD rather than losing the analysis.
    await this.#db.insert(analyses).values(
      toStorable({
        id,
        address: request.userAddress,
        createdAt,
        request,
        prompt: data.prompts.userPrompt,
        model: data.metadata.model,
        provider: data.metadata.provider,
        decisions: data.analysis,
        inputTokens: data.metadata.inputTokens,
        cachedInputTokens: data.metadata.cachedInputTokens,
        outputTokens: data.metadata.outputTokens,
        costUsd: data.metadata.costUsd,
        latencyMs: data.metadata.latencyMs,
      }),
    );
    return id;
  }

  /** The latest analyses of an address, newest first. */
  async recent(address: string, limit: number): Promise<StoredAnalysis[]> {
    return this.#db
      .select()
      .from(analyses)
      .where(eq(analyses.address, address))
      .orderBy(desc(analyses.createdAt))
      .limit(limit);
  }

  /** What the analyses of an address stored since `since` (ms since the epoch) cost. */
  async spendSince(address: string, since: number): Promise<AnalysisSpend> {
    const mine = and(eq(analyses.address, address), gte(analyses.createdAt, since));
    const [totals] = await this.#db
      .select({ costUsd: sum(analyses.costUsd), analyses: count() })
      .from(analyses)
      .where(mine);
    const [unpriced] = await this.#db
      .select({ count: count() })
      .from(analyses)
      .where(and(mine, isNull(analyses.costUsd)));
    return {
      costUsd: Number(totals?.costUsd ?? 0),
      analyses: totals?.analyses ?? 0,
      unpriced: unpriced?.count ?? 0,
    };
  }
}
