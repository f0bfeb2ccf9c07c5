import { Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "../../app/navigation-store.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";
import { AiSpendCard } from "../ai-cost/ai-spend-card.tsx";
import { AgentCard } from "./agent/agent-card.tsx";
import { ApiKeysCard } from "./api-keys-card.tsx";
import { CoinsPromptCard } from "./coins-prompt-card.tsx";
import { ModelCards } from "./model-cards.tsx";

/** The AI setup tab: models, provider keys and their mode, coins and prompt (product rules §2 "AI setup tab"). */
export function AiSetupTab() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const goTo = useNavigation((state) => state.goTo);
  return (
    <div className="flex flex-col gap-4" data-testid="ai-setup-tab">
      {wallet.status !== "connected" ? (
        <Notice
          tone="warning"
          title={t("aiSetup.connectFirst")}
          data-testid="ai-setup-connect-warning"
          action={
            <Button
              size="sm"
              icon={<Wallet className="size-4" aria-hidden="true" />}
              onClick={() => goTo("wallet")}
            >
              {t("aiSetup.openWallet")}
            </Button>
          }
        />
      ) : null}
      <ModelCards />
      <div id="api-keys" className="scroll-mt-20">
        <ApiKeysCard />
      </div>
      <AgentCard />
      <CoinsPromptCard />
      <AiSpendCard />
    </div>
  );
}
