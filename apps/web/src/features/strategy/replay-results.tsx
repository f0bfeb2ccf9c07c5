import type { ReplayRunResult } from "@app/core";
import { formatSignedPnl, pnlTone } from "@app/core";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { usePriceFormat } from "../../shared/use-price-format.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { StatCard, toneText } from "../../ui/stat-card.tsx";
import { CURVE_COLORS, ReplayChart } from "./replay-chart.tsx";
import { csvLabels, downloadTradesCsv } from "./replay-export.ts";
import { REPLAY_FIGURES, replayFigures } from "./replay-format.ts";
import { ReplayPerCoin } from "./replay-per-coin.tsx";

/** The figures of a finished replay as tiles. */
export function ReplayFigures({ result }: { result: ReplayRunResult }) {
  const { t } = useTranslation();
  const figures = replayFigures(result);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="replay-figures">
      {REPLAY_FIGURES.map((name) => (
        <StatCard
          key={name}
          label={t(`replay.figures.${name}`)}
          value={figures[name].value}
          tone={figures[name].tone}
          fit
          data-testid={`replay-${name}`}
        />
      ))}
    </div>
  );
}

function TradesTable({ result }: { result: ReplayRunResult }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  const language = useLanguage();
  if (result.trades.length === 0)
    return <p className="px-4 py-6 text-fg-muted text-sm">{t("replay.noTrades")}</p>;
  const rows = [...result.trades].reverse().slice(0, 200);
  return (
    <div className="max-h-96 overflow-auto">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead className="sticky top-0 bg-surface-2 text-fg-muted text-xs">
          <tr>
            {(["closedAt", "coin", "side", "entry", "exit", "pnl", "reason"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {t(`replay.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((trade) => (
            <tr key={`${trade.coin}-${trade.openedAt}-${trade.closedAt}`} className="border-border border-t">
              <td className="px-3 py-2 text-fg-muted tabular-nums">
                {formatDateTime(trade.closedAt, language)}
              </td>
              <td className="px-3 py-2 font-medium text-fg">{trade.coin}</td>
              <td className={cn("px-3 py-2", trade.side === "LONG" ? "text-profit" : "text-loss")}>
                {trade.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short")}
              </td>
              <td className="px-3 py-2 tabular-nums">{price(trade.coin, trade.entryPrice)}</td>
              <td className="px-3 py-2 tabular-nums">{price(trade.coin, trade.exitPrice)}</td>
              <td
                className={cn(
                  "px-3 py-2 tabular-nums",
                  toneText[pnlTone(trade.pnl) === "loss" ? "loss" : "profit"],
                )}
              >
                {formatSignedPnl(trade.pnl)}
              </td>
              <td className="px-3 py-2 text-fg-muted">{t(`replay.reasons.${trade.reason}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A finished replay: its figures, its equity curve and its trades. */
export function ReplayResults({
  result,
  label,
  fileName,
}: {
  result: ReplayRunResult;
  label: string;
  /** Name of the trades' CSV file. */
  fileName: string;
}) {
  const { t } = useTranslation();
  const curves = useMemo(
    () => [{ label, color: CURVE_COLORS[0], points: result.equity }],
    [label, result.equity],
  );
  return (
    <div className="flex flex-col gap-4">
      <ReplayFigures result={result} />
      <p className="text-fg-muted text-xs">{t("replay.figuresNote")}</p>
      {result.rejections.length > 0 ? (
        <p className="text-fg-muted text-xs">{t("replay.rejected", { count: result.rejections.length })}</p>
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-fg text-sm">{t("replay.curve")}</h3>
        <ReplayChart curves={curves} label={t("replay.curve")} />
      </section>
      <ReplayPerCoin result={result} />
      <section className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold text-fg text-sm">{t("replay.tradesTitle")}</h3>
          {result.trades.length > 0 ? (
            <Button
              size="sm"
              variant="outline"
              data-testid="replay-export-csv"
              title={t("replay.exportCsvLabel")}
              icon={<Download className="size-4" aria-hidden="true" />}
              onClick={() => downloadTradesCsv(result, csvLabels(t), fileName)}
            >
              {t("replay.exportCsv")}
            </Button>
          ) : null}
        </div>
        <div className="rounded-md border border-border">
          <TradesTable result={result} />
        </div>
      </section>
    </div>
  );
}
