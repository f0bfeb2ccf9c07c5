import {
  type ExitEvent,
  type ExitPolicy,
  formatDisplayPrice,
  formatDisplaySize,
  type ManagedExit,
  type Position,
} from "@app/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { draftOf, policyOfDraft } from "./exit-policy-draft.ts";
import { ExitPolicyFields } from "./exit-policy-fields.tsx";

/** Props of {@link ExitPolicyDialog}. */
export interface ExitPolicyDialogProps {
  /** The position whose policy is edited; the dialog is open while one is set. */
  position: Position | null;
  /** Its managed stop, if a policy manages it. */
  exit: ManagedExit | undefined;
  /** The stop's trigger price on the exchange now, or null when there is none. */
  stop: number | null;
  /** The latest exit events of the coin, newest first. */
  events: readonly ExitEvent[];
  saving: boolean;
  /** The translated error of the last save. */
  error: string | null;
  onCancel: () => void;
  onSave: (policy: ExitPolicy) => void;
  /** Who moves the stop once saved: the server, or this tab (an agent wallet signs). */
  manager: "server" | "browser";
}

function EventLine({ event }: { event: ExitEvent }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (value: number | null) => (value === null ? "—" : formatDisplayPrice(value));
  return (
    <li className="flex items-center justify-between gap-3 py-1.5 text-sm" data-testid="exit-event">
      <span className="text-fg-muted">
        {formatTime(event.at, language)} · {t(`exits.event.${event.kind}`)}
      </span>
      <span className="num">
        {event.kind === "stopMoved"
          ? t("exits.move", { from: price(event.from), to: price(event.to) })
          : price(event.to ?? event.from)}
      </span>
    </li>
  );
}

/** Sets how a position's stop is managed (issue 36): its stop now, the policy, who moves it, and the last moves. */
export function ExitPolicyDialog({
  position,
  exit,
  stop,
  events,
  saving,
  error,
  onCancel,
  onSave,
  manager,
}: ExitPolicyDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(exit?.status === "active" ? exit.policy : undefined));
  const coin = position?.coin;
  const current = exit?.status === "active" ? exit.policy : undefined;
  // A newly opened dialog starts from the position's policy.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another position is chosen
  useEffect(() => setDraft(draftOf(current)), [coin]);
  const outcome = policyOfDraft(draft);
  const problem = "problem" in outcome ? outcome.problem : null;
  return (
    <Dialog
      open={position !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      dismissible={!saving}
      title={position ? t("exits.title", { coin: position.coin }) : ""}
      description={
        position
          ? t("exits.description", {
              coin: position.coin,
              side: position.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short"),
              size: formatDisplaySize(position.size),
              entry: formatDisplayPrice(position.entryPrice),
            })
          : undefined
      }
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t("common.cancel")}
          </Button>
          <Button
            data-testid="save-exit-policy"
            disabled={saving || problem !== null || stop === null}
            onClick={() => ("policy" in outcome ? onSave(outcome.policy) : undefined)}
          >
            {saving ? t("exits.saving") : t("exits.save")}
          </Button>
        </>
      }
    >
      {position ? (
        <div className="flex flex-col gap-4" data-testid="exit-policy-dialog">
          <div className="flex items-center justify-between rounded-md border border-border bg-surface px-3 py-2">
            <span className="text-fg-muted text-sm">{t("exits.stopNow")}</span>
            <span className="num font-medium text-sm" data-testid="exit-dialog-stop">
              {stop === null ? t("exits.noStop") : formatDisplayPrice(stop)}
            </span>
          </div>
          {exit?.status === "missing" ? (
            <Notice tone="warning">{t("exits.missingNotice")}</Notice>
          ) : stop === null ? (
            <Notice tone="warning">{t("exits.noStopDetail")}</Notice>
          ) : null}
          <ExitPolicyFields draft={draft} onChange={setDraft} problem={problem} testId="exit-policy" />
          <p className="text-fg-subtle text-xs" data-testid="exit-policy-manager">
            {t(manager === "browser" ? "exits.managedByTab" : "exits.managedByServer")}
          </p>
          {error ? (
            <Notice tone="error" live>
              {error}
            </Notice>
          ) : null}
          <section aria-label={t("exits.recent")}>
            <h3 className="font-medium text-fg-muted text-xs">{t("exits.recent")}</h3>
            {events.length === 0 ? (
              <p className="py-1.5 text-fg-subtle text-sm">{t("exits.noEvents")}</p>
            ) : (
              <ul className="divide-y divide-border">
                {events.slice(0, 6).map((event) => (
                  <EventLine key={event.id} event={event} />
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
