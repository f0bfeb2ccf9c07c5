import {
  addressSchema,
  browserNotificationRequestSchema,
  browserNotificationResponseSchema,
  notificationSettingsRequestSchema,
  notificationSettingsResponseSchema,
  notificationTestRequestSchema,
  notificationTestResponseSchema,
} from "@app/core";
import { z } from "zod";
import { browserEventId } from "../../notifications/notifier.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { requireSignedIn } from "../session.ts";

/** Query of `GET /api/notifications/settings`. */
export const notificationSettingsQuerySchema = z.object({ address: addressSchema });

/**
 * Where the signed-in wallet's notifications go outside the browser (issue 36 item 4): read and save the
 * webhook and Telegram bot, send a test. The secrets go in and are never answered back.
 */
export function notificationRoutes(app: ApiApp, slot: ServiceSlot): void {
  const read = {
    summary:
      "The notification channels of the signed-in address (the webhook's host and the chat id; no secret)",
    querystring: notificationSettingsQuerySchema,
    response: answers(notificationSettingsResponseSchema),
  };
  app.get("/api/notifications/settings", { schema: read }, async (request) => {
    const services = slot.get();
    await requireSignedIn(services.auth, request, request.query.address);
    return { success: true as const, data: await services.notifications.settings(request.query.address) };
  });

  const save = {
    summary:
      "Save the webhook (URL and signing secret) and Telegram bot (token and chat id) of the signed-in address; secrets are stored sealed",
    body: notificationSettingsRequestSchema,
    response: answers(notificationSettingsResponseSchema),
  };
  app.post("/api/notifications/settings", { schema: save }, async (request) => {
    const services = slot.get();
    await requireSignedIn(services.auth, request, request.body.userAddress);
    return { success: true as const, data: await services.notifications.save(request.body) };
  });

  const test = {
    summary: "Send a test message on each configured channel now and answer how each went",
    body: notificationTestRequestSchema,
    response: answers(notificationTestResponseSchema),
  };
  app.post("/api/notifications/test", { schema: test }, async (request) => {
    const services = slot.get();
    await requireSignedIn(services.auth, request, request.body.userAddress);
    return { success: true as const, data: await services.notifications.test(request.body.userAddress) };
  });

  const browserEvent = {
    summary:
      "Tell the signed-in address's channels of an event only its browser saw (a failed run of the browser's auto-trading loop)",
    body: browserNotificationRequestSchema,
    response: answers(browserNotificationResponseSchema),
  };
  app.post("/api/notifications/browser-event", { schema: browserEvent }, async (request) => {
    const services = slot.get();
    const { userAddress, error, at, model, key } = request.body;
    await requireSignedIn(services.auth, request, userAddress);
    // Named by the browser's key: the same event sent again (kept while signed out, sent after the sign-in by
    // two tabs) is queued once per channel.
    await services.notifier.notify(userAddress, "run-failed", {
      message: { key: "notify.run-failed", params: { error } },
      data: { error, at, model, place: "browser" },
      id: browserEventId(userAddress, key),
      at,
    });
    return { success: true as const, data: { queued: true as const } };
  });
}
