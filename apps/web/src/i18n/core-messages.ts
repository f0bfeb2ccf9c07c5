import { apiErrorText, CORE_NAMESPACE, type CoreT, type Language, type Message } from "@app/core";
import { i18n } from "./i18n.ts";

/**
 * A core message (a rule's rejection, an error code's text, a chain name) in a language, through the app's own
 * i18next: core's catalogue is its `core` namespace, English bundled, Chinese loaded with the app's Chinese.
 * Core keys are flat and dotted ("error.NO_POSITION"), so no key separator.
 */
export function translateMessage(message: Message, language: Language): string {
  const t = i18n.t as unknown as CoreT;
  return t(message.key, { ...message.params, lng: language, ns: CORE_NAMESPACE, keySeparator: false });
}

/** The text a failed API answer shows ({@link apiErrorText}) in a language. */
export function apiErrorMessage(body: unknown, language: Language): string {
  return apiErrorText(body, (message) => translateMessage(message, language), language);
}
