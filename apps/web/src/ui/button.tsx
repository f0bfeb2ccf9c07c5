import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";

/** Visual weight of a button. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "outline";
/** Height and padding of a button. */
export type ButtonSize = "xs" | "sm" | "md" | "lg";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent text-accent-fg hover:bg-accent-strong disabled:bg-surface-3 disabled:text-fg-subtle",
  secondary:
    "bg-surface-3 text-fg border border-border-strong hover:border-fg-subtle hover:bg-surface-2 disabled:text-fg-subtle disabled:hover:bg-surface-3 disabled:hover:border-border-strong",
  outline:
    "border border-border-strong text-fg-muted hover:text-fg hover:border-fg-subtle disabled:text-fg-subtle disabled:hover:border-border-strong",
  ghost:
    "text-fg-muted hover:text-fg hover:bg-surface-3 disabled:text-fg-subtle disabled:hover:bg-transparent",
  danger: "bg-loss-soft text-loss border border-loss/40 hover:bg-loss/25 disabled:opacity-50",
};

const squareSizes: Record<ButtonSize, string> = {
  xs: "size-7 text-xs rounded-sm",
  sm: "size-8 text-sm rounded-md",
  md: "size-9 text-sm rounded-md",
  lg: "size-11 text-base rounded-lg",
};

const sizes: Record<ButtonSize, string> = {
  xs: "h-7 px-2 text-xs gap-1 rounded-sm",
  sm: "h-8 px-3 text-sm gap-1.5 rounded-md",
  md: "h-9 px-4 text-sm gap-2 rounded-md",
  lg: "h-11 px-5 text-base gap-2 rounded-lg",
};

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
  /** A square button for a lone icon. */
  square?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The button of the design system. */
export function Button({
  variant = "secondary",
  size = "md",
  loading = false,
  square = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        "focus-ring inline-flex shrink-0 select-none items-center justify-center whitespace-nowrap font-medium transition-colors disabled:cursor-not-allowed [&_svg]:shrink-0",
        variants[variant],
        square ? squareSizes[size] : sizes[size],
        className,
      )}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}

/** Props of {@link IconButton}: an icon-only button always carries an accessible label. */
export interface IconButtonProps extends Omit<ButtonProps, "icon" | "children"> {
  label: string;
  children: ReactNode;
}

/** A square, icon-only button with an accessible name. */
export function IconButton({ label, children, size = "sm", variant = "ghost", ...rest }: IconButtonProps) {
  return (
    <Button aria-label={label} title={label} size={size} variant={variant} square {...rest}>
      {children}
    </Button>
  );
}
