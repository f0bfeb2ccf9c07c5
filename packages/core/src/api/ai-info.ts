import { z } from "zod";
import { COIN_SYMBOLS, DEFAULT_COINS } from "../catalog/coins.ts";
import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { ANALYSIS_MODEL_IDS, MODEL_CARD_IDS } from "../catalog/models.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { addressSchema, languageSchema, successEnvelope } from "./common.ts";

/** A display card of one of the five main models (product rules §9). */
export const modelCardSchema = z.object({
  id: z.enum(MODEL_CARD_IDS),
  name: z.string(),
  freeCredits: z.number(),
  rating: z.number(),
  profitRate: z.string(),
  usdPer1kTokens: z.number().nonnegative(),
  brandColor: z.string(),
});

/** A model a user can pick, where it goes, and its card when it is one of the five main ones. */
export const modelListEntrySchema = z.object({
  id: z.enum(ANALYSIS_MODEL_IDS),
  /** The built-in analyst needs no key. */
  keyless: z.boolean(),
  openrouterModel: z.string().nullable(),
  nativeProvider: z.string().nullable(),
  nativeModel: z.string().nullable(),
  usdPer1kTokens: z.number().nonnegative(),
  card: modelCardSchema.nullable(),
});

/** One entry of the model list. */
export type ModelListEntry = z.infer<typeof modelListEntrySchema>;

/** Answer of `GET /api/ai/models`: the local analyst first. */
export const modelListResponseSchema = successEnvelope(z.object({ models: z.array(modelListEntrySchema) }));

/** Answer of `GET /api/ai/test`: whether the analysis engine and the exchange answer. */
export const aiTestResponseSchema = successEnvelope(
  z.object({
    status: z.literal("ok"),
    localAnalyst: z.boolean(),
    models: z.number().int().nonnegative(),
    network: z.string(),
    exchangeReachable: z.boolean(),
  }),
);

/** Query of `GET /api/ai/test-connection`: the model whose key to check, by default the first with a key. */
export const testConnectionQuerySchema = z.object({ model: z.enum(ANALYSIS_MODEL_IDS).optional() });

/** Answer of `GET /api/ai/test-connection`: the key works; which model, provider and model id answered, how fast. */
export const testConnectionResponseSchema = successEnvelope(
  z.object({
    ok: z.literal(true),
    model: z.enum(ANALYSIS_MODEL_IDS),
    mode: z.enum(["openrouter", "native", "built-in"]),
    provider: z.string(),
    modelId: z.string(),
    latencyMs: z.number().nonnegative(),
  }),
);

const commaList = (value: unknown) =>
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
  /** Catalogue coins, comma-separated; the default coins when absent. */
  coins: z.preprocess(commaList, z.array(z.enum(COIN_SYMBOLS)).min(1).max(25)).default([...DEFAULT_COINS]),
  /** Ticked data sources, comma-separated; the defaults when absent. */
  dataSources: z.preprocess(commaList, z.array(z.enum(DATA_SOURCE_IDS))).optional(),
  customPrompt: z.string().max(4000).default(""),
  riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
  language: languageSchema.default("en"),
  /** "false" leaves the decision memory out, as an analysis with the memory switched off. */
  memory: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

/** Answer of `GET /api/account/ai-prompt`: the prompt a model would be sent now, and when its data was read. */
export const aiPromptResponseSchema = successEnvelope(
  z.object({ prompts: z.object({ userPrompt: z.string() }), marketDataTime: z.number().int().nonnegative() }),
);

/** A key that works, as `GET /api/ai/test-connection` answers it. */
export type ConnectionTest = z.infer<typeof testConnectionResponseSchema>["data"];
