import { replayRequestSchema, replayRunResponseSchema, replayRunsResponseSchema } from "@app/core";
import { z } from "zod";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn, signedInAddress } from "../session.ts";

/** Query of `GET /api/replay/runs`: the signed-in address's runs, never another address's. */
export const replayListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Query of `GET /api/replay/run`, and body of `POST /api/replay/cancel` and `/resume`. */
export const replayRunRefSchema = z.object({ id: z.uuid() });

const run = answers(replayRunResponseSchema);

/**
 * The Strategy tab's replays: start, list, read one, cancel, resume (the user's model keys in the headers,
 * as for an analysis). Every route acts for the address signed in with the request's session only (401
 * SIGN_IN_REQUIRED without one): a replay holds the user's prompt, model and spending, and anyone knowing
 * a wallet address must not read, stop or restart its runs. Another wallet's run answers 404 NOT_FOUND,
 * exactly as a run that does not exist (product rules §6).
 */
export function replayRoutes(app: ApiApp, slot: ServiceSlot): void {
  const start = {
    summary:
      "Start a replay of the signed-in address on past candles with the local analyst or the user's model (its key in the headers as for an analysis, a budget required); runs in the background",
    body: replayRequestSchema,
    response: run,
  };
  app.post("/api/replay/runs", { schema: start }, async (request) => {
    const services = slot.get();
    const body = request.body;
    await requireSignedIn(services.auth, request, body.userAddress);
    const started = await services.replays.start(body, request.headers);
    return { success: true as const, data: started };
  });

  const list = {
    summary: "Replays of the signed-in address, newest first",
    querystring: replayListQuerySchema,
    response: answers(replayRunsResponseSchema),
  };
  app.get("/api/replay/runs", { schema: list }, async (request) => {
    const services = slot.get();
    const address = await signedInAddress(services.auth, request);
    return {
      success: true as const,
      data: { runs: await services.replays.recent(address, request.query.limit) },
    };
  });

  const one = {
    summary: "One replay of the signed-in address: progress, and its result once done",
    querystring: replayRunRefSchema,
    response: run,
  };
  app.get("/api/replay/run", { schema: one }, async (request) => {
    const services = slot.get();
    const address = await signedInAddress(services.auth, request);
    return { success: true as const, data: await services.replays.get(request.query.id, address) };
  });

  const cancel = {
    summary: "Stop a running replay of the signed-in address",
    body: replayRunRefSchema,
    response: run,
  };
  app.post("/api/replay/cancel", { schema: cancel }, async (request) => {
    const services = slot.get();
    const address = await signedInAddress(services.auth, request);
    return { success: true as const, data: await services.replays.cancel(request.body.id, address) };
  });

  const resume = {
    summary:
      "Continue an interrupted, cancelled or failed replay of the signed-in address from its last completed step",
    body: replayRunRefSchema,
    response: run,
  };
  app.post("/api/replay/resume", { schema: resume }, async (request) => {
    const services = slot.get();
    const address = await signedInAddress(services.auth, request);
    return {
      success: true as const,
      data: await services.replays.resume(request.body.id, address, request.headers),
    };
  });
}
