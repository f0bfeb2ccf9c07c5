import { CORE_I18N_OPTIONS, CORE_NAMESPACE } from "@app/core";
import { en as coreEn } from "@app/core/i18n/en";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, useSettings } from "../settings/settings-store.ts";
import { en } from "./en.ts";

/**
 * The app's i18next instance: the app's catalogue (`translation`) and core's messages (`core`); English is
 * bundled, Chinese is loaded when first needed.
 */
export const i18n = i18next.createInstance();

/** Display names of the languages, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "EN", zh: "中文" };

/** Loads a language's catalogue once. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === "zh" && !i18n.hasResourceBundle("zh", "translation")) {
    const [{ zh }, { zh: coreZh }] = await Promise.all([import("./zh.ts"), import("@app/core/i18n/zh")]);
    i18n.addResourceBundle("zh", "translation", zh);
    i18n.addResourceBundle("zh", CORE_NAMESPACE, coreZh);
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = language === "zh" ? "zh-CN" : "en";
}

/** Starts i18next in the given language (loading its catalogue first). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en, [CORE_NAMESPACE]: coreEn } },
      lng: "en",
      fallbackLng: "en",
      interpolation: { escapeValue: false },
      // Like core's own translations on the server: a placeholder without a value stays visible.
      missingInterpolationHandler: CORE_I18N_OPTIONS.missingInterpolationHandler,
    });
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  return i18n;
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  useSettings.getState().setLanguage(language);
}
