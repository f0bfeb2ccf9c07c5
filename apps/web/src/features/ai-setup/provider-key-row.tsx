import { AI_PROVIDERS, type AiProviderId } from "@app/core";
import { Check, ExternalLink, Eye, EyeOff, PlugZap, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button, IconButton } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useProviderKey } from "./use-provider-key.ts";

/** Props of {@link ProviderKeyRow}. */
export interface ProviderKeyRowProps {
  provider: AiProviderId;
}

/** One provider's key: masked input with show/hide, Save, Delete, Test, a saved tick and a get-a-key link. */
export function ProviderKeyRow({ provider }: ProviderKeyRowProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const info = AI_PROVIDERS[provider];
  const key = useProviderKey(provider);
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inputId = `api-key-${provider}`;
  const disabled = !key.connected;
  const message = key.saveError ? { valid: false, text: key.saveError } : key.check;

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3"
      data-testid={`key-row-${provider}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="flex items-center gap-2 font-medium text-fg text-sm">
          {t("aiSetup.keys.keyLabel", { provider: info.name })}
          {key.saved ? (
            <span
              className="inline-flex items-center gap-1 text-profit text-xs"
              data-testid={`key-saved-${provider}`}
            >
              <Check className="size-3.5" aria-hidden="true" />
              {t("aiSetup.keys.saved")}
            </span>
          ) : null}
        </label>
        <a
          href={info.keyUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="focus-ring inline-flex items-center gap-1 rounded-sm text-accent text-xs hover:underline"
        >
          {t("aiSetup.keys.getKey")}
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <input
            id={inputId}
            type={visible ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            value={key.draft}
            placeholder={key.saved ? t("aiSetup.keys.savedPlaceholder") : `${info.keyPrefix}...`}
            onChange={(event) => key.setDraft(event.target.value)}
            aria-invalid={message && !message.valid ? true : undefined}
            aria-describedby={message ? `${inputId}-message` : undefined}
            className="focus-ring h-9 w-full rounded-md border border-border-strong bg-surface-3 pr-10 pl-3 font-mono text-fg text-sm placeholder:text-fg-subtle disabled:cursor-not-allowed disabled:opacity-60"
          />
          <IconButton
            label={visible ? t("aiSetup.keys.hide") : t("aiSetup.keys.show")}
            className="-translate-y-1/2 absolute top-1/2 right-1"
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
          </IconButton>
        </div>
        <div className="flex gap-2">
          <Button
            variant="primary"
            disabled={disabled}
            onClick={() => void key.save()}
            className="flex-1 sm:flex-none"
          >
            {t("aiSetup.keys.save")}
          </Button>
          {key.saved ? (
            <>
              <Button
                variant="outline"
                disabled={disabled}
                loading={key.testing}
                icon={<PlugZap className="size-4" aria-hidden="true" />}
                onClick={key.test}
                className="flex-1 sm:flex-none"
              >
                {t("aiSetup.keys.test")}
              </Button>
              <Button
                variant="danger"
                disabled={disabled}
                icon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() => setConfirming(true)}
                className="flex-1 sm:flex-none"
              >
                {t("aiSetup.keys.delete")}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {message ? (
        <p
          id={`${inputId}-message`}
          role={message.valid ? "status" : "alert"}
          className={cn("text-xs", message.valid ? "text-profit" : "text-loss")}
        >
          {message.text}
        </p>
      ) : null}
      {key.justSaved ? (
        <p role="status" className="text-profit text-xs">
          {t("aiSetup.keys.savedNotice")}
        </p>
      ) : null}
      {key.testResult ? (
        <p role="status" className="text-profit text-xs" data-testid={`key-test-ok-${provider}`}>
          {t("aiSetup.keys.testOk", {
            provider: key.testResult.provider,
            model: key.testResult.modelId,
            ms: Math.round(key.testResult.latencyMs),
          })}
        </p>
      ) : null}
      {key.testError ? (
        <p role="alert" className="text-loss text-xs" data-testid={`key-test-failed-${provider}`}>
          {t("aiSetup.keys.testFailed", { reason: errorText(key.testError) })}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("aiSetup.keys.deleteTitle", { provider: info.name })}
        description={translateMessage({ key: "apiKey.deleteConfirm" }, language)}
        closeLabel={t("common.close")}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                key.remove();
                setConfirming(false);
              }}
            >
              {t("aiSetup.keys.delete")}
            </Button>
          </>
        }
      />
    </div>
  );
}
