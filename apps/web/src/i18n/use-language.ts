import { useTranslation } from "react-i18next";
import type { Language } from "../settings/settings-store.ts";

/** The current interface language, for rules that format in a language (core's messages). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === "zh" ? "zh" : "en";
}
