import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/field.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import type { DraftProblem, ExitPolicyDraft } from "./exit-policy-draft.ts";

/** Props of {@link ExitPolicyFields}. */
export interface ExitPolicyFieldsProps {
  draft: ExitPolicyDraft;
  onChange: (draft: ExitPolicyDraft) => void;
  /** Why the draft is not a policy yet, shown under its number. */
  problem: DraftProblem | null;
  /** A test id prefix (the card and the dialog each have one). */
  testId: string;
}

/** The choice of an exit policy: fixed, break-even (optional %), trailing (% or ATR multiples). */
export function ExitPolicyFields({ draft, onChange, problem, testId }: ExitPolicyFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const error = problem
    ? problem.key === "exits.outOfRange"
      ? t("exits.outOfRange", problem.params)
      : t("exits.required")
    : undefined;
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-col gap-1.5">
        <span className="font-medium text-fg-muted text-xs">{t("exits.kindLabel")}</span>
        <SegmentedControl
          aria-label={t("exits.kindLabel")}
          value={draft.kind}
          onValueChange={(kind) => onChange({ ...draft, kind })}
          segments={(["fixed", "breakEven", "trailing"] as const).map((kind) => ({
            value: kind,
            label: t(`exits.kind.${kind}`),
            testId: `${testId}-${kind}`,
          }))}
        />
        <p className="text-fg-subtle text-xs">{t(`exits.kindHint.${draft.kind}`)}</p>
      </div>
      {draft.kind === "breakEven" ? (
        <TextField
          id={`${id}-break-even`}
          label={t("exits.breakEvenPercent")}
          hint={t("exits.breakEvenPercentHint")}
          error={error}
          inputMode="decimal"
          value={draft.breakEvenPercent}
          onChange={(event) => onChange({ ...draft, breakEvenPercent: event.target.value })}
          data-testid={`${testId}-break-even-percent`}
        />
      ) : null}
      {draft.kind === "trailing" ? (
        <div className="flex items-start gap-3">
          <TextField
            id={`${id}-trailing`}
            className="flex-1"
            label={draft.trailingUnit === "atr" ? t("exits.trailingAtr") : t("exits.trailingPercent")}
            error={error}
            inputMode="decimal"
            value={draft.trailingValue}
            onChange={(event) => onChange({ ...draft, trailingValue: event.target.value })}
            data-testid={`${testId}-trailing-value`}
          />
          <div className="flex flex-col gap-1.5">
            <span className="font-medium text-fg-muted text-xs">{t("exits.trailingUnit")}</span>
            <SegmentedControl
              aria-label={t("exits.trailingUnit")}
              value={draft.trailingUnit}
              onValueChange={(trailingUnit) => onChange({ ...draft, trailingUnit })}
              segments={(["percent", "atr"] as const).map((unit) => ({
                value: unit,
                label: t(`exits.unit.${unit}`),
                testId: `${testId}-unit-${unit}`,
              }))}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
