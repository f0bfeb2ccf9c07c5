import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { Skeleton } from "./spinner.tsx";

/** Colour of a figure by meaning. */
export type Tone = "neutral" | "profit" | "loss" | "warning";

/** Text colour of each {@link Tone}. */
export const toneText: Record<Tone, string> = {
  neutral: "text-fg",
  profit: "text-profit",
  loss: "text-loss",
  warning: "text-warning",
};

/** Props of {@link StatCard}. */
export interface StatCardProps {
  label: ReactNode;
  /** The main figure, already formatted. */
  value: ReactNode;
  /** A secondary figure or note under the value. */
  detail?: ReactNode;
  tone?: Tone;
  detailTone?: Tone;
  icon?: ReactNode;
  loading?: boolean;
  /** A 0-100 share drawn as a thin bar (used margin, available cash). */
  meter?: number;
  /**
   * For tiles that share a phone's width two by two and may hold long figures ("-0.02 USDC", "1,234,567"):
   * smaller type below 640 px, and a figure wraps instead of being cut off.
   */
  fit?: boolean;
  "data-testid"?: string;
}

/** A labelled key figure of the account. */
export function StatCard({
  label,
  value,
  detail,
  tone = "neutral",
  detailTone = "neutral",
  icon,
  loading,
  meter,
  fit,
  ...rest
}: StatCardProps) {
  return (
    <section
      aria-busy={loading || undefined}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface p-4"
      data-testid={rest["data-testid"]}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className={cn("font-medium text-fg-muted text-xs", fit ? "break-words" : "truncate")}>{label}</h2>
        {icon ? <span className="text-fg-subtle">{icon}</span> : null}
      </div>
      {loading ? (
        <>
          <Skeleton className="h-8 w-36" />
          <Skeleton className="h-4 w-20" />
        </>
      ) : (
        <>
          <p
            data-value
            className={cn(
              "num font-semibold tracking-tight",
              fit ? "break-words text-lg leading-snug sm:text-2xl" : "truncate text-2xl",
              toneText[tone],
            )}
          >
            {value}
          </p>
          {detail ? (
            <p
              className={cn("num text-xs", detailTone === "neutral" ? "text-fg-muted" : toneText[detailTone])}
            >
              {detail}
            </p>
          ) : null}
          {meter !== undefined ? (
            <div className="h-1 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
              <div
                className="h-full rounded-full bg-accent/70"
                style={{ width: `${Math.max(0, Math.min(100, meter))}%` }}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
