import { healthResponseSchema } from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/health`: ready once the exchange clients exist; says which network is traded. */
export function healthRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/health",
    { schema: { summary: "Ready, and the network traded", response: answers(healthResponseSchema) } },
    async () => {
      const { connection } = slot.get();
      return { success: true as const, data: { status: "ok" as const, network: connection.network } };
    },
  );
}
