import { type AnalysisModelId, LOCAL_MODEL_ID, MODEL_OPTIONS } from "@app/core";
import { useTranslation } from "react-i18next";
import { Select, type SelectOption } from "../../ui/select.tsx";

/** Props of {@link ModelSelect}. */
export interface ModelSelectProps {
  value: AnalysisModelId;
  onChange: (model: AnalysisModelId) => void;
}

/**
 * The model picker. The built-in local analyst is the default and, in this release, the only
 * choice: the other models need API keys, saved in the AI setup tab of a later release.
 */
export function ModelSelect({ value, onChange }: ModelSelectProps) {
  const { t } = useTranslation();
  const options: SelectOption<AnalysisModelId>[] = [
    { value: LOCAL_MODEL_ID, label: t("trading.model.local"), hint: t("trading.model.localHint") },
    ...MODEL_OPTIONS.map((model) => ({
      value: model.id,
      label: model.name,
      hint: t("trading.model.needsKey"),
      disabled: true,
    })),
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="model-select" className="font-medium text-fg-muted text-xs">
        {t("trading.model.label")}
      </label>
      <Select<AnalysisModelId>
        id="model-select"
        data-testid="model-select"
        value={value}
        onValueChange={onChange}
        options={options}
      />
    </div>
  );
}
