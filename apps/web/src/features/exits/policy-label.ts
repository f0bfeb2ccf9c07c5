import type { ExitPolicy } from "@app/core";
import type { TFunction } from "i18next";

/** The short label of what moves a stop, or null for a fixed one. */
export function policyLabel(policy: ExitPolicy, t: TFunction): string | null {
  if (policy.kind === "fixed") return null;
  if (policy.kind === "breakEven") {
    return policy.percent === undefined
      ? t("exits.badge.breakEven")
      : t("exits.badge.breakEvenAt", { percent: policy.percent });
  }
  return policy.atr !== undefined
    ? t("exits.badge.trailingAtr", { atr: policy.atr })
    : t("exits.badge.trailingPercent", { percent: policy.percent ?? 0 });
}
