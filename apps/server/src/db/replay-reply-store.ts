import { type Analysis, analysisSchema } from "@app/core";
import { and, eq } from "drizzle-orm";
import type { CachedReply } from "../replay/replay-model.ts";
import type { Db } from "./database.ts";
import { replayReplies } from "./schema.ts";

/** Model replies of replays, per address and key (model, the user's prompt, the snapshot's digest). */
export class ReplayReplyStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The reply stored under `key` for `address`; a row that no longer parses as an analysis is a miss. */
  async get(address: string, key: string): Promise<CachedReply | undefined> {
    const [row] = await this.#db
      .select()
      .from(replayReplies)
      .where(and(eq(replayReplies.address, address.toLowerCase()), eq(replayReplies.key, key)))
      .limit(1);
    if (!row) return undefined;
    const analysis = analysisSchema.safeParse(row.analysis);
    if (!analysis.success) return undefined;
    return { analysis: analysis.data, inputTokens: row.inputTokens, outputTokens: row.outputTokens };
  }

  /** Keeps a paid reply; a second reply for the same key (two runs racing) keeps the first. */
  async put(address: string, key: string, reply: CachedReply, now: number): Promise<void> {
    await this.#db
      .insert(replayReplies)
      .values({
        address: address.toLowerCase(),
        key,
        analysis: reply.analysis satisfies Analysis,
        inputTokens: reply.inputTokens,
        outputTokens: reply.outputTokens,
        createdAt: now,
      })
      .onConflictDoNothing();
  }
}
