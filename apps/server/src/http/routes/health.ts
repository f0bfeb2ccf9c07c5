import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/health`: ready once the exchange clients exist; says which network is traded. */
export function healthRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/health", async () => {
    const { connection } = slot.get();
    return { success: true, data: { status: "ok", network: connection.network } };
  });
}
