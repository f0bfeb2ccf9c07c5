import {
  addressSchema,
  browserExitSyncRequestSchema,
  exitsResponseSchema,
  setExitPolicyRequestSchema,
} from "@app/core";
import { z } from "zod";
import { requireServerModeTarget } from "../../orders/target.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn } from "../session.ts";

/** Query of `GET /api/exits`. */
export const exitsQuerySchema = z.object({ address: addressSchema });

/**
 * Exit policies of the signed-in address's positions (issue 36): list the managed stops with their latest
 * events, set a position's policy (server mode: the server's exit manager moves the stop; an agent wallet: the open
 * tab does), and record what the tab's manager saw or did.
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
    // An agent wallet's stops are moved by its open browser tab; the server's wallet moves the others.
    const target =
      body.manager === "browser"
        ? undefined
        : requireServerModeTarget(services.serverModeTarget, body.userAddress);
    await services.exits.set(body.userAddress, body.coin, body.policy, target);
    return { success: true as const, data: await services.exits.list(body.userAddress) };
  });

  const sync = {
    summary:
      "Agent wallet: the server looks at a browser-managed stop and records what it finds; relays the tab's signed move after checking it",
    body: browserExitSyncRequestSchema,
    response: answers(exitsResponseSchema),
  };
  app.post("/api/exits/browser-sync", { schema: sync }, async (request) => {
    const services = slot.get();
    const { userAddress, coin, agentAddress, move } = request.body;
    await requireSignedIn(services.auth, request, userAddress);
    await services.browserExits.sync(
      userAddress,
      coin,
      move && agentAddress ? { agent: agentAddress, signed: move } : undefined,
    );
    return { success: true as const, data: await services.exits.list(userAddress) };
  });
}
