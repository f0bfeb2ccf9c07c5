import { formatUsdc, hasRiskLimits, type RiskStatus, tripMessage } from "@app/core";
import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { formOf, limitsOf, type RiskForm, type RiskFormErrors } from "./risk-form.ts";
import { RiskLimitsFields } from "./risk-limits-fields.tsx";
import { RiskTrips } from "./risk-trips.tsx";
import { useRiskGovernor } from "./use-risk-governor.ts";

function StatusBadge({ status }: { status: RiskStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  const phase = status.state?.trip ? "tripped" : hasRiskLimits(status.limits) ? "armed" : "off";
  const tone = phase === "tripped" ? "loss" : phase === "armed" ? "profit" : "neutral";
  return (
    <Badge tone={tone} size="md" role="status" data-testid="risk-status" data-phase={phase}>
      {t(`risk.${phase}`)}
    </Badge>
  );
}

/**
 * The risk governor's card (issue 36 item 3): the limits of the connected wallet, a trip with its reason and
 * the deliberate re-arm, what the governor counts now, and the latest trips.
 */
export function RiskGovernorCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const governor = useRiskGovernor();
  const status = governor.status;
  const [form, setForm] = useState<RiskForm | null>(null);
  const [errors, setErrors] = useState<RiskFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const shown = form ?? (status ? formOf(status.limits) : null);
  const trip = status?.state?.trip ?? null;
  const state = status?.state ?? null;

  const submit = () => {
    if (!shown) return;
    const checked = limitsOf(shown);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    governor.save.mutate(checked.limits, { onSuccess: () => setForm(null) });
  };

  return (
    <Card data-testid="risk-card">
      <CardHeader
        title={t("risk.title")}
        description={t("risk.description")}
        icon={<ShieldAlert className="size-4" aria-hidden="true" />}
        actions={<StatusBadge status={status} />}
      />
      <div className="flex flex-col gap-3 p-4">
        {governor.signedOut ? (
          <Notice
            tone="info"
            title={t("risk.signedOut")}
            action={
              <Button size="sm" variant="secondary" loading={governor.signingIn} onClick={governor.signIn}>
                {t("risk.signIn")}
              </Button>
            }
          >
            {governor.signInError ? errorText(governor.signInError) : null}
          </Notice>
        ) : null}
        {governor.loadError ? (
          <Notice tone="error" live title={t("risk.loadFailed")}>
            {errorText(governor.loadError)}
          </Notice>
        ) : null}
        {trip ? (
          <Notice
            tone="error"
            live
            data-testid="risk-trip"
            title={translateMessage(tripMessage(trip), language)}
            action={
              confirming ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  data-testid="risk-rearm"
                  onClick={() => setConfirming(true)}
                >
                  {t("risk.rearm")}
                </Button>
              )
            }
          >
            {t("risk.trippedAt", { time: formatDateTime(trip.at, language) })}
          </Notice>
        ) : null}
        {trip && confirming ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm">
            <p className="min-w-0 flex-1 text-fg-muted">{t("risk.rearmConfirm")}</p>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              size="sm"
              variant="primary"
              data-testid="risk-rearm-confirm"
              loading={governor.rearm.isPending}
              onClick={() => governor.rearm.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {t("risk.rearm")}
            </Button>
          </div>
        ) : null}
        {governor.rearm.isError ? (
          <Notice tone="error" live title={t("risk.rearmFailed")}>
            {errorText(governor.rearm.error)}
          </Notice>
        ) : null}
        {governor.rearm.isSuccess && !trip ? (
          <Notice tone="success" live data-testid="risk-rearmed" title={t("risk.rearmed")} />
        ) : null}
        {shown ? (
          <RiskLimitsFields
            form={shown}
            errors={errors}
            disabled={governor.save.isPending || governor.signedOut}
            onChange={(next) => {
              setForm(next);
              governor.save.reset();
            }}
          />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            data-testid="risk-save"
            disabled={!shown || governor.signedOut}
            loading={governor.save.isPending}
            onClick={submit}
          >
            {t("risk.save")}
          </Button>
          {governor.save.isSuccess ? (
            <span role="status" className="text-profit text-xs">
              {t("risk.saved")}
            </span>
          ) : null}
        </div>
        {governor.save.isError ? (
          <Notice tone="error" live title={t("risk.saveFailed")}>
            {errorText(governor.save.error)}
          </Notice>
        ) : null}
        {state ? (
          <dl className="grid grid-cols-3 gap-2 text-xs">
            {(
              [
                ["dayStart", `${formatUsdc(state.dayStartEquity)} USDC`],
                ["peak", `${formatUsdc(state.peakEquity)} USDC`],
                ["losingRuns", String(state.losingRuns)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-md border border-border bg-surface-2/60 px-2 py-1.5">
                <dt className="text-fg-subtle">{t(`risk.state.${key}`)}</dt>
                <dd className="num mt-0.5 font-medium text-fg">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {status && status.trips.length > 0 ? <RiskTrips trips={status.trips} /> : null}
      </div>
    </Card>
  );
}
