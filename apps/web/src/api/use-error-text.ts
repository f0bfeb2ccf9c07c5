import { useLanguage } from "../i18n/use-language.ts";
import { type ErrorTextOptions, errorText } from "./error-text.ts";

/** Translates failed calls into the current interface language. */
export function useErrorText(): (error: unknown, options?: ErrorTextOptions) => string {
  const language = useLanguage();
  return (error, options) => errorText(error, language, options);
}
