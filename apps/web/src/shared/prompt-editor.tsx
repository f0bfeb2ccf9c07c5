import { RotateCcw, Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { TextAreaField } from "../ui/field.tsx";
import { usePromptDraft } from "./use-prompt-draft.ts";

/**
 * The free-text trading idea (product rules §2 item 1): a note on system placeholders, a customised flag,
 * Save while the text differs from the saved one, otherwise Reset default.
 */
export function PromptEditor() {
  const { t } = useTranslation();
  const prompt = usePromptDraft();
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField
        id="trading-prompt"
        label={t("trading.prompt.label")}
        labelAside={
          prompt.customized ? (
            <Badge tone="accent">{t("trading.prompt.customized")}</Badge>
          ) : (
            <Badge>{t("trading.prompt.default")}</Badge>
          )
        }
        placeholder={t("trading.prompt.placeholder")}
        value={prompt.text}
        maxLength={prompt.maxLength}
        rows={4}
        onChange={(event) => prompt.edit(event.target.value)}
        hint={t("trading.prompt.placeholdersNote")}
      />
      <div className="flex items-center justify-between gap-2">
        <span className="num text-2xs text-fg-subtle">
          {t("trading.prompt.length", { count: prompt.text.length, max: prompt.maxLength })}
        </span>
        {prompt.unsaved ? (
          <div className="flex items-center gap-2">
            <span className="text-warning text-xs">{t("trading.prompt.unsaved")}</span>
            <Button
              size="xs"
              variant="secondary"
              icon={<Save className="size-3.5" aria-hidden="true" />}
              onClick={prompt.save}
            >
              {t("trading.prompt.save")}
            </Button>
          </div>
        ) : (
          <Button
            size="xs"
            variant="ghost"
            icon={<RotateCcw className="size-3.5" aria-hidden="true" />}
            onClick={prompt.reset}
            disabled={!prompt.customized}
          >
            {t("trading.prompt.reset")}
          </Button>
        )}
      </div>
    </div>
  );
}
