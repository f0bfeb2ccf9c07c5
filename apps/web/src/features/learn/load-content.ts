import { queryOptions } from "@tanstack/react-query";
import type { Language } from "../../settings/settings-store.ts";
import type { LearnContent } from "./content/types.ts";

/** Loads one language's learn content; each language is its own chunk, fetched on first view. */
export async function loadLearnContent(language: Language): Promise<LearnContent> {
  if (language === "zh") return (await import("./content/zh.ts")).zh;
  return (await import("./content/en.ts")).en;
}

/** Something that loads a language's content (the chunk import, or a test's double). */
export type ContentLoader = (language: Language) => Promise<LearnContent>;

/** Query options of the learn content: static per build, so it never goes stale. */
export function learnContentQuery(language: Language, load: ContentLoader = loadLearnContent) {
  return queryOptions({
    queryKey: ["learn-content", language],
    queryFn: () => load(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
