import {
  aiTestResponseSchema,
  modelListResponseSchema,
  testConnectionQuerySchema,
  testConnectionResponseSchema,
} from "@app/core";
import { modelList } from "../../ai/model-list.ts";
import { clientGoneSignal } from "../client-gone.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/ai/models`, `GET /api/ai/test` and `GET /api/ai/test-connection` (product rules §7). */
export function aiInfoRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/ai/models",
    {
      schema: {
        summary: "Models a user can pick and where each goes",
        response: answers(modelListResponseSchema),
      },
    },
    async () => ({ success: true as const, data: { models: modelList() } }),
  );

  app.get(
    "/api/ai/test",
    {
      schema: {
        summary: "Whether the analysis engine and the exchange answer",
        response: answers(aiTestResponseSchema),
      },
    },
    async () => {
      const services = slot.get();
      const exchange = await services.accounts.ping();
      return {
        success: true as const,
        data: {
          status: "ok" as const,
          localAnalyst: true,
          models: modelList().length,
          network: services.connection.network,
          exchangeReachable: exchange.reachable,
        },
      };
    },
  );

  app.get(
    "/api/ai/test-connection",
    {
      schema: {
        summary: "Check the request's provider key with a one-word call; fails with the provider's errorCode",
        querystring: testConnectionQuerySchema,
        response: answers(testConnectionResponseSchema),
      },
    },
    async (request, reply) => {
      const data = await slot.get().analysis.testConnection(request.query.model, {
        headers: request.headers,
        signal: clientGoneSignal(reply),
      });
      return { success: true as const, data };
    },
  );
}
