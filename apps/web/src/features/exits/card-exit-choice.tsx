import { useTranslation } from "react-i18next";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Select } from "../../ui/select.tsx";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { cardKey, useCardExits } from "./card-exit-store.ts";
import { EXIT_PRESET_KEYS, EXIT_PRESETS, type ExitPreset, presetOf } from "./exit-presets.ts";
import { policyLabel } from "./policy-label.ts";

/**
 * A decision card's exit policy (issue 36): how the stop is managed once the order fills. Applied by the server
 * after a server-mode execution; with an agent wallet signing, the card says to set it on the position instead.
 */
export function CardExitChoice({ index, coin }: { index: number; coin: string }) {
  const { t } = useTranslation();
  const analysisAt = useTradingSession((state) => state.analysis?.at);
  const policy = useCardExits((state) =>
    analysisAt === undefined ? undefined : state.choices[cardKey(analysisAt, index)],
  );
  const choose = useCardExits((state) => state.choose);
  const agent = useAgentStore((state) => state.agent);
  if (analysisAt === undefined) return null;
  const label = (key: ExitPreset) => policyLabel(EXIT_PRESETS[key], t) ?? t("exits.kind.fixed");
  if (agent) return <p className="mt-2 text-2xs text-fg-subtle">{t("exits.cardAgent")}</p>;
  return (
    <div className="pointer-events-auto mt-2 flex items-center justify-between gap-2">
      <span className="shrink-0 whitespace-nowrap text-2xs text-fg-subtle" title={t("exits.cardHint")}>
        {t("exits.cardLabel")}
      </span>
      <Select
        value={presetOf(policy)}
        onValueChange={(key) => choose(analysisAt, index, EXIT_PRESETS[key])}
        options={EXIT_PRESET_KEYS.map((key) => ({ value: key, label: label(key) }))}
        aria-label={t("exits.editLabel", { coin })}
        data-testid="card-exit-policy"
        className="h-7 w-40 text-xs"
      />
    </div>
  );
}
