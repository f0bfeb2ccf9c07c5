import type { Language } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";

/** The rules a decision can break; each has a message `guardrail.<rule>` in both catalogues. */
export const GUARDRAIL_RULES = [
  "missing",
  "noMarket",
  "closeWithoutPosition",
  "againstPosition",
  "tooManyPositions",
  "leverage",
  "entry",
  "stopSide",
  "targetSide",
  "stopMissing",
  "stopTooFar",
  "quantityMissing",
  "cash",
  "minOrder",
  "exitUnclear",
  "exitPercent",
  "exitAtr",
] as const;

/** One rule a decision broke. */
export type GuardrailRule = (typeof GUARDRAIL_RULES)[number];

/** A broken rule and the numbers its message shows (the corrected value, the limit). */
export interface GuardrailNote {
  readonly rule: GuardrailRule;
  readonly params?: Readonly<Record<string, number>>;
}

/** The note's text in one language, e.g. "Leverage set to 10x (allowed 10-15x)." */
export function noteText(note: GuardrailNote, language: Language): string {
  return translate(
    note.params ? { key: `guardrail.${note.rule}`, params: note.params } : { key: `guardrail.${note.rule}` },
    language,
  );
}

/** The notes of a decision as one sentence after a "Guardrail:" label. */
export function notesText(notes: readonly GuardrailNote[], language: Language): string {
  const label = translate({ key: "guardrail.label" }, language);
  // Chinese text runs on without spaces after full-width punctuation.
  const space = language === "zh" ? "" : " ";
  return `${label}${space}${notes.map((note) => noteText(note, language)).join(space)}`;
}
