import { addressSchema, agentCheckQuerySchema, agentRegisterRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";

/** Query of `GET /api/agent/list`. */
export const listQuerySchema = z.object({ address: addressSchema });

/** Agents of product rules §7: `POST /api/agent/register`, `GET /api/agent/list`, `GET /api/agent/check`. */
export function agentRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/agent/register", async (request) => {
    const body = agentRegisterRequestSchema.parse(request.body);
    const agent = await slot.get().agents.register(body);
    return {
      success: true,
      data: {
        agentAddress: agent.agentAddress,
        agentName: agent.agentName,
        mainWalletAddress: agent.mainAddress,
        expirationTime: agent.expirationTime,
      },
    };
  });

  app.get("/api/agent/list", async (request) => {
    const query = listQuerySchema.parse(request.query);
    return { success: true, data: { agents: await slot.get().agents.list(query.address) } };
  });

  app.get("/api/agent/check", async (request) => {
    const query = agentCheckQuerySchema.parse(request.query);
    return { success: true, data: await slot.get().agents.check(query.address, query.agent) };
  });
}
