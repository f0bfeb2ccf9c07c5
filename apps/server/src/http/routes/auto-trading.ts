import { AppError, addressSchema, autoTradingScheduleRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn } from "../session.ts";

/** Query of `GET /api/auto-trading/schedule`. */
export const autoTradingScheduleQuerySchema = z.object({ address: addressSchema });

/** Query of `GET /api/auto-trading/runs`. */
export const autoTradingRunsQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/**
 * The server-side auto-trading loop of the address signed in with the request's session (issue 10 item 5):
 * read and save its schedule, read its runs. It trades in server mode, so only that address may set it.
 */
export function autoTradingRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/auto-trading/schedule", async (request) => {
    const services = slot.get();
    const query = autoTradingScheduleQuerySchema.parse(request.query);
    await requireSignedIn(services.auth, request, query.address);
    const schedule = (await services.stores.autoTrading.schedule(query.address)) ?? null;
    return { success: true, data: { schedule } };
  });

  app.post("/api/auto-trading/schedule", async (request) => {
    const services = slot.get();
    const body = autoTradingScheduleRequestSchema.parse(request.body);
    await requireSignedIn(services.auth, request, body.userAddress);
    if (body.enabled && !services.serverModeTarget(body.userAddress)) {
      throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet configured" });
    }
    const { userAddress, enabled, intervalMinutes, ...settings } = body;
    const schedule = await services.stores.autoTrading.saveSchedule(
      userAddress,
      { enabled, intervalMinutes, settings },
      services.now(),
    );
    return { success: true, data: { schedule } };
  });

  app.get("/api/auto-trading/runs", async (request) => {
    const services = slot.get();
    const query = autoTradingRunsQuerySchema.parse(request.query);
    await requireSignedIn(services.auth, request, query.address);
    return {
      success: true,
      data: { runs: await services.stores.autoTrading.runs(query.address, query.limit) },
    };
  });
}
