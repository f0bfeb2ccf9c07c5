import type { ExitPolicy } from "@app/core";
import { create } from "zustand";

/** The exit policy chosen on each decision card, by analysis and card (none: the model's proposal, or fixed). */
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

/**
 * The policy a card's order goes with, if any other than fixed: the one chosen on the card, else the one the
 * model proposed in its decision (the card shows it prefilled).
 */
export function chosenExit(
  analysisAt: number | undefined,
  index: number,
  proposed?: ExitPolicy,
): ExitPolicy | undefined {
  if (analysisAt === undefined) return undefined;
  const policy = useCardExits.getState().choices[cardKey(analysisAt, index)] ?? proposed;
  return policy && policy.kind !== "fixed" ? policy : undefined;
}
