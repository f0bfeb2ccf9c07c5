import type { Language } from "../i18n/message.ts";

// CJK Unified Ideographs and their extension A: the characters of written Chinese.
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/gu;
const LATIN_LETTER = /[A-Za-z]/g;

/**
 * The interface language a text is written in: Chinese when its Han characters, each counted as three letters
 * (about what a short English word carries), outnumber or equal its Latin letters (a Chinese analysis still
 * names BTC, RSI and EMA20); English otherwise. Null for a text with no letters at all.
 */
export function writtenLanguage(text: string): Language | null {
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  if (han + latin === 0) return null;
  return han * 3 >= latin ? "zh" : "en";
}
