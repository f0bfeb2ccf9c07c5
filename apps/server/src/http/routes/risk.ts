import {
  addressSchema,
  riskAddressRequestSchema,
  riskCheckRequestSchema,
  riskCheckResponseSchema,
  riskLimitsRequestSchema,
  riskStatusResponseSchema,
} from "@app/core";
import { z } from "zod";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn, sessionToken } from "../session.ts";

/** Query of `GET /api/risk`. */
export const riskQuerySchema = z.object({ address: addressSchema });

/**
 * The auto-trading risk governor of the signed-in address (issue 36 item 3): read it, set its limits, let the
 * browser's loop ask it before a run, re-arm it after a trip. Every call is the signed-in address's own.
 */
export function riskRoutes(app: ApiApp, slot: ServiceSlot): void {
  const read = {
    summary: "The risk governor of the signed-in address: limits, state and latest trips",
    querystring: riskQuerySchema,
    response: answers(riskStatusResponseSchema),
  };
  app.get("/api/risk", { schema: read }, async (request) => {
    const services = slot.get();
    await requireSignedIn(services.auth, request, request.query.address);
    return { success: true as const, data: await services.risk.status(request.query.address) };
  });

  const limits = {
    summary: "Save the risk limits of the signed-in address (daily loss, drawdown, losing runs)",
    body: riskLimitsRequestSchema,
    response: answers(riskStatusResponseSchema),
  };
  app.post("/api/risk/limits", { schema: limits }, async (request) => {
    const services = slot.get();
    const body = request.body;
    await requireSignedIn(services.auth, request, body.userAddress);
    return { success: true as const, data: await services.risk.saveLimits(body.userAddress, body.limits) };
  });

  const check = {
    summary:
      "Ask the governor whether an auto-trading run may start now (the browser's loop, before each run); an address without limits is answered without a session",
    body: riskCheckRequestSchema,
    response: answers(riskCheckResponseSchema),
  };
  app.post("/api/risk/check", { schema: check }, async (request) => {
    const services = slot.get();
    const body = request.body;
    // Without a session only "no limits, no trip" is answered: that is all an unguarded loop needs to know.
    if ((await services.auth.addressOf(sessionToken(request))) !== body.userAddress) {
      if (await services.risk.unguarded(body.userAddress)) {
        return {
          success: true as const,
          data: { allowed: true, trip: null, newTrip: false, closePositions: false },
        };
      }
      await requireSignedIn(services.auth, request, body.userAddress);
    }
    return { success: true as const, data: await services.risk.check(body.userAddress, body.place) };
  });

  const rearm = {
    summary: "Re-arm the governor after a trip: the limits count afresh from the equity now",
    body: riskAddressRequestSchema,
    response: answers(riskStatusResponseSchema),
  };
  app.post("/api/risk/rearm", { schema: rearm }, async (request) => {
    const services = slot.get();
    const body = request.body;
    await requireSignedIn(services.auth, request, body.userAddress);
    return { success: true as const, data: await services.risk.rearm(body.userAddress) };
  });
}
