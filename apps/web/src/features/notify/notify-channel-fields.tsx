import type { NotificationSettings } from "@app/core";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { TextField } from "../../ui/field.tsx";
import { type NotifyForm, type NotifyFormErrors, newWebhookSecret } from "./notify-form.ts";

interface FieldsProps {
  form: NotifyForm;
  errors: NotifyFormErrors;
  settings: NotificationSettings | undefined;
  disabled: boolean;
  onChange: (form: NotifyForm) => void;
}

/** The webhook's fields: URL, signing secret (with a generator), removal, and how the signature is made. */
export function WebhookFields({ form, errors, settings, disabled, onChange }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 font-medium text-fg text-sm">{t("notify.webhook.title")}</legend>
      <p className="text-fg-muted text-xs" data-testid="notify-webhook-state">
        {settings?.webhook
          ? t("notify.webhook.set", { host: settings.webhook.host })
          : t("notify.webhook.notSet")}
      </p>
      <TextField
        id="notify-webhook-url"
        data-testid="notify-webhook-url"
        label={t("notify.webhook.url")}
        placeholder="https://"
        autoComplete="off"
        disabled={disabled || form.removeWebhook}
        value={form.webhookUrl}
        error={errors.webhookUrl ? t("notify.invalid.webhookUrl") : undefined}
        hint={settings?.webhook ? t("notify.webhook.keepHint") : undefined}
        onChange={(event) => onChange({ ...form, webhookUrl: event.target.value })}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
        <TextField
          id="notify-webhook-secret"
          data-testid="notify-webhook-secret"
          label={t("notify.webhook.secret")}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled || form.removeWebhook}
          value={form.webhookSecret}
          error={errors.webhookSecret ? t("notify.invalid.webhookSecret") : undefined}
          hint={t("notify.webhook.secretHint")}
          onChange={(event) => onChange({ ...form, webhookSecret: event.target.value })}
        />
        <Button
          variant="secondary"
          className="mt-[1.375rem]"
          disabled={disabled || form.removeWebhook}
          onClick={() => onChange({ ...form, webhookSecret: newWebhookSecret() })}
        >
          {t("notify.webhook.generate")}
        </Button>
      </div>
      {settings?.webhook ? (
        <Checkbox
          id="notify-remove-webhook"
          checked={form.removeWebhook}
          disabled={disabled}
          label={t("notify.webhook.remove")}
          onCheckedChange={(removeWebhook) => onChange({ ...form, removeWebhook })}
        />
      ) : null}
      <p className="text-fg-subtle text-xs">{t("notify.webhook.signature")}</p>
    </fieldset>
  );
}

/** The Telegram bot's fields: token, chat id, removal. */
export function TelegramFields({ form, errors, settings, disabled, onChange }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 font-medium text-fg text-sm">{t("notify.telegram.title")}</legend>
      <p className="text-fg-muted text-xs" data-testid="notify-telegram-state">
        {settings?.telegram
          ? t("notify.telegram.set", { chatId: settings.telegram.chatId })
          : t("notify.telegram.notSet")}
      </p>
      <TextField
        id="notify-telegram-token"
        data-testid="notify-telegram-token"
        type="password"
        label={t("notify.telegram.token")}
        hint={t("notify.telegram.tokenHint")}
        autoComplete="off"
        disabled={disabled || form.removeTelegram}
        value={form.telegramToken}
        error={errors.telegramToken ? t("notify.invalid.telegramToken") : undefined}
        onChange={(event) => onChange({ ...form, telegramToken: event.target.value })}
      />
      <TextField
        id="notify-telegram-chat"
        data-testid="notify-telegram-chat"
        label={t("notify.telegram.chatId")}
        autoComplete="off"
        disabled={disabled || form.removeTelegram}
        value={form.telegramChatId}
        error={errors.telegramChatId ? t("notify.invalid.telegramChatId") : undefined}
        onChange={(event) => onChange({ ...form, telegramChatId: event.target.value })}
      />
      {settings?.telegram ? (
        <Checkbox
          id="notify-remove-telegram"
          checked={form.removeTelegram}
          disabled={disabled}
          label={t("notify.telegram.remove")}
          onCheckedChange={(removeTelegram) => onChange({ ...form, removeTelegram })}
        />
      ) : null}
    </fieldset>
  );
}
