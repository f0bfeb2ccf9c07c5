import { Check, Copy, List, Plus, RefreshCw, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../api/use-error-text.ts";
import { translateMessage } from "../../../i18n/core-messages.ts";
import { formatDateTime } from "../../../i18n/format-time.ts";
import { useLanguage } from "../../../i18n/use-language.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button, IconButton } from "../../../ui/button.tsx";
import { Card, CardBody, CardHeader } from "../../../ui/card.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { useCopy } from "../../wallet/use-copy.ts";
import { AgentListDialog } from "./agent-list-dialog.tsx";
import { CreateAgentDialog } from "./create-agent-dialog.tsx";
import { useAgentCard } from "./use-agent-wallet.ts";

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border border-border bg-surface p-2.5">
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="num font-medium text-fg text-sm" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The Agent Wallet card (product rules §2): View List / Create New, or the active agent with Revoke. */
export function AgentCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const card = useAgentCard();
  const { copied, copy } = useCopy();
  const [creating, setCreating] = useState(false);
  const [listing, setListing] = useState(false);
  const { info } = card;
  // The latest failure to register the approved agent: the Retry's, else the creation's.
  const registerError = card.retryRegistration.error ?? card.create.error;

  return (
    <Card data-testid="agent-card">
      <CardHeader
        title={t("agent.title")}
        description={t("agent.description")}
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
      />
      <CardBody className="flex flex-col gap-3">
        {info ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              {info.registrationPending ? (
                <Badge tone="warning" data-testid="agent-pending">
                  {t("agent.pending")}
                </Badge>
              ) : (
                <Badge tone="profit" data-testid="agent-active">
                  {t("agent.active")}
                </Badge>
              )}
              <span className="num text-fg text-sm" data-testid="agent-address">
                {info.shortAddress}
              </span>
              <IconButton
                label={copied ? t("agent.copied") : t("agent.copy")}
                onClick={() => void copy(info.address)}
              >
                {copied ? (
                  <Check className="size-3.5" aria-hidden="true" />
                ) : (
                  <Copy className="size-3.5" aria-hidden="true" />
                )}
              </IconButton>
            </div>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Fact label={t("agent.maxOrder")} testId="agent-max-order">
                {t("agent.usdt", { amount: info.maxOrderSize.toLocaleString("en-US") })}
              </Fact>
              <Fact label={t("agent.timeLeft")} testId="agent-time-left">
                {translateMessage(info.expiresIn.message, language)}
              </Fact>
              <Fact label={t("agent.createdAt")}>{formatDateTime(info.createdAt, language)}</Fact>
            </dl>
            {info.registrationPending ? (
              <Notice tone="warning" data-testid="agent-pending-notice">
                <div className="flex flex-col items-start gap-2">
                  <span>{t("agent.pendingNotice")}</span>
                  <Button
                    size="sm"
                    icon={<RefreshCw className="size-4" aria-hidden="true" />}
                    loading={card.retryRegistration.isPending}
                    onClick={() => card.retryRegistration.mutate()}
                    data-testid="agent-retry-register"
                  >
                    {card.retryRegistration.isPending ? t("agent.retrying") : t("agent.retryRegister")}
                  </Button>
                </div>
              </Notice>
            ) : null}
            {info.registrationPending && registerError ? (
              <Notice tone="error" live data-testid="agent-register-error">
                {errorText(registerError)}
              </Notice>
            ) : null}
            {info.isExpiringSoon ? (
              <Notice tone="warning" data-testid="agent-expiring-soon">
                {translateMessage({ key: "agent.expiringSoon" }, language)}
              </Notice>
            ) : null}
          </>
        ) : (
          <p className="text-fg-muted text-sm">{t("agent.none")}</p>
        )}
        {card.revoke.error ? (
          <Notice tone="error" live data-testid="agent-revoke-error">
            {translateMessage(
              { key: "dialog.revokeFailed", params: { message: errorText(card.revoke.error) } },
              language,
            )}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            icon={<List className="size-4" aria-hidden="true" />}
            disabled={!card.connected}
            onClick={() => setListing(true)}
            data-testid="agent-view-list"
          >
            {t("agent.viewList")}
          </Button>
          {info ? (
            <Button
              size="sm"
              variant="danger"
              icon={<ShieldOff className="size-4" aria-hidden="true" />}
              loading={card.revoke.isPending}
              onClick={() => card.agentName && card.revoke.mutate({ agentName: card.agentName })}
              data-testid="agent-revoke"
            >
              {card.revoke.isPending ? t("agent.revoking") : t("agent.revoke")}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="primary"
              icon={<Plus className="size-4" aria-hidden="true" />}
              disabled={!card.connected}
              onClick={() => {
                card.create.reset();
                setCreating(true);
              }}
              data-testid="agent-create-new"
            >
              {t("agent.createNew")}
            </Button>
          )}
        </div>
      </CardBody>
      <CreateAgentDialog open={creating} onOpenChange={setCreating} create={card.create} />
      <AgentListDialog open={listing} onOpenChange={setListing} />
    </Card>
  );
}
