import { type Message, translate } from "@app/core";
import { describe, expect, it } from "vitest";
import { apiErrorMessage, translateMessage } from "./core-messages.ts";

const both = (message: Message) => ({
  en: translateMessage(message, "en"),
  zh: translateMessage(message, "zh"),
});

describe("core messages through the app's i18next", () => {
  it("reads core's namespace in both languages, placeholders filled", () => {
    expect(both({ key: "chain.other", params: { id: 10 } })).toEqual({ en: "Chain 10", zh: "链 10" });
  });

  it("reads the same text as core's own translations on the server, plurals included", () => {
    for (const count of [1, 3]) {
      const message: Message = {
        key: "execution.summary",
        params: { count, success: count, rejected: 0, failed: 0, account: "0xabc" },
      };
      expect(both(message)).toEqual({ en: translate(message, "en"), zh: translate(message, "zh") });
    }
  });

  it("keeps a placeholder without a value visible", () => {
    expect(translateMessage({ key: "chain.other" }, "en")).toBe("Chain {{id}}");
  });

  it("words a failed answer by its error code, with its details", () => {
    const body = { errorCode: "NO_POSITION", error: "no position", details: "BTC" };
    expect(apiErrorMessage(body, "zh")).toBe("该币种没有持仓: BTC");
    expect(apiErrorMessage({ error: "plain" }, "en")).toBe("plain");
  });
});
