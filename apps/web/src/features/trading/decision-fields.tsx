import {
  DECISION_EDIT_STEPS,
  type DecisionEditField,
  LEVERAGE_LIMITS,
  type Message,
  type TradingDecision,
} from "@app/core";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import type { EditDraft } from "../../shared/trading-session-store.ts";
import { cn } from "../../ui/cn.ts";
import { EDIT_FIELDS } from "./use-decision-edits.ts";

const LABEL_KEYS = {
  quantity: "trading.decision.quantity",
  leverage: "trading.decision.leverage",
  stop_loss: "trading.decision.stopLoss",
  take_profit: "trading.decision.takeProfit",
} as const satisfies Record<DecisionEditField, string>;

/** The text a field shows: the user's edit, else the model's value, else empty. */
function shownValue(
  decision: TradingDecision,
  draft: EditDraft | undefined,
  field: DecisionEditField,
): string {
  const edited = draft?.[field];
  if (edited !== undefined) return edited;
  const value = decision[field];
  return value === null ? "" : String(value);
}

/** Props of {@link DecisionFields}. */
export interface DecisionFieldsProps {
  index: number;
  decision: TradingDecision;
  draft: EditDraft | undefined;
  errors: Partial<Record<DecisionEditField, Message>>;
  onEdit: (field: DecisionEditField, text: string) => void;
  /** The fields that can be edited; the others show the model's value, disabled. */
  editable: readonly DecisionEditField[];
}

/** The four editable numbers of a decision card, each checked by core's parseDecisionEdit. */
export function DecisionFields({ index, decision, draft, errors, onEdit, editable }: DecisionFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="grid grid-cols-2 gap-x-2.5 gap-y-2">
      {EDIT_FIELDS.map((field) => {
        const id = `decision-${index}-${field}`;
        const error = errors[field];
        const edited = draft?.[field] !== undefined;
        const disabled = !editable.includes(field);
        return (
          <div key={field} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="flex items-center gap-1 text-2xs text-fg-subtle">
              {t(LABEL_KEYS[field])}
              {edited ? <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" /> : null}
            </label>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min={field === "leverage" ? LEVERAGE_LIMITS.min : 0}
              max={field === "leverage" ? LEVERAGE_LIMITS.max : undefined}
              step={DECISION_EDIT_STEPS[field]}
              value={shownValue(decision, draft, field)}
              disabled={disabled}
              placeholder={disabled ? "—" : undefined}
              onChange={(event) => onEdit(field, event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(
                "focus-ring num pointer-events-auto h-8 w-full rounded-md border bg-surface-3 px-2 text-fg text-xs hover:border-fg-subtle disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-2 disabled:text-fg-muted disabled:hover:border-border",
                error ? "border-loss" : edited ? "border-accent/50" : "border-border-strong",
              )}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-2xs text-loss leading-tight">
                {translateMessage(error, language)}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
