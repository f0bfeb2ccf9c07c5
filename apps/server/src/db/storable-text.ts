import { isRecord } from "@app/core";

// NUL, or a UTF-16 surrogate without its pair: PostgreSQL refuses both in text and jsonb. (Built from a
// string: a regex literal with a NUL escape reads as a mistake to the linter.)
const UNSTORABLE_SOURCE =
  "\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
const UNSTORABLE = new RegExp(UNSTORABLE_SOURCE);
const UNSTORABLE_ALL = new RegExp(UNSTORABLE_SOURCE, "g");

/** Whether PostgreSQL can store this text. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The path of the first string (value or object key) PostgreSQL cannot store, or undefined. Walks
 * with its own stack, so deeply nested JSON cannot overflow the call stack.
 */
export function unstorableTextAt(value: unknown): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    if (typeof next.value === "string") {
      if (!isStorableText(next.value)) return next.path;
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, index) => {
        stack.push({ value: item, path: [...next.path.slice(0, 8), index] });
      });
    } else if (typeof next.value === "object" && next.value !== null) {
      for (const [key, item] of Object.entries(next.value)) {
        if (!isStorableText(key)) return [...next.path.slice(0, 8), "(key)"];
        stack.push({ value: item, path: [...next.path.slice(0, 8), key] });
      }
    }
  }
  return undefined;
}

/**
 * A copy of `value` that PostgreSQL can store: NUL and lone surrogates in strings and keys become
 * U+FFFD. For what the server itself produced (a model's reply), so an analysis is never lost to one
 * stray character.
 */
export function toStorable<T>(value: T): T {
  if (typeof value === "string")
    return (isStorableText(value) ? value : value.replace(UNSTORABLE_ALL, "\ufffd")) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => toStorable(item)) as T;
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [toStorable(key), toStorable(item)]),
    ) as T;
  }
  return value;
}
