import type { AnalysisMetadata } from "@app/core";
import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatCostUsd } from "./cost-text.ts";

type CostFields = Pick<
  AnalysisMetadata,
  "provider" | "inputTokens" | "cachedInputTokens" | "outputTokens" | "costUsd"
>;

/** The tokens and the cost of one analysis: "1,200 tokens in (640 cached) · 300 out · $0.0081", or unpriced. */
export function AnalysisCostLine({ metadata, compact = false }: { metadata: CostFields; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => value.toLocaleString(i18n.language === "zh" ? "zh-CN" : "en-US");
  const builtIn = metadata.provider === "built-in";
  const cost = metadata.costUsd === null ? t("aiCost.unpriced") : formatCostUsd(metadata.costUsd);
  const text = builtIn
    ? t("aiCost.free")
    : compact
      ? cost
      : t("aiCost.line", {
          input: count(metadata.inputTokens),
          cached: count(metadata.cachedInputTokens),
          output: count(metadata.outputTokens),
          cost,
        });
  return (
    <span
      data-testid="analysis-cost"
      className="num inline-flex items-center gap-1 text-fg-subtle text-xs"
      title={metadata.costUsd === null ? t("aiCost.unpricedHint") : undefined}
    >
      {compact ? null : <Coins className="size-3.5" aria-hidden="true" />}
      {text}
    </span>
  );
}
