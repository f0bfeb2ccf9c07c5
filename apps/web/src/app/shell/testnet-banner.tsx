import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The banner of product rules §2, stating honestly which network this build trades on. */
export function TestnetBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="flex min-h-8 items-center justify-center gap-2 border-warning/20 border-b bg-warning-soft px-4 py-1 text-center text-warning text-xs"
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{t("shell.banner.testnet")}</span>{" "}
        <span className="text-fg-muted">{t("shell.banner.paper")}</span>
      </p>
    </div>
  );
}
