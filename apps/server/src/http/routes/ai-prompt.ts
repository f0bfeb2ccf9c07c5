import {
  addressSchema,
  COIN_SYMBOLS,
  DATA_SOURCE_IDS,
  DEFAULT_COINS,
  languageSchema,
  RISK_PREFERENCES,
} from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";

const list = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** Query of `GET /api/account/ai-prompt`: product rules §7's address and initialBalance, and optionally the panel's choices. */
export const aiPromptQuerySchema = z.object({
  address: addressSchema,
  initialBalance: z.coerce.number().positive().finite().optional(),
  coins: z.preprocess(list, z.array(z.enum(COIN_SYMBOLS)).min(1).max(25)).default([...DEFAULT_COINS]),
  /** Ticked data sources, comma-separated; the defaults when absent. */
  dataSources: z.preprocess(list, z.array(z.enum(DATA_SOURCE_IDS))).optional(),
  customPrompt: z.string().max(4000).default(""),
  riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
  language: languageSchema.default("en"),
});

/** `GET /api/account/ai-prompt`: the prompt a model would be sent now, exactly as "What AI Sees" shows it. */
export function aiPromptRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/account/ai-prompt", async (request) => {
    const query = aiPromptQuerySchema.parse(request.query);
    const dataSources = query.dataSources
      ? Object.fromEntries(DATA_SOURCE_IDS.map((id) => [id, query.dataSources?.includes(id) ?? false]))
      : {};
    const prompt = await slot.get().analysis.preview({
      userAddress: query.address,
      coins: [...new Set(query.coins)],
      dataSources,
      customPrompt: query.customPrompt,
      initialBalance: query.initialBalance,
      riskPreference: query.riskPreference,
      language: query.language,
    });
    return {
      success: true,
      data: { prompts: { userPrompt: prompt.userPrompt }, marketDataTime: prompt.marketDataTime },
    };
  });
}
