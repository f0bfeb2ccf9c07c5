import { type ClassValue, clsx } from "clsx";

/** Joins class names; later classes are appended, so callers add rather than override. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
