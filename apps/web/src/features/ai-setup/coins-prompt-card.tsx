import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CoinPicker } from "../../shared/coin-picker.tsx";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { PromptEditor } from "../../shared/prompt-editor.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";

/** The coins and the prompt, the very state the trading panel uses (its stores, not a copy). */
export function CoinsPromptCard() {
  const { t } = useTranslation();
  const coins = usePanelPreferences((state) => state.coins);
  const toggleCoin = usePanelPreferences((state) => state.toggleCoin);
  return (
    <Card>
      <CardHeader
        title={t("aiSetup.coinsPrompt.title")}
        description={t("aiSetup.coinsPrompt.description")}
        icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
      />
      <CardBody className="flex flex-col gap-4">
        <CoinPicker selected={coins} onToggle={toggleCoin} layout="cards" />
        <PromptEditor />
      </CardBody>
    </Card>
  );
}
