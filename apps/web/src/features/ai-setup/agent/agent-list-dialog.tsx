import { type ListedAgent, shortenAddress } from "@app/core";
import { KeyRound, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../api/use-error-text.ts";
import { translateMessage } from "../../../i18n/core-messages.ts";
import { formatDateTime } from "../../../i18n/format-time.ts";
import { useLanguage } from "../../../i18n/use-language.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { ImportAgentDialog } from "./import-agent-dialog.tsx";
import { useAgentList } from "./use-agent-wallet.ts";

/** Props of {@link AgentListDialog}. */
export interface AgentListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Agent List modal (product rules §2): each agent the exchange lists with its name, short address,
 * valid-until date, Active or Expired, Selected, Delete (confirmed) and Import Key.
 */
export function AgentListDialog({ open, onOpenChange }: AgentListDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const { list, selected, remove, importKey } = useAgentList(open);
  const [deleting, setDeleting] = useState<ListedAgent | null>(null);
  const [importing, setImporting] = useState<ListedAgent | null>(null);
  const agents = list.data ?? [];
  const nameOf = (agent: ListedAgent) => agent.name || t("agent.list.unnamed");

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t("agent.list.title")}
        description={t("agent.list.description")}
        closeLabel={t("common.close")}
        className="max-w-lg"
      >
        <div className="flex flex-col gap-2" data-testid="agent-list">
          {list.isPending && list.fetchStatus !== "idle" ? <Spinner /> : null}
          {list.error ? (
            <Notice tone="error" live>
              {errorText(list.error)}
            </Notice>
          ) : null}
          {list.isSuccess && agents.length === 0 ? (
            <p className="text-fg-muted text-sm">{t("agent.list.empty")}</p>
          ) : null}
          {remove.error ? (
            <Notice tone="error" live data-testid="agent-delete-error">
              {translateMessage(
                { key: "dialog.deleteFailed", params: { message: errorText(remove.error) } },
                language,
              )}
            </Notice>
          ) : null}
          <ul className="flex flex-col gap-2">
            {agents.map((agent) => (
              <li
                key={agent.address}
                data-testid="agent-list-item"
                data-address={agent.address}
                className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-fg text-sm">{nameOf(agent)}</span>
                  <span className="num text-fg-muted text-xs">{shortenAddress(agent.address)}</span>
                  {agent.isExpired ? (
                    <Badge tone="loss">{t("agent.list.expired")}</Badge>
                  ) : (
                    <Badge tone="profit">{t("agent.active")}</Badge>
                  )}
                  {selected === agent.address.toLowerCase() ? (
                    <Badge tone="accent" data-testid="agent-selected">
                      {t("agent.list.selected")}
                    </Badge>
                  ) : null}
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-fg-muted text-xs">
                    {agent.validUntil === null
                      ? t("agent.list.noExpiry")
                      : t("agent.list.validUntil", { date: formatDateTime(agent.validUntil, language) })}
                  </span>
                  <div className="flex gap-2">
                    <Button
                      size="xs"
                      icon={<KeyRound className="size-3.5" aria-hidden="true" />}
                      disabled={agent.isExpired}
                      onClick={() => {
                        importKey.reset();
                        setImporting(agent);
                      }}
                      data-testid="agent-import"
                    >
                      {t("agent.list.importKey")}
                    </Button>
                    <Button
                      size="xs"
                      variant="danger"
                      icon={<Trash2 className="size-3.5" aria-hidden="true" />}
                      onClick={() => {
                        remove.reset();
                        setDeleting(agent);
                      }}
                      data-testid="agent-delete"
                    >
                      {t("agent.list.delete")}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Dialog>
      <Dialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        dismissible={!remove.isPending}
        title={t("agent.delete.title")}
        description={
          deleting
            ? t("agent.delete.description", {
                name: nameOf(deleting),
                address: shortenAddress(deleting.address),
              })
            : undefined
        }
        closeLabel={t("common.close")}
        footer={
          <>
            <Button variant="ghost" disabled={remove.isPending} onClick={() => setDeleting(null)}>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              data-testid="agent-delete-confirm"
              onClick={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
            >
              {remove.isPending ? t("agent.delete.deleting") : t("agent.delete.confirm")}
            </Button>
          </>
        }
      />
      <ImportAgentDialog
        agent={importing}
        onClose={() => setImporting(null)}
        importKey={importKey}
        onImported={() => {
          setImporting(null);
          onOpenChange(false);
        }}
      />
    </>
  );
}
