import { MEMORY_WORDS } from "@app/core";
import { Brain, Eye, FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import type { AnalysisRun } from "../../shared/trading-session-store.ts";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { CollapsibleSection } from "../../ui/collapsible-section.tsx";
import { AnalysisCostLine } from "../ai-cost/analysis-cost-line.tsx";
import { DecisionGrid } from "./decision-grid.tsx";
import { ExecutePanel } from "./execute-panel.tsx";
import { WrittenLanguageNote } from "./written-language-note.tsx";

/** Whether a prompt carries the decision memory, in either language. */
function hasMemory(prompt: string): boolean {
  return Object.values(MEMORY_WORDS).some((words) => prompt.includes(words.heading));
}

function latencyText(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * The result of an analysis (product rules §2 items 6-8): the strategy overview, the collapsible
 * comprehensive analysis and "What AI Sees", the decision cards and the execution area.
 */
export function AnalysisResult({ run, onReanalyse }: { run: AnalysisRun; onReanalyse: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showAnalysis, setShowAnalysis] = useState(false);
  const [showPrompt, setShowPrompt] = useState(false);
  const { analysis, metadata, prompts } = run.data;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader
          icon={<Brain className="size-4" aria-hidden="true" />}
          title={t("trading.result.overview")}
          actions={
            <span className="num text-fg-subtle text-xs">
              {t("trading.result.meta", {
                model: metadata.model,
                latency: latencyText(metadata.latencyMs),
                time: formatTime(run.at, language),
              })}
            </span>
          }
        />
        <CardBody className="flex flex-col gap-2 pt-2">
          <p className="whitespace-pre-line text-fg text-sm leading-relaxed">{analysis.strategy_overview}</p>
          <AnalysisCostLine metadata={metadata} />
          <WrittenLanguageNote analysis={analysis} />
        </CardBody>
      </Card>
      <CollapsibleSection
        title={t("trading.result.comprehensive")}
        icon={<FileText className="size-4" aria-hidden="true" />}
        open={showAnalysis}
        onOpenChange={setShowAnalysis}
      >
        <p className="whitespace-pre-line text-fg-muted text-sm leading-relaxed">
          {analysis.comprehensive_analysis}
        </p>
      </CollapsibleSection>
      <CollapsibleSection
        title={t("trading.result.whatAiSees")}
        meta={[
          t("trading.result.whatAiSeesMeta", { count: prompts.userPrompt.length }),
          // The built-in analyst reads no prompt, so it has no memory to show either way.
          ...(metadata.provider === "built-in"
            ? []
            : [hasMemory(prompts.userPrompt) ? t("memory.inPrompt") : t("memory.off")]),
        ].join(" · ")}
        icon={<Eye className="size-4" aria-hidden="true" />}
        open={showPrompt}
        onOpenChange={setShowPrompt}
      >
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="focus-ring max-h-[500px] overflow-auto whitespace-pre-wrap break-words rounded-md bg-bg p-3 font-mono text-fg-muted text-xs leading-relaxed"
        >
          {prompts.userPrompt}
        </pre>
      </CollapsibleSection>
      <section aria-labelledby="decisions-title" className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <h2 id="decisions-title" className="font-semibold text-base text-fg">
            {t("trading.result.decisions")}
          </h2>
          <Badge>{t("trading.result.decisionsCount", { count: analysis.trading_decisions.length })}</Badge>
        </div>
        <DecisionGrid decisions={analysis.trading_decisions} />
      </section>
      <ExecutePanel onReanalyse={onReanalyse} />
    </div>
  );
}
