import type { SmartAnalysisData, SmartAnalysisRequest } from "@app/core";
import { desc, eq } from "drizzle-orm";
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
  readonly outputTokens: number;
  readonly latencyMs: number;
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
        outputTokens: data.metadata.outputTokens,
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
}
