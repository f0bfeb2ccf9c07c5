import type { Language } from "../settings/settings-store.ts";

const locales: Record<Language, string> = { en: "en-US", zh: "zh-CN" };

/** A clock time (12:04:31) in the interface language. */
export function formatTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  }).format(ms);
}

/** A date and clock time (Nov 23, 12:04) in the interface language. */
export function formatDateTime(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(ms);
}
