import { NOTIFICATION_EVENTS, type NotificationSettings } from "@app/core";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, notifyFormOf, notifyRequestOf } from "./notify-form.ts";

const address = "0x00000000000000000000000000000000000000aa";
const saved: NotificationSettings = {
  webhook: { host: "hooks.example.com" },
  telegram: { chatId: "-1001" },
  events: ["fill", "close"],
  language: "en",
};

describe("the notifications form", () => {
  it("leaves saved channels out of an untouched save, so the server keeps their sealed secrets", () => {
    expect(notifyRequestOf(notifyFormOf(saved), saved, address, "zh")).toEqual({
      ok: true,
      request: { userAddress: address, events: ["fill", "close"], language: "zh" },
    });
    expect(notifyFormOf(undefined).events).toEqual([...NOTIFICATION_EVENTS]);
  });

  it("sends a typed channel whole, a removed one as null, and names the fields that are wrong", () => {
    const form = {
      ...notifyFormOf(saved),
      webhookUrl: "https://hooks.example.com/a",
      webhookSecret: newWebhookSecret(),
    };
    const sent = notifyRequestOf({ ...form, removeTelegram: true }, saved, address, "en");
    expect(sent).toMatchObject({
      ok: true,
      request: { webhook: { url: "https://hooks.example.com/a" }, telegram: null },
    });
    expect(
      notifyRequestOf({ ...form, webhookUrl: "hooks", webhookSecret: "short" }, saved, address, "en"),
    ).toEqual({
      ok: false,
      errors: { webhookUrl: true, webhookSecret: true },
    });
    // A new chat needs the token again: it is never sent back to fill in.
    expect(
      notifyRequestOf({ ...notifyFormOf(saved), telegramChatId: "-1002" }, saved, address, "en"),
    ).toEqual({
      ok: false,
      errors: { telegramToken: true },
    });
  });

  it("generates a 64-hex-digit secret", () => {
    expect(newWebhookSecret()).toMatch(/^[0-9a-f]{64}$/);
  });
});
