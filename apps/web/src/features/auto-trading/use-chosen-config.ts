import type { AppSettings } from "@app/core";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";

/** What Start would take now (the model, coins and risk chosen in AI Trading), kept current as they change. */
export function useChosenConfig(): Pick<
  AppSettings["autoTradingConfig"],
  "selectedAI" | "selectedCoins" | "riskPreference"
> {
  const selectedAI = useTradingSession((state) => state.model);
  const selectedCoins = usePanelPreferences((state) => state.coins);
  const riskPreference = usePanelPreferences((state) => state.riskPreference);
  return { selectedAI, selectedCoins, riskPreference };
}
