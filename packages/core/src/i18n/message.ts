import type { z } from "zod";
import type { languageSchema } from "../api/common.ts";
import type { en } from "./en.ts";

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

/** Matches i18next's default interpolation: `{{name}}`, spaces allowed inside the braces. */
export const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** The i18next options that read core's catalogues: flat dotted keys, no HTML escaping (React escapes). */
export const CORE_I18N_OPTIONS = {
  keySeparator: false,
  interpolation: { escapeValue: false },
  // A placeholder without a value stays visible rather than vanish.
  missingInterpolationHandler: (text: string, value: unknown[]) => String(value[0] ?? text),
} as const;

/** i18next's `t` as core's namespace is read: untyped keys, since an app's `CustomTypeOptions` types only its own. */
/**
 * Puts a core message into text in a language: core's own i18next on the server (`translate`, translate.ts),
 * the app's i18next in the web (which loads core's Chinese only with the app's Chinese).
 */
export type MessageTranslator = (message: Message, language: Language) => string;

export type CoreT = (key: string, options: Readonly<Record<string, unknown>>) => string;

/** A failed check with the message of `key`. */
export function reject(key: CoreMessageKey, params?: Message["params"]): Rejection {
  return { ok: false, message: params ? { key, params } : { key } };
}
