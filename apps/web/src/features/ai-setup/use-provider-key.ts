import { type AiProviderId, NOTICE_DURATIONS, validateProviderKey } from "@app/core";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useApiKeys } from "../../settings/api-keys/api-keys-store.ts";
import { testKeyMutationOptions } from "./key-test.ts";

/** A key row's state and actions: the draft, its check, Save, Delete and Test. */
export function useProviderKey(provider: AiProviderId) {
  const language = useLanguage();
  const connected = useApiKeys((state) => state.address !== null);
  const saved = useApiKeys((state) => state.keys[provider]);
  const save = useApiKeys((state) => state.save);
  const remove = useApiKeys((state) => state.remove);
  const [draft, setDraft] = useState("");
  const [touched, setTouched] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const test = useMutation(testKeyMutationOptions(provider));
  const resetTest = test.reset;
  // A new or deleted key makes the previous test result stale.
  useEffect(() => {
    void saved;
    resetTest();
  }, [saved, resetTest]);

  const check = touched ? validateProviderKey(provider, draft) : null;

  return {
    connected,
    saved: saved !== undefined,
    draft,
    /** The live format check of the draft, once typed into (product rules §5 messages). */
    check: check ? { valid: check.valid, text: translateMessage(check.message, language) } : null,
    saveError,
    justSaved,
    setDraft: (text: string) => {
      setDraft(text);
      setTouched(true);
      setSaveError(null);
    },
    save: async () => {
      const rejection = await save(provider, draft);
      if (rejection) {
        setSaveError(translateMessage(rejection.message, language));
        return;
      }
      setSaveError(null);
      setDraft("");
      setTouched(false);
      setJustSaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustSaved(false), NOTICE_DURATIONS.savedKeyNoticeMs);
    },
    remove: () => {
      remove(provider);
      setDraft("");
      setTouched(false);
      setJustSaved(false);
    },
    test: () => {
      if (saved) test.mutate(saved);
    },
    testing: test.isPending,
    testResult: test.data ?? null,
    testError: test.error,
  };
}
