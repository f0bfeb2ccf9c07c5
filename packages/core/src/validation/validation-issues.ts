import { z } from "zod";
import type { $ZodErrorMap, $ZodRawIssue } from "zod/v4/core";
import englishLocale from "zod/v4/locales/en.js";
import chineseLocale from "zod/v4/locales/zh-CN.js";

// The languages as a plain union: this module sits under api/common.ts, which the catalogue's types import.
type Language = "en" | "zh";

/** Prefix of the catalogue keys a schema gives as its own message ("validation.field.address"). */
export const FIELD_MESSAGE_PREFIX = "validation.field.";

/** A JSON value an issue's parameters hold (zod's limits, allowed values, keys, formats). */
const issueParamSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
]);

/**
 * One failed check of a request, as an error answer carries it: where (`body.coins.0`), zod's issue code and
 * parameters (so a client words it with zod's own locale in its reader's language), the English text, and the
 * catalogue key when the schema gave its own message.
 */
export const validationIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  /** The issue's text in English, as the server wrote it. */
  message: z.string(),
  /** A `validation.field.*` key of the core catalogue, when the schema gave its own message. */
  messageKey: z.string().optional(),
  /** What was received, for a wrong type: zod's type name ("number", "null", "array"); absent when unknown. */
  received: z.string().optional(),
  /** The issue's parameters: expected, minimum, maximum, origin, inclusive, values, format, keys, divisor. */
  params: z.record(z.string(), issueParamSchema).optional(),
});

/** One failed check of a request. */
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Most issues an answer carries: a body broken everywhere is told by its first ten. */
export const MAX_VALIDATION_ISSUES = 10;

/** The issue fields that are zod's parameters of a message (the rest: code, path, message, input, inst). */
const PARAM_FIELDS = [
  "expected",
  "values",
  "origin",
  "minimum",
  "maximum",
  "inclusive",
  "exact",
  "format",
  "pattern",
  "prefix",
  "suffix",
  "includes",
  "divisor",
  "keys",
  "options",
] as const;

/** zod's type name of a JSON value (its `util.parsedType` for what a request body can hold). */
function receivedType(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

/** A value of a type name, for zod's locale to name what was received (it reads the type off the input). */
function sampleOf(type: string | undefined): unknown {
  const samples: Record<string, unknown> = {
    string: "",
    number: 0,
    nan: Number.NaN,
    boolean: false,
    null: null,
    array: [],
    object: {},
    bigint: 0n,
  };
  return type !== undefined && Object.hasOwn(samples, type) ? samples[type] : undefined;
}

function paramOf(value: unknown): z.infer<typeof issueParamSchema> | undefined {
  // Most fields are absent from an issue: a failed safeParse of each built a ZodError for nothing.
  if (value === undefined) return undefined;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof RegExp) return value.toString();
  const parsed = issueParamSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The issues of a zod error as an answer carries them (at most {@link MAX_VALIDATION_ISSUES}): paths joined
 * by dots (`root`, "body" or "query", names the whole value), a schema's own catalogue key kept apart, the
 * English text through `englishOf` (which puts such a key into English).
 */
export function validationIssuesOf(
  error: z.ZodError,
  root: string,
  englishOf: (key: string) => string,
): ValidationIssue[] {
  return error.issues.slice(0, MAX_VALIDATION_ISSUES).map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : root;
    const fields = issue as unknown as Record<string, unknown>;
    const params: Record<string, z.infer<typeof issueParamSchema>> = {};
    for (const field of PARAM_FIELDS) {
      const value = paramOf(fields[field]);
      if (value !== undefined) params[field] = value;
    }
    const keyed = issue.message.startsWith(FIELD_MESSAGE_PREFIX);
    return {
      path,
      code: issue.code,
      message: keyed ? englishOf(issue.message) : issue.message,
      ...(keyed ? { messageKey: issue.message } : {}),
      // The input is on the issue only when the parse was asked to report it (`reportInput`).
      ...(issue.code === "invalid_type" && "input" in fields ? { received: receivedType(fields.input) } : {}),
      ...(Object.keys(params).length > 0 ? { params } : {}),
    };
  });
}

const locales: Record<Language, $ZodErrorMap> = {
  en: englishLocale().localeError,
  zh: chineseLocale().localeError,
};

/**
 * Why an issue failed, in a language: a schema's own catalogue message through `translateKey`, else zod's
 * own locale worded from the issue's code and parameters; the English text when neither can word it.
 */
export function validationIssueReason(
  issue: ValidationIssue,
  language: Language,
  translateKey: (key: string) => string | undefined,
): string {
  if (issue.messageKey?.startsWith(FIELD_MESSAGE_PREFIX))
    return translateKey(issue.messageKey) ?? issue.message;
  // A schema's own English words, or a wrong type whose received type is not known: zod would guess it.
  if (issue.code === "custom" || (issue.code === "invalid_type" && issue.received === undefined))
    return issue.message;
  try {
    const raw = { ...issue.params, code: issue.code, input: sampleOf(issue.received), path: [] };
    const worded = locales[language](raw as unknown as $ZodRawIssue);
    const text = typeof worded === "string" ? worded : worded?.message;
    return text && text !== "" ? text : issue.message;
  } catch {
    // Parameters a locale cannot read (an answer from another version): the server's own words.
    return issue.message;
  }
}

/** Issues as text: `path: why` each, joined by "; ". */
export function validationIssuesText(
  issues: readonly ValidationIssue[],
  language: Language,
  translateKey: (key: string) => string | undefined,
): string {
  return issues
    .map((issue) => `${issue.path}: ${validationIssueReason(issue, language, translateKey)}`)
    .join("; ");
}
