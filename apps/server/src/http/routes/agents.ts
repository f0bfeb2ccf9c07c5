import {
  agentCheckQuerySchema,
  agentCheckResponseSchema,
  agentListQuerySchema,
  agentListResponseSchema,
  agentRegisterRequestSchema,
  agentRegisterResponseSchema,
} from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** Agents of product rules §7: `POST /api/agent/register`, `GET /api/agent/list`, `GET /api/agent/check`. */
export function agentRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.post(
    "/api/agent/register",
    {
      schema: {
        summary: "Register an agent with the main wallet's signed limits",
        body: agentRegisterRequestSchema,
        response: answers(agentRegisterResponseSchema),
      },
    },
    async (request) => {
      const agent = await slot.get().agents.register(request.body);
      return {
        success: true as const,
        data: {
          agentAddress: agent.agentAddress,
          agentName: agent.agentName,
          mainWalletAddress: agent.mainAddress,
          expirationTime: agent.expirationTime,
        },
      };
    },
  );

  app.get(
    "/api/agent/list",
    {
      schema: {
        summary: "Agents the exchange lists for a wallet",
        querystring: agentListQuerySchema,
        response: answers(agentListResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: { agents: await slot.get().agents.list(request.query.address) },
    }),
  );

  app.get(
    "/api/agent/check",
    {
      schema: {
        summary: "Whether an agent may trade for a wallet now",
        querystring: agentCheckQuerySchema,
        response: answers(agentCheckResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slot.get().agents.check(request.query.address, request.query.agent),
    }),
  );
}
