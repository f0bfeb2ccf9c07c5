import i18next, { type i18n as I18n } from "i18next";
import type { z } from "zod";
import type { languageSchema } from "../api/common.ts";
import { en } from "./en.ts";
import { zh } from "./zh.ts";

/** An interface language. */
export type Language = z.infer<typeof languageSchema>;

/** i18next's plural suffixes; a key `x_one` / `x_other` is asked for as `x` with a `count`. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type PluralBase<K> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}`
  ? Base
  : K;

/** A key of the Chinese catalogue: Chinese has one plural form, `_other`. */
export type ChineseCatalogueKey = Exclude<
  keyof typeof en,
  `${string}_${"zero" | "one" | "two" | "few" | "many"}`
>;

/** A key of the core message catalogues, as callers ask for it (plural keys without their suffix). */
export type CoreMessageKey = PluralBase<keyof typeof en>;

/** A message to show: a catalogue key and its `{{placeholder}}` values. Rules return these, never text. */
export interface Message {
  readonly key: CoreMessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A failed check and the message that explains it. */
export interface Rejection {
  readonly ok: false;
  readonly message: Message;
}

/** The i18next namespace that holds core's messages, in the web app as on the server. */
export const CORE_NAMESPACE = "core";

/** Both catalogues, as i18next resources of the `core` namespace. */
export const coreMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en, zh };

/** Matches i18next's default interpolation: `{{name}}`, spaces allowed inside the braces. */
export const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** The i18next options that read core's catalogues: flat dotted keys, no HTML escaping (React escapes). */
export const CORE_I18N_OPTIONS = {
  keySeparator: false,
  interpolation: { escapeValue: false },
  // A placeholder without a value stays visible rather than vanish.
  missingInterpolationHandler: (text: string, value: unknown[]) => String(value[0] ?? text),
} as const;

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

/** i18next's `t` as core calls it; untyped keys because an app's `CustomTypeOptions` types only its own namespace. */
type CoreT = (key: string, options: Readonly<Record<string, unknown>>) => string;

/** A message as text in one language (i18next: interpolation, and plurals from `params.count`). */
export function translate(message: Message, language: Language): string {
  const t = coreI18n().t as unknown as CoreT;
  return t(message.key, { ...message.params, lng: language, ns: CORE_NAMESPACE });
}

/** A failed check with the message of `key`. */
export function reject(key: CoreMessageKey, params?: Message["params"]): Rejection {
  return { ok: false, message: params ? { key, params } : { key } };
}
