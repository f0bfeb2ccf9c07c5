import { knownMessage, NOTIFICATION_EVENTS, type NotificationTestResult } from "@app/core";
import { BellRing, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TelegramFields, WebhookFields } from "./notify-channel-fields.tsx";
import { type NotifyForm, type NotifyFormErrors, notifyFormOf, notifyRequestOf } from "./notify-form.ts";
import { useNotifySettings } from "./use-notify-settings.ts";

/** Why a test message did not arrive, in the reader's language (the English text from an older server). */
function deliveryErrorText(result: NotificationTestResult, language: "en" | "zh"): string {
  const reason = knownMessage(result.errorMessage);
  return reason ? translateMessage(reason, language) : (result.error ?? "");
}

/**
 * Notifications outside the browser (issue 36 item 4): the wallet's webhook and Telegram bot, the events it
 * wants, Save and a Test. Secrets are typed once; the server answers only the webhook's host and the chat id.
 */
export function NotifyCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const notify = useNotifySettings();
  const [form, setForm] = useState<NotifyForm | null>(null);
  const [errors, setErrors] = useState<NotifyFormErrors>({});
  const shown = form ?? notifyFormOf(notify.settings);
  const disabled = notify.signedOut || !notify.settings || notify.save.isPending;
  const change = (next: NotifyForm) => {
    setForm(next);
    notify.save.reset();
  };
  const submit = () => {
    if (!notify.address) return;
    const checked = notifyRequestOf(shown, notify.settings, notify.address, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    notify.save.mutate(checked.request, { onSuccess: () => setForm(null) });
  };
  const configured = Boolean(notify.settings?.webhook || notify.settings?.telegram);
  return (
    <Card data-testid="notify-card">
      <CardHeader
        title={t("notify.title")}
        description={t("notify.description")}
        icon={<BellRing className="size-4" aria-hidden="true" />}
      />
      <div className="flex flex-col gap-3 p-4">
        {notify.signedOut ? (
          <Notice
            tone="info"
            title={t("notify.signedOut")}
            action={
              <Button size="sm" variant="secondary" loading={notify.signingIn} onClick={notify.signIn}>
                {t("notify.signIn")}
              </Button>
            }
          />
        ) : null}
        {notify.loadError ? (
          <Notice tone="error" live title={t("notify.loadFailed")}>
            {errorText(notify.loadError)}
          </Notice>
        ) : null}
        <div className="grid gap-3 lg:grid-cols-2">
          <WebhookFields
            form={shown}
            errors={errors}
            settings={notify.settings}
            disabled={disabled}
            onChange={change}
          />
          <TelegramFields
            form={shown}
            errors={errors}
            settings={notify.settings}
            disabled={disabled}
            onChange={change}
          />
        </div>
        <fieldset className="min-w-0">
          <legend className="font-medium text-fg-muted text-xs">{t("notify.events.title")}</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {NOTIFICATION_EVENTS.map((event) => (
              <Checkbox
                key={event}
                id={`notify-event-${event}`}
                checked={shown.events.includes(event)}
                disabled={disabled}
                label={t(`notify.events.${event}`)}
                onCheckedChange={(on) =>
                  change({
                    ...shown,
                    events: on
                      ? NOTIFICATION_EVENTS.filter((one) => one === event || shown.events.includes(one))
                      : shown.events.filter((one) => one !== event),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            data-testid="notify-save"
            disabled={disabled}
            loading={notify.save.isPending}
            onClick={submit}
          >
            {t("notify.save")}
          </Button>
          <Button
            variant="secondary"
            data-testid="notify-test"
            disabled={disabled || !configured || form !== null}
            loading={notify.test.isPending}
            icon={<Send className="size-3.5" aria-hidden="true" />}
            onClick={() => notify.test.mutate()}
          >
            {t("notify.test")}
          </Button>
          {notify.save.isSuccess ? (
            <span role="status" className="text-profit text-xs" data-testid="notify-saved">
              {t("notify.saved")}
            </span>
          ) : null}
          {!configured && notify.settings ? (
            <span className="text-fg-subtle text-xs">{t("notify.testNothing")}</span>
          ) : null}
        </div>
        {notify.save.isError ? (
          <Notice tone="error" live title={t("notify.saveFailed")}>
            {errorText(notify.save.error)}
          </Notice>
        ) : null}
        {notify.test.isError ? (
          <Notice tone="error" live title={t("notify.testError")}>
            {errorText(notify.test.error)}
          </Notice>
        ) : null}
        {notify.test.data ? (
          <ul className="space-y-1 text-xs" data-testid="notify-test-results" role="status">
            {notify.test.data.map((result) => {
              const channel = t(`notify.channel.${result.channel}`);
              return (
                <li key={result.channel} className={result.ok ? "text-profit" : "text-loss"}>
                  {result.ok
                    ? t("notify.testOk", { channel })
                    : t("notify.testFailed", { channel, error: deliveryErrorText(result, language) })}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
