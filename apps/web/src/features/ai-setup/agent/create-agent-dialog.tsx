import { AGENT_LIMITS, type CreateAgentInput } from "@app/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../api/use-error-text.ts";
import { translateMessage } from "../../../i18n/core-messages.ts";
import { useLanguage } from "../../../i18n/use-language.ts";
import { Button } from "../../../ui/button.tsx";
import { cn } from "../../../ui/cn.ts";
import { Dialog } from "../../../ui/dialog.tsx";
import { TextField } from "../../../ui/field.tsx";
import { Notice } from "../../../ui/notice.tsx";
import { AgentError } from "../../../wallet/agent/agent-error.ts";
import type { StoredAgent } from "../../../wallet/agent/agent-storage.ts";
import { useCreateAgentForm } from "./use-create-agent-form.ts";

/** Props of {@link CreateAgentDialog}. */
export interface CreateAgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  create: UseMutationResult<StoredAgent, Error, CreateAgentInput>;
}

function Presets({
  values,
  current,
  label,
  onPick,
  testId,
}: {
  values: readonly number[];
  current: string;
  label: (value: number) => string;
  onPick: (value: number) => void;
  testId: string;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <button
          key={value}
          type="button"
          data-testid={`${testId}-${value}`}
          aria-pressed={Number(current) === value}
          onClick={() => onPick(value)}
          className={cn(
            "focus-ring rounded-md border px-2.5 py-1 text-xs",
            Number(current) === value
              ? "border-accent bg-accent/15 text-accent"
              : "border-border-strong text-fg-muted hover:text-fg",
          )}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}

/** The Create Agent modal (product rules §5): max order size and expiry with their bounds, steps and presets. */
export function CreateAgentDialog({ open, onOpenChange, create }: CreateAgentDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const form = useCreateAgentForm();
  const size = AGENT_LIMITS.maxOrderSize;
  const expiry = AGENT_LIMITS.expiryHours;
  const error = form.check.ok ? null : translateMessage(form.check.message, language);
  const submit = () => {
    if (!form.check.ok || create.isPending) return;
    create.mutate(
      { maxOrderSize: form.check.maxOrderSize, expiryHours: form.check.expiryHours },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
        },
        // The agent was approved and its key kept: the card shows it, not registered yet, and a second
        // Create here would replace that key, so the dialog closes.
        onError: (failure) => {
          if (failure instanceof AgentError && failure.code === "REGISTER_PENDING") {
            form.reset();
            onOpenChange(false);
          }
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!create.isPending}
      title={t("agent.create.title")}
      description={t("agent.create.description")}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="primary"
            data-testid="agent-create-submit"
            loading={create.isPending}
            disabled={!form.check.ok}
            onClick={submit}
          >
            {create.isPending ? t("agent.create.creating") : t("agent.create.submit")}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <TextField
            id="agent-max-order-size"
            label={t("agent.create.maxOrderSize")}
            type="number"
            inputMode="numeric"
            min={size.min}
            max={size.max}
            step={size.step}
            value={form.maxOrderSize}
            onChange={(event) => form.setMaxOrderSize(event.target.value)}
            hint={t("agent.create.maxOrderHint", { min: size.min, max: size.max, step: size.step })}
            error={form.field === "size" ? error : null}
            suffix="USDC"
          />
          <Presets
            values={size.presets}
            current={form.maxOrderSize}
            label={(value) => value.toLocaleString("en-US")}
            onPick={(value) => form.setMaxOrderSize(String(value))}
            testId="agent-size-preset"
          />
        </div>
        <div className="flex flex-col gap-2">
          <TextField
            id="agent-expiry-hours"
            label={t("agent.create.expiry")}
            type="number"
            inputMode="numeric"
            min={expiry.min}
            max={expiry.max}
            step={expiry.step}
            value={form.expiryHours}
            onChange={(event) => form.setExpiryHours(event.target.value)}
            hint={t("agent.create.expiryHint", { min: expiry.min, max: expiry.max })}
            error={form.field === "expiry" ? error : null}
          />
          <Presets
            values={expiry.presets}
            current={form.expiryHours}
            label={(value) => t("agent.create.hours", { hours: value })}
            onPick={(value) => form.setExpiryHours(String(value))}
            testId="agent-expiry-preset"
          />
        </div>
        <p className="text-fg-muted text-xs">{t("agent.create.steps")}</p>
        {create.error ? (
          <Notice tone="error" live data-testid="agent-create-error">
            {errorText(create.error)}
          </Notice>
        ) : null}
      </form>
    </Dialog>
  );
}
