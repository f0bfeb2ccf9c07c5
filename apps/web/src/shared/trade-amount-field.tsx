import { TRADE_AMOUNT, validateTradeAmount } from "@app/core";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/core-messages.ts";
import { useLanguage } from "../i18n/use-language.ts";
import { cn } from "../ui/cn.ts";
import { TextField } from "../ui/field.tsx";

/** Props of {@link TradeAmountField}. */
export interface TradeAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The trade amount (product rules §2 item 3): USDC, quick amounts 50/100/500/1000, minimum 10 with its hint. */
export function TradeAmountField({ value, onChange }: TradeAmountFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const check = validateTradeAmount(value);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        id="trade-amount"
        label={t("trading.amount.label")}
        type="number"
        inputMode="decimal"
        min={TRADE_AMOUNT.min}
        step={TRADE_AMOUNT.step}
        placeholder={String(TRADE_AMOUNT.default)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        suffix="USDC"
        error={check.ok ? undefined : translateMessage(check.message, language)}
        hint={translateMessage({ key: "tradeAmount.hint" }, language)}
      />
      <fieldset className="grid grid-cols-4 gap-1.5">
        <legend className="sr-only">{t("trading.amount.quick")}</legend>
        {TRADE_AMOUNT.quickAmounts.map((amount) => {
          const active = check.ok && check.amount === amount;
          return (
            <button
              key={amount}
              type="button"
              aria-pressed={active}
              aria-label={t("trading.amount.quickAmount", { amount })}
              onClick={() => onChange(String(amount))}
              className={cn(
                "focus-ring num h-7 rounded-md border text-xs transition-colors",
                active
                  ? "border-accent/50 bg-accent-soft text-accent"
                  : "border-border bg-surface-2 text-fg-muted hover:border-border-strong hover:text-fg",
              )}
            >
              {amount.toLocaleString("en-US")}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
