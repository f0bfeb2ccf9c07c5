import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** One option of a {@link Select}. */
export interface SelectOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A second, smaller line (a fee, a note). */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps<T extends string> {
  id?: string;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "data-testid"?: string;
}

/** A single-choice dropdown on Radix (keyboard and screen-reader ready). */
export function Select<T extends string>({
  id,
  value,
  onValueChange,
  options,
  disabled,
  className,
  ...aria
}: SelectProps<T>) {
  return (
    <RadixSelect.Root value={value} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-label={aria["aria-label"]}
        aria-describedby={aria["aria-describedby"]}
        data-testid={aria["data-testid"]}
        data-value={value}
        className={cn(
          "focus-ring flex h-9 w-full items-center justify-between gap-2 rounded-md border border-border-strong bg-surface-3 px-3 text-left text-fg text-sm hover:border-fg-subtle disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-fg-subtle",
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-fg-subtle" aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] animate-fade-in overflow-hidden rounded-md border border-border-strong bg-surface-2 shadow-popover"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="relative flex cursor-pointer select-none flex-col rounded-sm py-1.5 pr-2 pl-7 text-fg text-sm outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-surface-3 data-[disabled]:text-fg-subtle"
              >
                <RadixSelect.ItemIndicator className="absolute top-2 left-2">
                  <Check className="size-3.5 text-accent" aria-hidden="true" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.hint ? <span className="text-fg-subtle text-xs">{option.hint}</span> : null}
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
