import { addressSchema, exitsResponseSchema, setExitPolicyRequestSchema } from "@app/core";
import { z } from "zod";
import { requireServerModeTarget } from "../../orders/target.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn } from "../session.ts";

/** Query of `GET /api/exits`. */
export const exitsQuerySchema = z.object({ address: addressSchema });

/**
 * Exit policies of the signed-in address's positions (issue 36): list the managed stops with their latest
 * events, and set a position's policy (server mode: the server's exit manager moves the stop).
 */
export function exitRoutes(app: ApiApp, slot: ServiceSlot): void {
  const list = {
    summary: "The managed stops of the signed-in address and its latest exit events (newest first)",
    querystring: exitsQuerySchema,
    response: answers(exitsResponseSchema),
  };
  app.get("/api/exits", { schema: list }, async (request) => {
    const services = slot.get();
    await requireSignedIn(services.auth, request, request.query.address);
    return { success: true as const, data: await services.exits.list(request.query.address) };
  });

  const set = {
    summary: "Set the exit policy of an open position (fixed, break-even, trailing); server mode",
    body: setExitPolicyRequestSchema,
    response: answers(exitsResponseSchema),
  };
  app.post("/api/exits/policy", { schema: set }, async (request) => {
    const services = slot.get();
    const body = request.body;
    await requireSignedIn(services.auth, request, body.userAddress);
    const target = requireServerModeTarget(services.serverModeTarget, body.userAddress);
    await services.exits.set(body.userAddress, body.coin, body.policy, target);
    return { success: true as const, data: await services.exits.list(body.userAddress) };
  });
}
