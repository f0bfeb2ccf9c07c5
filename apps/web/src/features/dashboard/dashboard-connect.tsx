import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { ConnectButton } from "../wallet/connect-button.tsx";

/**
 * The dashboard before a wallet is connected: what a first visit lands on. It comes with the first paint;
 * the connected dashboard (summary, chart, positions, auto-trading) downloads once a wallet is connected.
 */
export function DashboardConnect() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        spacious
        icon={<LayoutDashboard className="size-5" aria-hidden="true" />}
        title={t("dashboard.connect.title")}
        description={t("dashboard.connect.description")}
        action={<ConnectButton size="md" align="center" />}
      />
    </Card>
  );
}
