import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { SignInNotice } from "../../wallet/sign-in-notice.tsx";
import type { AutoTradingPlace } from "./auto-trading-place-store.ts";
import type { useServerAutoTrading } from "./use-server-auto-trading.ts";

type ServerLoop = ReturnType<typeof useServerAutoTrading>;

/**
 * Where the loop runs — this browser or the server — and what the server's side needs said: a move that
 * failed, a signed-out session (with its sign-in), the schedule loading or failing, a save that failed.
 */
export function AutoTradingPlaceSwitch({ server, disabled }: { server: ServerLoop; disabled: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const busy = server.moving || server.saving || server.signingIn;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id="auto-trading-place-label" className="text-fg-muted text-sm">
          {t("autoTrading.place.label")}
        </span>
        <span className="flex items-center gap-2">
          {server.moving ? <Spinner className="size-3.5" /> : null}
          <SegmentedControl<AutoTradingPlace>
            aria-label={t("autoTrading.place.label")}
            value={server.place}
            onValueChange={server.moveTo}
            segments={[
              {
                value: "browser",
                label: t("autoTrading.place.browser"),
                testId: "auto-trading-place-browser",
                unavailable: disabled || busy,
              },
              {
                value: "server",
                label: t("autoTrading.place.server"),
                testId: "auto-trading-place-server",
                unavailable: disabled || busy || server.serverUnavailable,
                tooltip: server.serverUnavailable ? t("autoTrading.place.serverUnavailable") : undefined,
              },
            ]}
          />
        </span>
      </div>
      {server.moveError ? (
        <Notice
          tone="error"
          live
          data-testid="auto-trading-place-error"
          title={t("autoTrading.place.moveFailed")}
        >
          {errorText(server.moveError)}
        </Notice>
      ) : null}
      {server.onServer && server.signedOut ? (
        <SignInNotice
          testId="auto-trading-signed-out"
          title={t("autoTrading.server.signedOut")}
          buttonLabel={t("autoTrading.server.signIn")}
          signingIn={server.signingIn}
          signInError={server.signInError}
          onSignIn={server.signIn}
        />
      ) : null}
      {server.onServer && server.loading ? (
        <p
          data-testid="auto-trading-server-loading"
          className="flex items-center gap-2 text-fg-muted text-xs"
        >
          <Spinner className="size-3.5" />
          {t("autoTrading.server.loading")}
        </p>
      ) : null}
      {server.onServer && server.loadError ? (
        <Notice
          tone="error"
          live
          data-testid="auto-trading-server-error"
          title={t("autoTrading.server.loadFailed")}
          action={
            <Button
              size="sm"
              variant="secondary"
              icon={<RotateCw className="size-3.5" aria-hidden="true" />}
              onClick={server.retry}
            >
              {t("autoTrading.server.retry")}
            </Button>
          }
        >
          {errorText(server.loadError)}
        </Notice>
      ) : null}
      {server.onServer && server.saveError ? (
        <Notice
          tone="error"
          live
          data-testid="auto-trading-save-error"
          title={t("autoTrading.server.saveFailed")}
        >
          {errorText(server.saveError)}
        </Notice>
      ) : null}
    </div>
  );
}
