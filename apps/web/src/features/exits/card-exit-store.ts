import type { ExitPolicy } from "@app/core";
import { create } from "zustand";

/** The exit policy chosen on each decision card, by analysis and card (a new analysis starts fixed). */
interface CardExitState {
  choices: Record<string, ExitPolicy>;
  choose: (analysisAt: number, index: number, policy: ExitPolicy) => void;
}

/** The key of a card's choice: the analysis it belongs to and the card's index. */
export const cardKey = (analysisAt: number, index: number) => `${analysisAt}:${index}`;

/** The decision cards' exit choices (kept in memory like the cards' other edits). */
export const useCardExits = create<CardExitState>()((set) => ({
  choices: {},
  choose: (analysisAt, index, policy) =>
    set((state) => ({ choices: { ...state.choices, [cardKey(analysisAt, index)]: policy } })),
}));

/** The policy chosen on a card of an analysis, if any other than fixed. */
export function chosenExit(analysisAt: number | undefined, index: number): ExitPolicy | undefined {
  if (analysisAt === undefined) return undefined;
  const policy = useCardExits.getState().choices[cardKey(analysisAt, index)];
  return policy && policy.kind !== "fixed" ? policy : undefined;
}
