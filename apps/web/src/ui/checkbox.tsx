import { Check } from "lucide-react";
import { Checkbox as RadixCheckbox } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /** Extra content after the label (a badge, an info icon). */
  adornment?: ReactNode;
  className?: string;
}

/** A labelled checkbox on Radix; the whole row is the click target. */
export function Checkbox({
  id,
  checked,
  onCheckedChange,
  label,
  disabled,
  adornment,
  className,
}: CheckboxProps) {
  return (
    <div
      className={cn(
        "flex min-h-9 items-center gap-2 rounded-md border px-2.5 py-1.5 transition-colors",
        checked ? "border-accent/40 bg-accent-soft" : "border-border bg-surface-2 hover:border-border-strong",
        className,
      )}
    >
      <RadixCheckbox.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        className="focus-ring flex size-4 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface-3 data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-70"
      >
        <RadixCheckbox.Indicator>
          <Check className="size-3 text-accent-fg" strokeWidth={3} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label
        htmlFor={id}
        className={cn(
          "min-w-0 flex-1 truncate text-sm",
          disabled ? "text-fg-muted" : "cursor-pointer text-fg",
        )}
      >
        {label}
      </label>
      {adornment}
    </div>
  );
}
