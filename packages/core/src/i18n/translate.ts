import i18next, { type i18n as I18n } from "i18next";
import { chainNameMessage } from "../catalog/chains.ts";
import { apiErrorText } from "../errors/codes.ts";
import { en } from "./en.ts";
import { CORE_I18N_OPTIONS, CORE_NAMESPACE, type CoreT, type Language, type Message } from "./message.ts";
import { zh } from "./zh.ts";

// Apart from message.ts (types and rules' messages) so that an app translating through its own i18next (the
// web: English with its first paint, Chinese lazily) does not bundle both catalogues with its first paint.

/** Both catalogues, as i18next resources of the `core` namespace. */
export const coreMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en, zh };

let instance: I18n | undefined;

/** core's own i18next instance, created on first use so importing core has no side effects. */
function coreI18n(): I18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...CORE_I18N_OPTIONS,
      resources: { en: { [CORE_NAMESPACE]: en }, zh: { [CORE_NAMESPACE]: zh } },
      ns: [CORE_NAMESPACE],
      defaultNS: CORE_NAMESPACE,
      lng: "en",
      fallbackLng: "en",
      initAsync: false,
    });
  }
  return instance;
}

/**
 * Texts of messages without parameters, by language and key. The catalogues never change after start, so
 * such a text is the same on every call; the local analyst asks for the same few dozen lines per coin (a
 * replay for every step), and i18next's lookup costs ~20 µs a call.
 */
const plainTexts: Record<Language, Map<string, string>> = { en: new Map(), zh: new Map() };

/** A message as text in one language (i18next: interpolation, and plurals from `params.count`). */
export function translate(message: Message, language: Language): string {
  const t = coreI18n().t as unknown as CoreT;
  if (message.params) return t(message.key, { ...message.params, lng: language, ns: CORE_NAMESPACE });
  const texts = plainTexts[language] as Map<string, string> | undefined;
  const known = texts?.get(message.key);
  if (known !== undefined) return known;
  const text = t(message.key, { lng: language, ns: CORE_NAMESPACE });
  texts?.set(message.key, text);
  return text;
}

/** {@link apiErrorText} through core's own translations (the server's; the web uses its own i18next). */
export function translateApiError(body: unknown, language: Language): string {
  return apiErrorText(body, (message) => translate(message, language), language);
}

/** A chain's name in a language, e.g. "Arbitrum Sepolia"; the wallet tab calls chain 1 "Ethereum". */
export function chainName(id: number, language: Language, options: { walletTab?: boolean } = {}): string {
  return translate(chainNameMessage(id, options), language);
}
