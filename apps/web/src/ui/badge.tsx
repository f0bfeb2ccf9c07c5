import type { HTMLAttributes } from "react";
import { cn } from "./cn.ts";

/** Colour of a badge, by meaning. */
export type BadgeTone = "neutral" | "accent" | "profit" | "loss" | "warning" | "info";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-surface-3 text-fg-muted border-border-strong",
  accent: "bg-accent-soft text-accent border-accent/30",
  profit: "bg-profit-soft text-profit border-profit/30",
  loss: "bg-loss-soft text-loss border-loss/30",
  warning: "bg-warning-soft text-warning border-warning/30",
  info: "bg-info-soft text-info border-info/30",
};

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** "md" for the one badge a card is about (a decision's action). */
  size?: "sm" | "md";
}

/** A small label for a status or category. */
export function Badge({ tone = "neutral", size = "sm", className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-sm border font-semibold uppercase tracking-wide",
        size === "sm" ? "h-5 px-1.5 text-2xs" : "h-6 px-2 text-xs",
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
