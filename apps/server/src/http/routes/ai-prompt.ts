import { aiPromptQuerySchema, aiPromptResponseSchema, DATA_SOURCE_IDS } from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/account/ai-prompt`: the prompt a model would be sent now, exactly as "What AI Sees" shows it. */
export function aiPromptRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/account/ai-prompt",
    {
      schema: {
        summary: "The prompt a model would be sent now",
        querystring: aiPromptQuerySchema,
        response: answers(aiPromptResponseSchema),
      },
    },
    async (request) => {
      const query = request.query;
      const ticked = query.dataSources;
      const dataSources = ticked
        ? Object.fromEntries(DATA_SOURCE_IDS.map((id) => [id, ticked.includes(id)]))
        : {};
      const prompt = await slot.get().analysis.preview({
        userAddress: query.address,
        coins: [...new Set(query.coins)],
        dataSources,
        customPrompt: query.customPrompt,
        initialBalance: query.initialBalance,
        riskPreference: query.riskPreference,
        language: query.language,
        memory: query.memory,
      });
      return {
        success: true as const,
        data: { prompts: { userPrompt: prompt.userPrompt }, marketDataTime: prompt.marketDataTime },
      };
    },
  );
}
