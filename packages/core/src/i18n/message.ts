import type { z } from "zod";
import type { languageSchema } from "../api/common.ts";
import { en } from "./en.ts";
import { zh } from "./zh.ts";

/** An interface language. */
export type Language = z.infer<typeof languageSchema>;

/** A key of the core message catalogues. */
export type CoreMessageKey = keyof typeof en;

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

/** Both catalogues, in the shape i18next takes as resources of one namespace. */
export const coreMessages: Readonly<Record<Language, Readonly<Record<CoreMessageKey, string>>>> = { en, zh };

/** Matches i18next's default interpolation: `{{name}}`, spaces allowed inside the braces. */
export const PLACEHOLDER_PATTERN = /\{\{\s*(\w+)\s*\}\}/g;

/** A message as text in one language; a placeholder without a value stays visible rather than vanish. */
export function formatMessage(message: Message, language: Language): string {
  const template = coreMessages[language][message.key];
  return template.replace(PLACEHOLDER_PATTERN, (placeholder, name: string) => {
    const value = message.params?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** A failed check with the message of `key`. */
export function reject(key: CoreMessageKey, params?: Message["params"]): Rejection {
  return { ok: false, message: params ? { key, params } : { key } };
}
