import {
  ANALYSIS_MODEL_IDS,
  LOCAL_MODEL_ID,
  MODEL_OPTIONS,
  MODEL_USD_PER_1K_TOKENS,
  type RemoteModelId,
} from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MODEL_ROUTES } from "../../ai/model-routes.ts";
import type { ServiceSlot } from "../services.ts";

/** The models a user can pick, where each goes, and the display card of the five main ones. */
function modelList() {
  const remote = (
    Object.entries(MODEL_ROUTES) as [RemoteModelId, (typeof MODEL_ROUTES)[RemoteModelId]][]
  ).map(([id, route]) => ({
    id,
    keyless: false,
    openrouterModel: route.openrouter,
    nativeProvider: route.native?.provider ?? null,
    nativeModel: route.native?.modelId ?? null,
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS[id],
    card: MODEL_OPTIONS.find((option) => option.id === id) ?? null,
  }));
  const local = {
    id: LOCAL_MODEL_ID,
    keyless: true,
    openrouterModel: null,
    nativeProvider: null,
    nativeModel: null,
    usdPer1kTokens: 0,
    card: null,
  };
  return [local, ...remote];
}

/** Query of `GET /api/ai/test-connection`: the model whose key to check, by default the first with a key. */
export const testConnectionQuerySchema = z.object({ model: z.enum(ANALYSIS_MODEL_IDS).optional() });

/** `GET /api/ai/models`, `GET /api/ai/test` and `GET /api/ai/test-connection` (product rules §7). */
export function aiInfoRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/ai/models", async () => ({ success: true, data: { models: modelList() } }));

  app.get("/api/ai/test", async () => {
    const services = slot.get();
    const exchange = await services.accounts.ping();
    return {
      success: true,
      data: {
        status: "ok",
        localAnalyst: true,
        models: modelList().length,
        network: services.connection.network,
        exchangeReachable: exchange.reachable,
      },
    };
  });

  app.get("/api/ai/test-connection", async (request) => {
    const { model } = testConnectionQuerySchema.parse(request.query);
    const controller = new AbortController();
    request.raw.once("close", () => {
      if (request.raw.destroyed) controller.abort();
    });
    const data = await slot.get().analysis.testConnection(model, {
      headers: request.headers,
      signal: controller.signal,
    });
    return { success: true, data };
  });
}
