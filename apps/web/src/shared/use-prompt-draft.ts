import { MAX_CUSTOM_PROMPT_LENGTH } from "@app/core";
import { useLanguage } from "../i18n/use-language.ts";
import { useSettings } from "../settings/settings-store.ts";
import { useTradingSession } from "./trading-session-store.ts";

/** The default trading idea: none, so the analyst follows its own method. */
export const DEFAULT_PROMPT = "";

/**
 * The prompt editor's state in the current language (product rules §2, §4): the text being edited, whether it
 * differs from the default (customised) and from the saved one (unsaved), and save / reset.
 */
export function usePromptDraft() {
  const language = useLanguage();
  const saved = useSettings((state) => state.customPrompts[language]) ?? DEFAULT_PROMPT;
  const setCustomPrompt = useSettings((state) => state.setCustomPrompt);
  const draft = useTradingSession((state) => state.promptDrafts[language]);
  const setPromptDraft = useTradingSession((state) => state.setPromptDraft);
  const text = draft ?? saved;
  return {
    text,
    maxLength: MAX_CUSTOM_PROMPT_LENGTH,
    customized: text !== DEFAULT_PROMPT,
    unsaved: text !== saved,
    edit: (next: string) => setPromptDraft(language, next),
    save: () => {
      setCustomPrompt(language, text === DEFAULT_PROMPT ? undefined : text);
      setPromptDraft(language, undefined);
    },
    reset: () => {
      setCustomPrompt(language, undefined);
      setPromptDraft(language, undefined);
    },
  };
}
