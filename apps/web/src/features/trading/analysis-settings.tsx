import { Sparkles, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { CoinPicker } from "../../shared/coin-picker.tsx";
import { DataSourceChooser } from "../../shared/data-source-chooser.tsx";
import { MarketFields } from "../../shared/market-fields.tsx";
import { ModelSelect } from "../../shared/model-select.tsx";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { PromptEditor } from "../../shared/prompt-editor.tsx";
import { TradeAmountField } from "../../shared/trade-amount-field.tsx";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { ConnectButton } from "../wallet/connect-button.tsx";
import { MemorySwitch } from "./memory-switch.tsx";
import type { StartAnalysis } from "./use-start-analysis.ts";

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-border border-t px-4 py-4 first:border-t-0">
      {title ? <h3 className="font-semibold text-fg text-sm">{title}</h3> : null}
      {children}
    </section>
  );
}

/** The left column of the trading panel: the idea, the inputs of the analysis and Start AI Analysis. */
export function AnalysisSettings({ analysis }: { analysis: StartAnalysis }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const preferences = usePanelPreferences();
  const model = useTradingSession((state) => state.model);
  const setModel = useTradingSession((state) => state.setModel);
  return (
    <Card className="flex flex-col">
      <Section title={t("trading.prompt.title")}>
        <PromptEditor />
      </Section>
      <Section title={t("trading.settings.title")}>
        <DataSourceChooser selection={preferences.dataSources} onChange={preferences.setDataSource} />
        <MemorySwitch />
        <TradeAmountField value={preferences.tradeAmount} onChange={preferences.setTradeAmount} />
        <MarketFields
          riskPreference={preferences.riskPreference}
          onRiskPreferenceChange={preferences.setRiskPreference}
        />
        <CoinPicker selected={preferences.coins} onToggle={preferences.toggleCoin} />
        <ModelSelect value={model} onChange={setModel} />
      </Section>
      <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] flex flex-col gap-2 rounded-b-lg md:bottom-0 border-border border-t bg-surface px-4 py-4 shadow-[0_-12px_24px_-12px_rgb(0_0_0/0.6)]">
        {analysis.walletMissing ? (
          <Notice
            tone="warning"
            title={translateMessage({ key: "wallet.connectFirst" }, language)}
            action={<ConnectButton size="xs" align="end" />}
            live
          />
        ) : null}
        <div className="flex gap-2">
          <Button
            variant="primary"
            size="lg"
            data-testid="start-analysis"
            className="flex-1"
            loading={analysis.running}
            disabled={!analysis.ready}
            icon={<Sparkles className="size-4" aria-hidden="true" />}
            onClick={analysis.start}
          >
            {analysis.running ? t("trading.analysing") : t("trading.start")}
          </Button>
          {analysis.running ? (
            <Button
              variant="secondary"
              size="lg"
              data-testid="cancel-analysis"
              icon={<X className="size-4" aria-hidden="true" />}
              onClick={analysis.cancel}
            >
              {t("liveAnalysis.cancel")}
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
