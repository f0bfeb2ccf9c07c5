import { useLanguage } from "../i18n/use-language.ts";
import { errorText } from "./error-text.ts";

/** Translates failed calls into the current interface language. */
export function useErrorText(): (error: unknown) => string {
  const language = useLanguage();
  return (error) => errorText(error, language);
}
