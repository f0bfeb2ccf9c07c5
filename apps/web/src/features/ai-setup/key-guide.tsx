import { formatUsdPer1kTokens, MODEL_OPTIONS } from "@app/core";
import { useTranslation } from "react-i18next";

/** Costs the key setup screen lists beside the model cards' (product rules §9). */
const EXTRA_COSTS = [
  { name: "Claude 3.5", cost: "$0.020" },
  { name: "GPT-4o", cost: "$0.030" },
] as const;

const ROWS = ["keys", "models", "billing", "setup"] as const;

/** The mode comparison table, the per-1,000-token cost list with its tip, and the analysis cost note. */
export function KeyGuide() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full border-collapse text-xs" data-testid="mode-comparison">
          <thead className="bg-surface-2 text-fg-subtle">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("aiSetup.guide.aspect")}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("aiSetup.keys.modeOpenRouter")}
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t("aiSetup.keys.modeNative")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border text-fg-muted">
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-fg">
                  {t(`aiSetup.guide.rows.${row}.label`)}
                </th>
                <td className="px-3 py-2">{t(`aiSetup.guide.rows.${row}.openrouter`)}</td>
                <td className="px-3 py-2">{t(`aiSetup.guide.rows.${row}.native`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="rounded-md border border-border p-3" aria-labelledby="key-cost-title">
        <h3 id="key-cost-title" className="mb-2 font-medium text-fg text-xs">
          {t("aiSetup.guide.costTitle")}
        </h3>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-fg-muted text-xs sm:grid-cols-4">
          {[
            ...MODEL_OPTIONS.map((model) => ({
              name: model.name,
              cost: formatUsdPer1kTokens(model.usdPer1kTokens),
            })),
            ...EXTRA_COSTS,
          ].map((entry) => (
            <li key={entry.name} className="flex justify-between gap-2">
              <span>{entry.name}</span>
              <span className="num text-fg">{entry.cost}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-fg-subtle text-xs">{t("aiSetup.guide.costTip")}</p>
      </section>
      <p className="text-fg-subtle text-xs">{t("aiSetup.guide.analysisCost")}</p>
    </div>
  );
}
