import { Bot, CircleHelp, GraduationCap, Link2, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "../../app/navigation-store.ts";
import { LanguageSwitch } from "../../app/shell/language-switch.tsx";
import { useSettings } from "../../settings/settings-store.ts";
import { Button } from "../../ui/button.tsx";
import { DeferredTooltip } from "../../ui/deferred-tooltip.tsx";
import { NativeDialog } from "../../ui/native-dialog.tsx";
import { useWalletStore } from "../../wallet/wallet-store.ts";

const STEPS = [
  { key: "selectAi", icon: Bot },
  { key: "connectDex", icon: Link2 },
  { key: "setupStrategy", icon: SlidersHorizontal },
] as const;

/**
 * The first-visit welcome (product rules §2), in the browser's preferred language and with its own language
 * switch: three steps, "I'm a Beginner" opens the Learn tab, "Start Setup" opens the first step still to do
 * (the Wallet tab until a wallet is connected, then AI Setup). Either way, and on ×/Escape, it is remembered and does not come back. It is on screen when the
 * page first paints (the largest text of a first visit), so it uses the browser's own dialog, not Radix's.
 */
export function OnboardingModal() {
  const { t } = useTranslation();
  const open = useSettings((state) => state.showOnboarding);
  const dismiss = useSettings((state) => state.dismissOnboarding);
  const goTo = useNavigation((state) => state.goTo);
  const connected = useWalletStore((state) => state.status === "connected");
  if (!open) return null;
  return (
    <NativeDialog
      onClose={dismiss}
      title={t("onboarding.title")}
      description={t("onboarding.welcome")}
      closeLabel={t("common.close")}
      // The header's switch is behind the dialog: a reader welcomed in the wrong language changes it here.
      headerAction={<LanguageSwitch />}
      className="max-w-lg"
      footer={
        <>
          <Button
            variant="secondary"
            data-testid="onboarding-beginner"
            icon={<GraduationCap className="size-4" aria-hidden="true" />}
            onClick={() => {
              dismiss();
              goTo("learn");
            }}
          >
            {t("onboarding.beginner")}
          </Button>
          <Button
            variant="primary"
            data-testid="onboarding-start"
            onClick={() => {
              dismiss();
              // Keys and replays are kept per wallet address: the wallet comes first.
              goTo(connected ? "ai-setup" : "wallet");
            }}
          >
            {t("onboarding.startSetup")}
          </Button>
        </>
      }
    >
      <ol data-testid="onboarding" className="flex flex-col gap-3">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="flex gap-3 rounded-lg border border-border bg-surface p-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-fg text-sm">
                {index + 1}. {t(`onboarding.steps.${key}.title`)}
              </p>
              <p className="text-fg-muted text-xs leading-relaxed">
                {t(`onboarding.steps.${key}.body`)}
                {key === "setupStrategy" ? (
                  <>
                    {" "}
                    <DeferredTooltip content={t("onboarding.tradingPairTip")}>
                      <button
                        type="button"
                        data-testid="trading-pair-tip"
                        className="focus-ring inline-flex items-center gap-0.5 rounded-sm text-accent underline decoration-dotted underline-offset-2"
                      >
                        {t("onboarding.tradingPair")}
                        <CircleHelp className="size-3" aria-hidden="true" />
                      </button>
                    </DeferredTooltip>
                  </>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </NativeDialog>
  );
}
