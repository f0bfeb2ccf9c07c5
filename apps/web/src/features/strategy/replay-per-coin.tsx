import { formatSignedPnl, formatUsdc, perCoinResults, pnlTone, type ReplayRunResult } from "@app/core";
import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn.ts";
import { toneText } from "../../ui/stat-card.tsx";

const percent = (fraction: number) => `${fraction > 0 ? "+" : ""}${(fraction * 100).toFixed(2)}%`;
// Colours follow what is shown: cents for P&L, hundredths of a percent for a return.
const toneOf = (value: number) => {
  const tone = pnlTone(value);
  return tone === "flat" ? "neutral" : tone;
};
const returnTone = (fraction: number) => toneOf(fraction * 100);

/** A replay's closed trades summed per coin, beside what buying and holding that coin did over the run. */
export function ReplayPerCoin({ result }: { result: ReplayRunResult }) {
  const { t } = useTranslation();
  const rows = perCoinResults(result.trades);
  const hold = new Map((result.benchmark?.coins ?? []).map((coin) => [coin.coin, coin.priceReturn]));
  // Coins the analyst never traded still show their buy-and-hold move.
  const untraded = [...hold.keys()].filter((coin) => !rows.some((row) => row.coin === coin));
  if (rows.length === 0 && untraded.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold text-fg text-sm">{t("replay.perCoin.title")}</h3>
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full min-w-[480px] text-sm" data-testid="replay-per-coin">
          <thead className="bg-surface-2 text-fg-muted text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("replay.perCoin.coin")}
              </th>
              {(["trades", "winRate", "pnl", "fees", "holdReturn"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
                  {t(`replay.perCoin.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {[
              ...rows,
              ...untraded.map((coin) => ({ coin, trades: 0, wins: 0, pnl: 0, fees: 0, funding: 0 })),
            ].map((row) => {
              const holdReturn = hold.get(row.coin);
              return (
                <tr key={row.coin} className="border-border border-t" data-coin={row.coin}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-fg">
                    {row.coin}
                  </th>
                  <td className="px-3 py-2 text-right">{row.trades}</td>
                  <td className="px-3 py-2 text-right">
                    {row.trades > 0 ? percent(row.wins / row.trades).replace("+", "") : "—"}
                  </td>
                  <td className={cn("px-3 py-2 text-right", toneText[toneOf(row.pnl)])}>
                    {row.trades > 0 ? formatSignedPnl(row.pnl) : "—"}
                  </td>
                  <td className="px-3 py-2 text-right">{row.trades > 0 ? formatUsdc(row.fees) : "—"}</td>
                  <td
                    className={cn(
                      "px-3 py-2 text-right",
                      holdReturn === undefined ? undefined : toneText[returnTone(holdReturn)],
                    )}
                  >
                    {holdReturn === undefined ? "—" : percent(holdReturn)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
