import {
  addressSchema,
  autoTradingRunsResponseSchema,
  autoTradingScheduleRequestSchema,
  autoTradingScheduleResponseSchema,
} from "@app/core";
import { z } from "zod";
import { requireServerModeTarget } from "../../orders/target.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
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
export function autoTradingRoutes(app: ApiApp, slot: ServiceSlot): void {
  const readSchedule = {
    summary: "The server-side auto-trading schedule of the signed-in address (null when none)",
    querystring: autoTradingScheduleQuerySchema,
    response: answers(autoTradingScheduleResponseSchema),
  };
  app.get("/api/auto-trading/schedule", { schema: readSchedule }, async (request) => {
    const services = slot.get();
    const query = request.query;
    await requireSignedIn(services.auth, request, query.address);
    const schedule = (await services.stores.autoTrading.schedule(query.address)) ?? null;
    return { success: true as const, data: { schedule } };
  });

  const saveSchedule = {
    summary:
      "Save the server-side auto-trading schedule of the signed-in address (local analyst, server mode)",
    body: autoTradingScheduleRequestSchema,
    response: answers(autoTradingScheduleResponseSchema),
  };
  app.post("/api/auto-trading/schedule", { schema: saveSchedule }, async (request) => {
    const services = slot.get();
    const body = request.body;
    await requireSignedIn(services.auth, request, body.userAddress);
    if (body.enabled) {
      requireServerModeTarget(services.serverModeTarget, body.userAddress);
      // A tripped governor keeps the loop off until the user re-arms it (issue 36 item 3).
      await services.risk.requireArmed(body.userAddress);
    }
    const { userAddress, enabled, intervalMinutes, ...settings } = body;
    const schedule = await services.stores.autoTrading.saveSchedule(
      userAddress,
      { enabled, intervalMinutes, settings },
      services.now(),
    );
    return { success: true as const, data: { schedule } };
  });

  const readRuns = {
    summary: "The latest server-side auto-trading runs of the signed-in address, newest first",
    querystring: autoTradingRunsQuerySchema,
    response: answers(autoTradingRunsResponseSchema),
  };
  app.get("/api/auto-trading/runs", { schema: readRuns }, async (request) => {
    const services = slot.get();
    const query = request.query;
    await requireSignedIn(services.auth, request, query.address);
    return {
      success: true as const,
      data: { runs: await services.stores.autoTrading.runs(query.address, query.limit) },
    };
  });
}
