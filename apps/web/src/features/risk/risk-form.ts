import type { RiskLimits } from "@app/core";

/** The limits as typed: empty text is a limit that is off. */
export interface RiskForm {
  dailyLoss: string;
  dailyLossUnit: "usdc" | "percent";
  drawdown: string;
  losingRuns: string;
  closePositions: boolean;
}

/** Which field is wrong and the catalogue key that says why. */
export type RiskFormErrors = Partial<
  Record<"dailyLoss" | "drawdown" | "losingRuns", "number" | "percent" | "runs">
>;

/** The form showing saved limits. */
export function formOf(limits: RiskLimits): RiskForm {
  return {
    dailyLoss: limits.dailyLoss ? String(limits.dailyLoss.value) : "",
    dailyLossUnit: limits.dailyLoss?.unit ?? "usdc",
    drawdown: limits.maxDrawdownPercent === null ? "" : String(limits.maxDrawdownPercent),
    losingRuns: limits.maxLosingRuns === null ? "" : String(limits.maxLosingRuns),
    closePositions: limits.closePositionsOnTrip,
  };
}

/** A typed number: null when empty, NaN when not a plain decimal. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The limits the form asks for, or the errors of its fields (checked as the server checks them). */
export function limitsOf(
  form: RiskForm,
): { ok: true; limits: RiskLimits } | { ok: false; errors: RiskFormErrors } {
  const errors: RiskFormErrors = {};
  const daily = numberOf(form.dailyLoss);
  const percent = form.dailyLossUnit === "percent";
  if (daily !== null && !(daily > 0 && (!percent || daily <= 100)))
    errors.dailyLoss = percent ? "percent" : "number";
  const drawdown = numberOf(form.drawdown);
  if (drawdown !== null && !(drawdown > 0 && drawdown <= 100)) errors.drawdown = "percent";
  const runs = numberOf(form.losingRuns);
  if (runs !== null && !(Number.isInteger(runs) && runs >= 1 && runs <= 100)) errors.losingRuns = "runs";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    limits: {
      dailyLoss: daily === null ? null : { unit: form.dailyLossUnit, value: daily },
      maxDrawdownPercent: drawdown,
      maxLosingRuns: runs,
      closePositionsOnTrip: form.closePositions,
    },
  };
}
