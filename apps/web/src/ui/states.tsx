import { AlertTriangle, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** More room, for a state that fills a whole panel. */
  spacious?: boolean;
  className?: string;
}

/** What a list or panel shows when there is nothing in it yet. */
export function EmptyState({ title, description, icon, action, spacious, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 px-6 text-center",
        spacious ? "py-20" : "py-10",
        className,
      )}
    >
      <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-surface-3 text-fg-subtle">
        {icon ?? <Inbox className="size-5" aria-hidden="true" />}
      </span>
      <p className="font-medium text-fg text-sm">{title}</p>
      {description ? <p className="max-w-sm text-fg-muted text-xs">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title: ReactNode;
  /** The error message, already translated. */
  message: ReactNode;
  /** Label and handler of a retry button. */
  retryLabel?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** What a panel shows when its data could not be loaded. */
export function ErrorState({ title, message, retryLabel, onRetry, retrying, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn("flex flex-col items-center justify-center gap-2 px-6 py-10 text-center", className)}
    >
      <span className="mb-1 flex size-10 items-center justify-center rounded-full bg-loss-soft text-loss">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <p className="font-medium text-fg text-sm">{title}</p>
      <p className="max-w-md break-words text-loss text-xs">{message}</p>
      {onRetry && retryLabel ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
