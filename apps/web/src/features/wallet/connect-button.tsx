import { ExternalLink, Wallet } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button, type ButtonSize } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import type { ConnectFailure } from "../../wallet/connect-error.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useDismissOnMove } from "./use-dismiss-on-move.ts";

/** Where to get MetaMask. */
export const METAMASK_DOWNLOAD_URL = "https://metamask.io/download/";

/** The text of a connection failure. */
export function useConnectFailureText(): (failure: ConnectFailure) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return (failure) => {
    switch (failure.kind) {
      case "no-wallet":
        return translateMessage({ key: "wallet.installMetaMaskFirst" }, language);
      case "rejected":
        return t("wallet.errors.rejected");
      case "pending":
        return t("wallet.errors.pending");
      default:
        return t("wallet.errors.failed", { reason: failure.reason });
    }
  };
}

const ALIGN = { start: "items-start", center: "items-center", end: "items-end" } as const;

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  size?: ButtonSize;
  testId?: string;
  /**
   * "stacked" puts the error and the install hint under the button (wallet tab); "header" puts the
   * hint beside it and floats the error under it, so the header keeps its height.
   */
  layout?: "stacked" | "header";
  /** Horizontal alignment of the stacked layout. */
  align?: "start" | "center" | "end";
  className?: string;
}

function InstallHint({ emphasised }: { emphasised: boolean }) {
  const language = useLanguage();
  return (
    <a
      href={METAMASK_DOWNLOAD_URL}
      target="_blank"
      rel="noreferrer noopener"
      className={cn(
        "focus-ring inline-flex items-center gap-1 rounded-sm text-xs underline-offset-2 hover:underline",
        emphasised ? "text-loss" : "text-accent",
      )}
    >
      {translateMessage({ key: "wallet.installMetaMask" }, language)}
      <ExternalLink className="size-3" aria-hidden="true" />
    </a>
  );
}

/**
 * Connect Wallet, with its connecting state, the connection error in red under it, and the
 * "Please install MetaMask" hint with an install link when no browser wallet is detected (product rules §2).
 */
export function ConnectButton({
  size = "sm",
  testId,
  layout = "stacked",
  align = "start",
  className,
}: ConnectButtonProps) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const failureText = useConnectFailureText();
  const connecting = wallet.status === "connecting";
  const error = wallet.connectError ? failureText(wallet.connectError) : null;
  const container = useRef<HTMLDivElement>(null);
  const floating = useDismissOnMove(layout === "header" ? error : null, container);
  const button = (
    <Button
      variant="primary"
      size={size}
      data-testid={testId}
      loading={connecting}
      icon={<Wallet className="size-4" aria-hidden="true" />}
      onClick={() => {
        floating.reset();
        wallet.connect();
      }}
    >
      {connecting ? t("wallet.connecting") : t("wallet.connect")}
    </Button>
  );
  const errorLine = error ? (
    <p role="alert" className="text-loss text-xs">
      {error}
    </p>
  ) : null;

  if (layout === "header") {
    return (
      <div ref={container} className={cn("relative flex items-center gap-3", className)}>
        {wallet.hasWallet ? null : (
          <span className="hidden sm:inline">
            <InstallHint emphasised={false} />
          </span>
        )}
        {button}
        {errorLine && floating.visible ? (
          <div className="absolute top-full right-0 z-40 mt-2 w-72 max-w-[calc(100vw-1.5rem)] rounded-md border border-loss/40 bg-surface-2 px-3 py-2 shadow-popover">
            {errorLine}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-2", ALIGN[align], className)}>
      {button}
      {errorLine}
      {wallet.hasWallet ? null : <InstallHint emphasised={wallet.connectError?.kind === "no-wallet"} />}
    </div>
  );
}
