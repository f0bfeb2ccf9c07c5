import {
  DATA_SOURCES,
  DATA_SOURCES_SHOWN_BY_DEFAULT,
  type DataSourceId,
  type DataSourceSelection,
} from "@app/core";
import { Info, Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/core-messages.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { Button } from "../ui/button.tsx";
import { Checkbox } from "../ui/checkbox.tsx";
import { Tooltip } from "../ui/tooltip.tsx";

/** Props of {@link DataSourceChooser}. */
export interface DataSourceChooserProps {
  selection: DataSourceSelection;
  onChange: (id: DataSourceId, enabled: boolean) => void;
}

/**
 * The data-source chooser (product rules §2 item 2): nine checkboxes with tooltips, the first six shown until
 * "show more"; price is required and cannot be unchecked.
 */
export function DataSourceChooser({ selection, onChange }: DataSourceChooserProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? DATA_SOURCES : DATA_SOURCES.slice(0, DATA_SOURCES_SHOWN_BY_DEFAULT);
  const count = DATA_SOURCES.filter((source) => selection[source.id]).length;
  return (
    <fieldset className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <legend className="font-medium text-fg-muted text-xs">{t("trading.dataSources.title")}</legend>
        <span className="num text-2xs text-fg-subtle">
          {t("trading.dataSources.selected", { count, total: DATA_SOURCES.length })}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-1.5">
        {shown.map((source) => {
          const name = translateMessage({ key: `dataSource.${source.id}.name` }, language);
          const tooltip = translateMessage({ key: `dataSource.${source.id}.tooltip` }, language);
          return (
            <Checkbox
              key={source.id}
              id={`data-source-${source.id}`}
              checked={source.required || selection[source.id]}
              disabled={source.required}
              onCheckedChange={(checked) => onChange(source.id, checked)}
              label={name}
              adornment={
                <span className="flex shrink-0 items-center gap-1">
                  {source.required ? (
                    <Lock
                      className="size-3 text-fg-subtle"
                      aria-label={t("trading.dataSources.required")}
                      role="img"
                    />
                  ) : null}
                  <Tooltip content={tooltip}>
                    <button
                      type="button"
                      aria-label={t("trading.dataSources.info", { name })}
                      className="focus-ring rounded-sm text-fg-subtle hover:text-fg"
                    >
                      <Info className="size-3.5" aria-hidden="true" />
                    </button>
                  </Tooltip>
                </span>
              }
            />
          );
        })}
      </div>
      <Button
        size="xs"
        variant="ghost"
        className="self-start"
        aria-expanded={showAll}
        onClick={() => setShowAll((value) => !value)}
      >
        {showAll
          ? t("common.showLess")
          : `${t("common.showMore")} (${DATA_SOURCES.length - DATA_SOURCES_SHOWN_BY_DEFAULT})`}
      </Button>
    </fieldset>
  );
}
