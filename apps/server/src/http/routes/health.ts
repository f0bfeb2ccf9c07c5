import { healthResponseSchema } from "@app/core";
import type { HlSim } from "@app/hl-sim";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/**
 * `GET /api/health`: ready once the exchange clients exist; says which network is traded and, with
 * the local exchange mounted, whether it takes actions (`exchange.ready`, read from `sim.status()`).
 */
export function healthRoutes(app: ApiApp, slot: ServiceSlot, localExchange?: HlSim): void {
  app.get(
    "/api/health",
    { schema: { summary: "Ready, and the network traded", response: answers(healthResponseSchema) } },
    async () => {
      const { connection } = slot.get();
      const exchange = localExchange?.status();
      return {
        success: true as const,
        data: { status: "ok" as const, network: connection.network, ...(exchange ? { exchange } : {}) },
      };
    },
  );
}
