import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationSettings,
  telegramInputSchema,
  webhookInputSchema,
} from "@app/core";
import type { NotificationSettingsInput } from "../../api/notifications.ts";

/** The card's form: new secrets as typed (empty keeps what is stored), removals, and the events. */
export interface NotifyForm {
  webhookUrl: string;
  webhookSecret: string;
  removeWebhook: boolean;
  telegramToken: string;
  telegramChatId: string;
  removeTelegram: boolean;
  events: NotificationEvent[];
}

/** Which field is wrong. */
export type NotifyFormErrors = Partial<
  Record<"webhookUrl" | "webhookSecret" | "telegramToken" | "telegramChatId", true>
>;

/** An empty form over the stored settings (secrets are never shown again). */
export function notifyFormOf(settings: NotificationSettings | undefined): NotifyForm {
  return {
    webhookUrl: "",
    webhookSecret: "",
    removeWebhook: false,
    telegramToken: "",
    telegramChatId: settings?.telegram?.chatId ?? "",
    removeTelegram: false,
    events: settings ? [...settings.events] : [...NOTIFICATION_EVENTS],
  };
}

/** A random signing secret (32 bytes, hex), made in the browser for the user to copy into the receiver. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The save the form asks for, or its errors: a channel typed in is replaced (both of its fields needed), a
 * removed one is null, an untouched one is left out so the server keeps its sealed secrets.
 */
export function notifyRequestOf(
  form: NotifyForm,
  current: NotificationSettings | undefined,
  address: string,
  language: "en" | "zh",
): { ok: true; request: NotificationSettingsInput } | { ok: false; errors: NotifyFormErrors } {
  const errors: NotifyFormErrors = {};
  let webhook: NotificationSettingsInput["webhook"];
  if (form.removeWebhook) webhook = null;
  else if (form.webhookUrl.trim() || form.webhookSecret.trim()) {
    const parsed = webhookInputSchema.safeParse({
      url: form.webhookUrl.trim(),
      secret: form.webhookSecret.trim(),
    });
    if (parsed.success) webhook = parsed.data;
    else
      for (const issue of parsed.error.issues)
        errors[issue.path[0] === "url" ? "webhookUrl" : "webhookSecret"] = true;
  }
  let telegram: NotificationSettingsInput["telegram"];
  const chatChanged = form.telegramChatId.trim() !== (current?.telegram?.chatId ?? "");
  if (form.removeTelegram) telegram = null;
  else if (form.telegramToken.trim() || chatChanged) {
    const parsed = telegramInputSchema.safeParse({
      token: form.telegramToken.trim(),
      chatId: form.telegramChatId.trim(),
    });
    if (parsed.success) telegram = parsed.data;
    else
      for (const issue of parsed.error.issues)
        errors[issue.path[0] === "token" ? "telegramToken" : "telegramChatId"] = true;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      userAddress: address,
      events: form.events,
      language,
      ...(webhook === undefined ? {} : { webhook }),
      ...(telegram === undefined ? {} : { telegram }),
    },
  };
}
