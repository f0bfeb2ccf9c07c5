import { LOCAL_MODEL_ID } from "@app/core";
import { useTranslation } from "react-i18next";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Checkbox } from "../../ui/checkbox.tsx";

/**
 * The decision-memory switch of the analysis settings: on, an analysis (and auto-trading) sends the plans of
 * open positions and the last decisions with their results; off, the model starts from a blank slate.
 */
export function MemorySwitch() {
  const { t } = useTranslation();
  const memory = usePanelPreferences((state) => state.memory);
  const setMemory = usePanelPreferences((state) => state.setMemory);
  const local = useTradingSession((state) => state.model) === LOCAL_MODEL_ID;
  return (
    <div className="flex flex-col gap-1.5">
      <Checkbox id="decision-memory" checked={memory} onCheckedChange={setMemory} label={t("memory.label")} />
      <p className="text-2xs text-fg-subtle leading-relaxed">
        {t("memory.hint")}
        {local ? ` ${t("memory.localNote")}` : ""}
      </p>
    </div>
  );
}
