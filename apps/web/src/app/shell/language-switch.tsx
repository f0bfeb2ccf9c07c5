import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { changeLanguage, LANGUAGE_NAMES } from "../../i18n/i18n.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { cn } from "../../ui/cn.ts";

/** One button that toggles EN ↔ 中文 and shows both, the current one highlighted (product rules §2). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const next = language === "en" ? "zh" : "en";
  return (
    <button
      type="button"
      data-testid="language-switch"
      onClick={() => void changeLanguage(next)}
      aria-label={t("shell.language.switchTo", { language: LANGUAGE_NAMES[next] })}
      className="focus-ring inline-flex h-8 items-center gap-1.5 rounded-md border border-border bg-surface px-2 text-xs hover:border-border-strong"
    >
      <Languages className="size-3.5 text-fg-subtle" aria-hidden="true" />
      <span className={cn("font-semibold", language === "en" ? "text-fg" : "text-fg-subtle")}>
        {LANGUAGE_NAMES.en}
      </span>
      <span className="text-fg-subtle" aria-hidden="true">
        /
      </span>
      <span className={cn("font-semibold", language === "zh" ? "text-fg" : "text-fg-subtle")}>
        {LANGUAGE_NAMES.zh}
      </span>
    </button>
  );
}
