import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn.ts";

const control =
  "focus-ring w-full rounded-md border bg-surface-3 px-3 text-fg text-sm placeholder:text-fg-subtle hover:border-fg-subtle disabled:cursor-not-allowed disabled:opacity-60";

/** Props shared by the labelled fields. */
interface FieldFrameProps {
  id: string;
  label: ReactNode;
  /** A hint under the control. */
  hint?: ReactNode;
  /** A validation error under the control; marks the control invalid. */
  error?: ReactNode;
  /** Content on the right of the label row. */
  labelAside?: ReactNode;
  className?: string;
  /** Hides the label visually but keeps it for screen readers. */
  hideLabel?: boolean;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  labelAside,
  className,
  hideLabel,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className={cn("flex items-center justify-between gap-2", hideLabel && "sr-only")}>
        <label htmlFor={id} className="font-medium text-fg-muted text-xs">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-loss text-xs">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-fg-subtle text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error: ReactNode, hint: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  /** A unit or symbol inside the right edge of the input (e.g. USDC). */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text or number input with a hint and an error line. */
export function TextField({
  id,
  label,
  hint,
  error,
  labelAside,
  className,
  hideLabel,
  suffix,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, labelAside, className, hideLabel }}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(
            control,
            "num h-9",
            error ? "border-loss" : "border-border-strong",
            suffix ? "pr-14" : undefined,
          )}
          {...input}
        />
        {suffix ? (
          <span className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 text-fg-subtle text-xs">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps
  extends FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {}

/** A labelled multi-line text input. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  labelAside,
  className,
  hideLabel,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, labelAside, className, hideLabel }}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(
          control,
          "min-h-28 resize-y py-2 leading-relaxed",
          error ? "border-loss" : "border-border-strong",
        )}
        {...textarea}
      />
    </FieldFrame>
  );
}
