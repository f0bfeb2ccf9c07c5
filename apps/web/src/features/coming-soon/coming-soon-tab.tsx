import { ArrowRight, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "../../app/navigation-store.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";

/** Tabs whose features arrive in a later release. */
export type ComingSoonTopic = "strategy" | "learn" | "community";

/** Props of {@link ComingSoonTab}. */
export interface ComingSoonTabProps {
  topic: ComingSoonTopic;
  icon: LucideIcon;
}

/** An honest "coming in a later release" state: what the tab will do, and where to go meanwhile. */
export function ComingSoonTab({ topic, icon: Icon }: ComingSoonTabProps) {
  const { t } = useTranslation();
  const goTo = useNavigation((state) => state.goTo);
  return (
    <Card className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,var(--color-accent-soft),transparent_60%)]"
      />
      <div className="relative mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-xl border border-accent/30 bg-accent-soft text-accent">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <Badge tone="accent">{t("comingSoon.badge")}</Badge>
        <h2 className="font-semibold text-fg text-xl">{t(`comingSoon.${topic}.title`)}</h2>
        <p className="text-fg-muted text-sm leading-relaxed">{t(`comingSoon.${topic}.description`)}</p>
        <Button variant="primary" className="mt-2" onClick={() => goTo("trading-dashboard")}>
          {t("comingSoon.openTrading")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
