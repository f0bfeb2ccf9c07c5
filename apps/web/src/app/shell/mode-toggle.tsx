import { FlaskConical, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSettings } from "../../settings/settings-store.ts";
import { DeferredSegmentedControl } from "../../ui/deferred-segmented-control.tsx";

type Mode = "paper" | "live";

/**
 * The simulation / real switch (product rules §2). Live is unavailable for everyone and its tooltip explains
 * why; the settings flag is fixed to simulation, so choosing Live does nothing.
 */
export function ModeToggle() {
  const { t } = useTranslation();
  const simulation = useSettings((state) => state.isSimulationMode);
  return (
    <DeferredSegmentedControl<Mode>
      aria-label={t("shell.mode.label")}
      value={simulation ? "paper" : "live"}
      onValueChange={() => undefined}
      segments={[
        {
          value: "paper",
          label: (
            <>
              <FlaskConical className="size-3.5" aria-hidden="true" />
              {t("shell.mode.paper")}
            </>
          ),
        },
        {
          value: "live",
          unavailable: true,
          tooltip: t("shell.mode.liveSoon"),
          label: (
            <>
              <Lock className="size-3" aria-hidden="true" />
              {t("shell.mode.live")}
              <span className="sr-only">: {t("shell.mode.liveSoon")}</span>
            </>
          ),
        },
      ]}
    />
  );
}
