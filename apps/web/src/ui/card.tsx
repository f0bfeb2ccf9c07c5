import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn.ts";

/** A bordered surface that groups related content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-lg border border-border bg-surface", className)} {...rest} />;
}

/** Props of {@link CardHeader}. */
export interface CardHeaderProps {
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Controls on the right of the title. */
  actions?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** Heading level of the title, for the document outline. */
  level?: 2 | 3;
}

/** The title row of a card. */
export function CardHeader({ title, description, actions, icon, className, level = 2 }: CardHeaderProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={cn("flex items-start justify-between gap-3 px-4 pt-4", className)}>
      <div className="flex min-w-0 items-start gap-2.5">
        {icon ? <span className="mt-0.5 text-accent">{icon}</span> : null}
        <div className="min-w-0">
          <Heading className="font-semibold text-base text-fg">{title}</Heading>
          {description ? <p className="mt-0.5 text-fg-muted text-sm">{description}</p> : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The padded body of a card. */
export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-4", className)} {...rest} />;
}
