import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** Meaning of a {@link Notice}. */
export type NoticeTone = "info" | "success" | "warning" | "error";

const tones: Record<NoticeTone, { box: string; icon: ReactNode }> = {
  info: {
    box: "border-info/30 bg-info-soft text-info",
    icon: <Info className="size-4" aria-hidden="true" />,
  },
  success: {
    box: "border-profit/30 bg-profit-soft text-profit",
    icon: <CheckCircle2 className="size-4" aria-hidden="true" />,
  },
  warning: {
    box: "border-warning/30 bg-warning-soft text-warning",
    icon: <AlertTriangle className="size-4" aria-hidden="true" />,
  },
  error: {
    box: "border-loss/30 bg-loss-soft text-loss",
    icon: <XCircle className="size-4" aria-hidden="true" />,
  },
};

/** Props of {@link Notice}. */
export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Controls on the right (a button that fixes the problem). */
  action?: ReactNode;
  className?: string;
  /** Announce to screen readers when it appears (errors and outcomes). */
  live?: boolean;
  "data-testid"?: string;
}

/** An inline message in the flow of the page: information, an outcome, a warning or an error. */
export function Notice({ tone = "info", title, children, action, className, live, ...rest }: NoticeProps) {
  const { box, icon } = tones[tone];
  return (
    <div
      role={live ? (tone === "error" ? "alert" : "status") : undefined}
      data-testid={rest["data-testid"]}
      className={cn("flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm", box, className)}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? (
          <div className={cn("text-fg-muted", title ? "mt-0.5 text-xs" : undefined)}>{children}</div>
        ) : null}
      </div>
      {action ? <div className="shrink-0 self-center">{action}</div> : null}
    </div>
  );
}
