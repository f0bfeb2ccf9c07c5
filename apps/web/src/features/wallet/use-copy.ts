import { NOTICE_DURATIONS } from "@app/core";
import { useEffect, useRef, useState } from "react";

/** Copies text to the clipboard and reports "copied" for 2 s (product rules §9). */
export function useCopy(durationMs: number = NOTICE_DURATIONS.copyConfirmationMs) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard access can be denied (insecure origin, permissions); nothing was copied.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), durationMs);
  };
  return { copied, copy };
}
