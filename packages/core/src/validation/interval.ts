import { TRADING_INTERVAL } from "../catalog/limits.ts";
import { type Message, type Rejection, reject } from "../i18n/message.ts";
import { parseNumberInput } from "./trade-inputs.ts";

/** A checked auto-trading interval. */
export type IntervalCheck = { readonly ok: true; readonly minutes: number } | Rejection;

/**
 * Checks the auto-trading interval input, in the spec's order (§5): empty, not a number, not a
 * positive integer, below 1, above 1440.
 */
export function validateTradingInterval(input: string): IntervalCheck {
  const value = parseNumberInput(input);
  if (value === undefined) return reject("validation.interval.empty");
  if (Number.isNaN(value)) return reject("validation.notNumber");
  // Zero passes here on purpose so that it meets the more helpful "Minimum interval is 1 minute".
  if (!Number.isInteger(value) || value < 0) return reject("validation.interval.notPositiveInteger");
  if (value < TRADING_INTERVAL.min) return reject("validation.interval.belowMin");
  if (value > TRADING_INTERVAL.max) return reject("validation.interval.aboveMax");
  return { ok: true, minutes: value };
}

/** The alert of pressing Start with an invalid interval (product rules §5). */
export const INVALID_INTERVAL_ON_START: Message = { key: "validation.interval.invalidOnStart" };

/** The green note under a valid interval: "AI will analyze every N minutes". */
export function intervalNote(minutes: number): Message {
  // "every 1 minutes" reads wrong: one minute has its own sentence.
  if (minutes === 1) return { key: "autoTrading.everyMinute" };
  return { key: "autoTrading.everyMinutes", params: { minutes } };
}

/** A stored interval when it is a valid one, else the default of 60 minutes (product rules §5). */
export function storedIntervalOrDefault(value: unknown): number {
  if (typeof value !== "number" && typeof value !== "string") return TRADING_INTERVAL.default;
  const check = validateTradingInterval(String(value));
  return check.ok ? check.minutes : TRADING_INTERVAL.default;
}
