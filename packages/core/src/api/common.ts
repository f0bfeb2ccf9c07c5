import { z } from "zod";
import { COIN_SYMBOLS } from "../catalog/coins.ts";
import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { ADDRESS_PATTERN } from "../validation/shapes.ts";
import { validationIssueSchema } from "../validation/validation-issues.ts";

/** A 0x-prefixed 20-byte hex address, normalised to lower case. */
export const addressSchema = z
  .string()
  .trim()
  .regex(ADDRESS_PATTERN, "validation.field.address")
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** A catalogue coin symbol (product rules §3). */
export const coinSymbolSchema = z.enum(COIN_SYMBOLS);

/** The coins an analysis, a schedule or a replay covers: 1 to 25 catalogue coins, duplicates dropped. */
export const coinSelectionSchema = z
  .array(coinSymbolSchema)
  .min(1)
  .max(25)
  .transform((coins) => [...new Set(coins)]);

/** Which data sources an analysis reads, by id; an absent id keeps its default. */
export const dataSourceSelectionSchema = z.partialRecord(z.enum(DATA_SOURCE_IDS), z.boolean()).default({});

/** The interface languages. */
export const languageSchema = z.enum(["en", "zh"]);

/** A finite number that JSON can carry. */
export const finiteNumberSchema = z.number().finite();

/** Every failure answers this body (product rules §8): a stable code, a message, optional details. */
export const errorBodySchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  error: z.string(),
  details: z.string().optional(),
  /** The details as a message of the core catalogue (`errorDetail.*`), for a client to show translated. */
  detail: z
    .object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })
    .optional(),
  /** A validation error's failed checks, for a client to word in its reader's language (zod's locales). */
  issues: z.array(validationIssueSchema).optional(),
});

/** A failure body of any route. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Wraps a data schema in the success envelope `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
