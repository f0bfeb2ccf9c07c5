import type { ExitPolicy } from "@app/core";

/** The exit policies a decision card and the replay offer: fixed, break-even, and the common trailing distances. */
export const EXIT_PRESETS = {
  fixed: { kind: "fixed" },
  breakEven: { kind: "breakEven" },
  "trailing-0.5": { kind: "trailing", percent: 0.5 },
  "trailing-1": { kind: "trailing", percent: 1 },
  "trailing-2": { kind: "trailing", percent: 2 },
  "trailing-3": { kind: "trailing", percent: 3 },
  "atr-1.5": { kind: "trailing", atr: 1.5 },
  "atr-2": { kind: "trailing", atr: 2 },
  "atr-3": { kind: "trailing", atr: 3 },
} as const satisfies Record<string, ExitPolicy>;

/** One preset's key. */
export type ExitPreset = keyof typeof EXIT_PRESETS;

/** The preset keys, in the order they are offered. */
export const EXIT_PRESET_KEYS = Object.keys(EXIT_PRESETS) as ExitPreset[];

/** Whether a stored value is a preset's key. */
export function isExitPreset(value: unknown): value is ExitPreset {
  return typeof value === "string" && Object.hasOwn(EXIT_PRESETS, value);
}

/** The preset of a policy ("fixed" for one not offered). */
export function presetOf(policy: ExitPolicy | undefined): ExitPreset {
  return (
    EXIT_PRESET_KEYS.find((key) => JSON.stringify(EXIT_PRESETS[key]) === JSON.stringify(policy)) ?? "fixed"
  );
}
