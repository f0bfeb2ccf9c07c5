import { EXCHANGES, LEVERAGE_BANDS, RISK_PREFERENCES, type RiskPreference } from "@app/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/core-messages.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { Select } from "../ui/select.tsx";

/** Props of {@link MarketFields}. */
export interface MarketFieldsProps {
  riskPreference: RiskPreference;
  onRiskPreferenceChange: (risk: RiskPreference) => void;
}

const FIRST_ENABLED_EXCHANGE = EXCHANGES.find((exchange) => exchange.enabled)?.id ?? "";

/**
 * Risk preference and exchange dropdowns (product rules §2 item 4). Only the enabled exchange can be chosen;
 * the other is listed as coming soon.
 */
export function MarketFields({ riskPreference, onRiskPreferenceChange }: MarketFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [exchange, setExchange] = useState(FIRST_ENABLED_EXCHANGE);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor="risk-preference" className="font-medium text-fg-muted text-xs">
          {t("trading.risk.label")}
        </label>
        <Select<RiskPreference>
          id="risk-preference"
          value={riskPreference}
          onValueChange={onRiskPreferenceChange}
          options={RISK_PREFERENCES.map((risk) => ({
            value: risk,
            label: translateMessage({ key: `riskPreference.${risk}` }, language),
            hint: translateMessage(
              { key: "riskPreference.leverageBand", params: { ...LEVERAGE_BANDS[risk] } },
              language,
            ),
          }))}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor="exchange" className="font-medium text-fg-muted text-xs">
          {t("trading.exchange.label")}
        </label>
        <Select
          id="exchange"
          value={exchange}
          onValueChange={setExchange}
          options={EXCHANGES.map((venue) => ({
            value: venue.id,
            label: venue.name,
            disabled: !venue.enabled,
            hint: [
              t("trading.exchange.fee", { fee: `${venue.feePercent}%` }),
              venue.note ? translateMessage(venue.note, language) : t("trading.exchange.paperNetwork"),
            ].join(" · "),
          }))}
        />
      </div>
    </div>
  );
}
