import { type ExitPolicy, proposedPolicy, type TradingDecision } from "@app/core";
import { useTranslation } from "react-i18next";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Select, type SelectOption } from "../../ui/select.tsx";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { cardKey, useCardExits } from "./card-exit-store.ts";
import { EXIT_PRESET_KEYS, EXIT_PRESETS, type ExitPreset, presetOf } from "./exit-presets.ts";
import { policyLabel } from "./policy-label.ts";

/** The option of a model's proposal that is none of the presets (a trailing 1.2 %, say). */
const PROPOSED = "proposed" as const;
type CardExitOption = ExitPreset | typeof PROPOSED;

const samePolicy = (a: ExitPolicy | undefined, b: ExitPolicy | undefined) =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * A decision card's exit policy (issue 36): how the stop is managed once the order fills. Prefilled with the
 * policy the model proposed, marked as its proposal; the user may choose another. Set after the order filled:
 * by the server in server mode; with an agent wallet, by this page for this tab to move the stop (the card
 * says so).
 */
export function CardExitChoice({ index, decision }: { index: number; decision: TradingDecision }) {
  const { t } = useTranslation();
  const analysisAt = useTradingSession((state) => state.analysis?.at);
  const chosen = useCardExits((state) =>
    analysisAt === undefined ? undefined : state.choices[cardKey(analysisAt, index)],
  );
  const choose = useCardExits((state) => state.choose);
  const agent = useAgentStore((state) => state.agent);
  if (analysisAt === undefined) return null;
  const proposed = proposedPolicy(decision);
  const policy = chosen ?? proposed;
  const custom = proposed !== undefined && !samePolicy(EXIT_PRESETS[presetOf(proposed)], proposed);
  const label = (value: ExitPolicy) => {
    const text = policyLabel(value, t) ?? t("exits.kind.fixed");
    return samePolicy(value, proposed) ? t("exits.proposed", { policy: text }) : text;
  };
  const options: SelectOption<CardExitOption>[] = [
    ...(custom && proposed ? [{ value: PROPOSED, label: label(proposed) }] : []),
    ...EXIT_PRESET_KEYS.map((key) => ({ value: key, label: label(EXIT_PRESETS[key]) })),
  ];
  const value: CardExitOption = custom && samePolicy(policy, proposed) ? PROPOSED : presetOf(policy);
  const managed = policy !== undefined && policy.kind !== "fixed";
  return (
    <div className="pointer-events-auto mt-2">
      <div className="flex items-center justify-between gap-2">
        <span className="shrink-0 whitespace-nowrap text-2xs text-fg-subtle" title={t("exits.cardHint")}>
          {t("exits.cardLabel")}
        </span>
        <Select
          value={value}
          onValueChange={(key) =>
            choose(analysisAt, index, key === PROPOSED ? (proposed ?? EXIT_PRESETS.fixed) : EXIT_PRESETS[key])
          }
          options={options}
          aria-label={t("exits.editLabel", { coin: decision.coin })}
          data-testid="card-exit-policy"
          className="h-7 w-44 text-xs"
        />
      </div>
      {agent && managed ? (
        <p data-testid="card-exit-agent" className="mt-1 text-2xs text-fg-subtle">
          {t("exits.cardAgent")}
        </p>
      ) : null}
    </div>
  );
}
