import { firstVisit, type Language, useSettings } from "../settings/settings-store.ts";

/**
 * The app's language for a browser's preferred languages (`navigator.languages`, most preferred first): the
 * first that is Chinese or English (any region or script), else English.
 */
export function browserLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "zh") return "zh";
    if (primary === "en") return "en";
  }
  return "en";
}

/**
 * The language the app starts in: the one stored, or on a first visit the browser's preferred one, which is
 * then stored as the visitor's choice (the welcome's own switch changes it).
 */
export function startingLanguage(): Language {
  const settings = useSettings.getState();
  if (!firstVisit || typeof navigator === "undefined") return settings.language;
  const language = browserLanguage(navigator.languages ?? [navigator.language]);
  if (language !== settings.language) settings.setLanguage(language);
  return language;
}
