import { type AnalysisModelId, EXTRA_MODEL_IDS, LOCAL_MODEL_ID, MODEL_OPTIONS } from "@app/core";
import { useTranslation } from "react-i18next";
import { useApiKeys } from "../settings/api-keys/api-keys-store.ts";
import { modelHasKey } from "../settings/api-keys/model-keys.ts";
import { Select, type SelectOption } from "../ui/select.tsx";

/** Props of {@link ModelSelect}. */
export interface ModelSelectProps {
  /** The element id, when a screen holds more than one picker (the Strategy tab's own). */
  id?: string;
  value: AnalysisModelId;
  onChange: (model: AnalysisModelId) => void;
}

/**
 * The model picker. The built-in local analyst needs no key; another model can be chosen once the
 * key its provider needs in the current API mode is saved in the AI setup tab.
 */
export function ModelSelect({ id = "model-select", value, onChange }: ModelSelectProps) {
  const { t } = useTranslation();
  const mode = useApiKeys((state) => state.mode);
  const keys = useApiKeys((state) => state.keys);
  const remote = [
    ...MODEL_OPTIONS.map((model) => ({ id: model.id as AnalysisModelId, name: model.name })),
    ...EXTRA_MODEL_IDS.map((id) => ({ id: id as AnalysisModelId, name: t(`aiSetup.models.extra.${id}`) })),
  ];
  const options: SelectOption<AnalysisModelId>[] = [
    { value: LOCAL_MODEL_ID, label: t("trading.model.local"), hint: t("trading.model.localHint") },
    ...remote.map((model) => {
      const ready = modelHasKey(model.id, mode, keys);
      return {
        value: model.id,
        label: model.name,
        hint: ready ? undefined : t("trading.model.needsKey"),
        disabled: !ready,
      };
    }),
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-fg-muted text-xs">
        {t("trading.model.label")}
      </label>
      <Select<AnalysisModelId>
        id={id}
        data-testid={id}
        value={value}
        onValueChange={onChange}
        options={options}
      />
    </div>
  );
}
