import { type Analysis, writtenLanguage } from "@app/core";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { cn } from "../../ui/cn.ts";

/**
 * Which language an analysis is written in (read from its text): it stays in the language it was asked in
 * when the interface switches, so a reader who switched is told why, and how to get it in their language.
 */
export function WrittenLanguageNote({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const written = writtenLanguage(`${analysis.strategy_overview}\n${analysis.comprehensive_analysis}`);
  if (!written) return null;
  const other = written !== current;
  return (
    <p
      data-testid="analysis-language"
      data-language={written}
      className={cn("inline-flex items-start gap-1.5 text-xs", other ? "text-warning" : "text-fg-muted")}
    >
      <Languages className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {other
        ? t("trading.result.writtenInOther", {
            language: t(`trading.result.languageNames.${written}`),
            current: t(`trading.result.languageNames.${current}`),
          })
        : t("trading.result.writtenIn", { language: t(`trading.result.languageNames.${written}`) })}
    </p>
  );
}
