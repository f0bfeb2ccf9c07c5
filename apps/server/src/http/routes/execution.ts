import { AppError, serverModeExecuteRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** `POST /api/signing/execute-with-agent` in server mode (spec §7): the server's API wallet signs. */
export function executionRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/signing/execute-with-agent", async (request) => {
    const body = serverModeExecuteRequestSchema.parse(request.body);
    const services = slot.get();
    const target = services.serverModeTarget(body.userAddress);
    if (!target) {
      throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet configured" });
    }
    const data = await services.execution.execute(body.orders, target);
    const total = data.results.length;
    return {
      success: true,
      message: `${data.success} of ${total} orders went through on account ${data.account} (${data.rejected} rejected, ${data.failed} failed)`,
      data,
    };
  });
}
