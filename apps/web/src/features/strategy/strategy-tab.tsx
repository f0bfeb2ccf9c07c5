import type { ReplayRun } from "@app/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";
import { ReplayComparison } from "./replay-comparison.tsx";
import { ReplayForm } from "./replay-form.tsx";
import { ReplayHistory } from "./replay-history.tsx";
import { replayLabel } from "./replay-label.ts";
import {
  changeReplayMutationOptions,
  replayKeys,
  replayListQueryOptions,
  replayRunQueryOptions,
  startReplayMutationOptions,
} from "./replay-queries.ts";
import { ReplayRunPanel } from "./replay-run-panel.tsx";

/** The Strategy tab: replay the analysis on past markets, read its figures, compare two runs. */
export function StrategyTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { address } = useWallet();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string>();
  const [compared, setCompared] = useState<string[]>([]);
  const list = useQuery(replayListQueryOptions(address));
  const shownId = selectedId ?? list.data?.[0]?.id;
  const run = useQuery(replayRunQueryOptions(address, shownId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: replayKeys.all });
  const start = useMutation({
    ...startReplayMutationOptions(),
    onSuccess: (started) => {
      setSelectedId(started.id);
      void refresh();
    },
  });
  const change = useMutation({
    ...changeReplayMutationOptions(),
    onSuccess: (changed) => {
      setSelectedId(changed.id);
      void refresh();
    },
  });
  const label = useMemo(
    () => (item: ReplayRun) =>
      replayLabel(item, t, (risk) => translateMessage({ key: `riskPreference.${risk}` }, language)),
    [t, language],
  );
  const comparedRuns = (list.data ?? []).filter((item) => compared.includes(item.id) && item.result);

  return (
    <div className="flex flex-col gap-4">
      <Notice tone="info">{t("replay.intro")}</Notice>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(320px,420px)_1fr]">
        <Card>
          <CardHeader title={t("replay.title")} />
          <ReplayForm
            address={address}
            starting={start.isPending}
            onStart={(request) => start.mutate(request)}
          />
          {start.error ? (
            <div className="px-4 pb-4">
              <Notice tone="error">{errorText(start.error)}</Notice>
            </div>
          ) : null}
        </Card>
        <div className="flex min-w-0 flex-col gap-4">
          <ReplayRunPanel
            run={run.data}
            loading={run.isLoading}
            label={run.data ? label(run.data) : ""}
            onCancel={(id) => address && change.mutate({ action: "cancel", address, id })}
          />
          {comparedRuns.length === 2 ? <ReplayComparison runs={comparedRuns} label={label} /> : null}
          <Card>
            <CardHeader title={t("replay.history")} description={t("replay.compareHint")} />
            {list.error ? (
              <div className="p-4">
                <Notice tone="error" title={t("replay.loadFailed")}>
                  {errorText(list.error)}
                </Notice>
              </div>
            ) : (
              <ReplayHistory
                runs={list.data ?? []}
                selectedId={shownId}
                compared={compared}
                label={label}
                busy={change.isPending}
                onSelect={setSelectedId}
                onToggleCompare={(id) =>
                  setCompared((current) =>
                    current.includes(id) ? current.filter((item) => item !== id) : [...current, id].slice(-2),
                  )
                }
                onChange={(action, id) => address && change.mutate({ action, address, id })}
              />
            )}
            {change.error ? (
              <div className="p-4">
                <Notice tone="error">{errorText(change.error)}</Notice>
              </div>
            ) : null}
          </Card>
        </div>
      </div>
    </div>
  );
}
