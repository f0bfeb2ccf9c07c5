import type { ReplayRun } from "@app/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SignInNotice } from "../../wallet/sign-in-notice.tsx";
import { ReplayComparison } from "./replay-comparison.tsx";
import { ReplayForm } from "./replay-form.tsx";
import { ReplayHistory } from "./replay-history.tsx";
import { replayLabel } from "./replay-label.ts";
import { ReplayRunPanel } from "./replay-run-panel.tsx";
import { useReplays } from "./use-replays.ts";

/** The Strategy tab: replay the analysis on past markets, read its figures, compare two runs. */
export function StrategyTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const replays = useReplays();
  const { address, list, run, shownId, start } = replays;
  const [compared, setCompared] = useState<string[]>([]);
  const label = useMemo(
    () => (item: ReplayRun) =>
      replayLabel(item, t, (risk) => translateMessage({ key: `riskPreference.${risk}` }, language)),
    [t, language],
  );
  const comparedRuns = (list.data ?? []).filter((item) => compared.includes(item.id) && item.result);

  return (
    <div className="flex flex-col gap-4">
      <Notice tone="info">{t("replay.intro")}</Notice>
      {address && replays.signedOut ? (
        <SignInNotice
          testId="replay-signed-out"
          title={t("replay.signedOut")}
          buttonLabel={t("replay.signIn")}
          signingIn={replays.signingIn}
          signInError={replays.signInError}
          onSignIn={replays.signIn}
          hint={t("replay.signInHint")}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(320px,420px)_1fr]">
        <Card>
          <CardHeader title={t("replay.title")} />
          <ReplayForm
            address={address}
            starting={start.isPending}
            onStart={(request) => start.mutate(request)}
          />
          {replays.startError ? (
            <div className="px-4 pb-4">
              <Notice tone="error">{errorText(replays.startError)}</Notice>
            </div>
          ) : null}
        </Card>
        <div className="flex min-w-0 flex-col gap-4">
          <ReplayRunPanel
            run={run.data}
            loading={run.isLoading}
            label={run.data ? label(run.data) : ""}
            onCancel={(id) => replays.change("cancel", id)}
          />
          {comparedRuns.length === 2 ? <ReplayComparison runs={comparedRuns} label={label} /> : null}
          <Card>
            <CardHeader title={t("replay.history")} description={t("replay.compareHint")} />
            {replays.signedOut ? (
              // Signed out, the list is unknown: it must not read as "no replay yet".
              <p data-testid="replay-history-signed-out" className="px-4 py-6 text-fg-muted text-sm">
                {t("replay.signedOut")}
              </p>
            ) : replays.listError ? (
              <div className="p-4">
                <Notice tone="error" title={t("replay.loadFailed")}>
                  {errorText(replays.listError)}
                </Notice>
              </div>
            ) : (
              <ReplayHistory
                runs={list.data ?? []}
                selectedId={shownId}
                compared={compared}
                label={label}
                busy={replays.changing}
                onSelect={replays.select}
                onToggleCompare={(id) =>
                  setCompared((current) =>
                    current.includes(id) ? current.filter((item) => item !== id) : [...current, id].slice(-2),
                  )
                }
                onChange={replays.change}
              />
            )}
            {replays.changeError ? (
              <div className="p-4">
                <Notice tone="error">{errorText(replays.changeError)}</Notice>
              </div>
            ) : null}
          </Card>
        </div>
      </div>
    </div>
  );
}
