import { LOCAL_MODEL_ID, MODEL_OPTIONS, primaryModel } from "@app/core";
import { Bot, Play, Square } from "lucide-react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { TextField } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { AutoTradingHistory } from "./auto-trading-history.tsx";
import { AutoTradingPlaceSwitch } from "./auto-trading-place-switch.tsx";
import type { AutoTradingPhase } from "./server-schedule.ts";
import { useAutoTradingPanel } from "./use-auto-trading-panel.ts";
import { useChosenConfig } from "./use-chosen-config.ts";

const PHASE_TONES = { stopped: "neutral", running: "profit", analyzing: "info", unknown: "neutral" } as const;

function PhaseBadge({ phase }: { phase: AutoTradingPhase }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={PHASE_TONES[phase]}
      size="md"
      data-testid="auto-trading-status"
      data-phase={phase}
      role="status"
    >
      {t(`autoTrading.status.${phase}`)}
    </Badge>
  );
}

/**
 * The AI auto-trading panel (product rules §2, §4, §5): where the loop runs (this browser or the server), the
 * interval and its checks, Start / Stop, the status and next-run time, what each run uses, the tips, and the
 * latest five runs of the place it runs in.
 */
export function AutoTradingPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const panel = useAutoTradingPanel();
  const onServer = panel.server.onServer;
  const chosen = useChosenConfig();
  // What runs use: while the loop is on, what its Start took; while it is off, what Start would take now (the
  // choices of AI Trading), so the panel never names a model the runs will not use. The server analyses with
  // the local analyst whatever the browser's model (product rules §4).
  const config = panel.enabled ? panel.config : chosen;
  const model = onServer ? LOCAL_MODEL_ID : primaryModel(config.selectedAI);
  const modelName =
    model === LOCAL_MODEL_ID
      ? t("trading.model.local")
      : (MODEL_OPTIONS.find((option) => option.id === model)?.name ?? model);
  return (
    <Card
      data-testid="auto-trading-panel"
      className="grid min-w-0 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]"
    >
      <div className="flex min-w-0 flex-col border-border max-lg:border-b lg:border-r">
        <CardHeader
          title={t("autoTrading.title")}
          description={t("autoTrading.description")}
          icon={<Bot className="size-4" aria-hidden="true" />}
          actions={<PhaseBadge phase={panel.phase} />}
        />
        <div className="flex flex-col gap-3 p-4">
          <AutoTradingPlaceSwitch server={panel.server} disabled={panel.walletMissing} />
          <div className="flex items-start gap-2">
            <TextField
              id="auto-trading-interval"
              data-testid="auto-trading-interval"
              className="min-w-0 flex-1"
              label={t("autoTrading.interval")}
              inputMode="numeric"
              autoComplete="off"
              value={panel.text}
              onChange={(event) => panel.changeInterval(event.target.value)}
              error={panel.error ? translateMessage(panel.error, language) : undefined}
            />
            {panel.enabled ? (
              <Button
                variant="danger"
                className="mt-[1.375rem]"
                data-testid="auto-trading-stop"
                loading={panel.server.saving}
                disabled={panel.server.saving || panel.server.moving}
                icon={<Square className="size-3.5" aria-hidden="true" />}
                onClick={panel.stop}
              >
                {t("autoTrading.stop")}
              </Button>
            ) : (
              <Button
                variant="primary"
                className="mt-[1.375rem]"
                data-testid="auto-trading-start"
                loading={panel.server.saving}
                disabled={panel.startDisabled || panel.server.moving}
                icon={<Play className="size-3.5" aria-hidden="true" />}
                onClick={panel.start}
              >
                {t("autoTrading.start")}
              </Button>
            )}
          </div>
          {panel.note ? (
            <p data-testid="auto-trading-note" className="text-profit text-xs">
              {translateMessage(panel.note, language)}
            </p>
          ) : null}
          {panel.riskTripped && !panel.enabled ? (
            <Notice tone="error" data-testid="auto-trading-risk-blocked" title={t("risk.startBlocked")} />
          ) : null}
          {panel.startAlert ? (
            <Notice
              tone="error"
              live
              data-testid="auto-trading-alert"
              title={translateMessage(panel.startAlert, language)}
            />
          ) : null}
          {panel.nextRunAt !== null ? (
            <p className="flex items-center justify-between gap-2 text-sm">
              <span className="text-fg-muted">{t("autoTrading.nextRun")}</span>
              <span data-testid="auto-trading-next-run" className="num text-fg">
                {formatTime(panel.nextRunAt, language)}
              </span>
            </p>
          ) : null}
          {panel.elsewhere ? <p className="text-fg-subtle text-xs">{t("autoTrading.otherTab")}</p> : null}
          <div className="rounded-md border border-border bg-surface-2/60 px-3 py-2 text-xs">
            <p className="text-fg-muted">{t("autoTrading.config.title")}</p>
            <p data-testid="auto-trading-config" className="mt-0.5 font-medium text-fg">
              {t("autoTrading.config.summary", {
                model: modelName,
                coins: config.selectedCoins.join(", "),
                risk: translateMessage({ key: `riskPreference.${config.riskPreference}` }, language),
              })}
            </p>
            <p className="mt-1 text-fg-subtle">{t("autoTrading.config.hint")}</p>
            {onServer ? <p className="mt-1 text-fg-subtle">{t("autoTrading.server.modelNote")}</p> : null}
          </div>
          <p data-testid="auto-trading-where" className="text-fg-subtle text-xs">
            {onServer ? t("autoTrading.server.about") : t("autoTrading.serverMode")}
          </p>
          <div className="text-xs">
            <p className="font-medium text-fg-muted">{t("autoTrading.tips.title")}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-4 text-fg-subtle">
              <li>{t("autoTrading.tips.short")}</li>
              <li>{t("autoTrading.tips.long")}</li>
            </ul>
          </div>
        </div>
      </div>
      <AutoTradingHistory
        records={panel.history}
        loading={onServer && panel.server.loading}
        unavailable={
          panel.historyUnknown === "signedOut"
            ? t("autoTrading.server.historySignedOut")
            : panel.historyUnknown === "failed"
              ? t("autoTrading.server.loadFailed")
              : null
        }
      />
    </Card>
  );
}
