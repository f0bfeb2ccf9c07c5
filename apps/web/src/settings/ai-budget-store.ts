import { MAX_DAILY_BUDGET_USD } from "@app/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Local-storage key of the daily AI budgets. */
export const AI_BUDGET_STORAGE_KEY = "ai_daily_budgets";

/** Each wallet's optional daily AI budget in USD, by lower-cased address. */
interface AiBudgetState {
  budgets: Record<string, number>;
  /** Sets a wallet's budget; undefined removes it (no limit). */
  setBudget: (address: string, usd: number | undefined) => void;
}

const valid = (usd: unknown): usd is number =>
  typeof usd === "number" && Number.isFinite(usd) && usd > 0 && usd <= MAX_DAILY_BUDGET_USD;

/** The daily AI budgets, persisted in this browser; a malformed entry is dropped on load. */
export const useAiBudgets = create<AiBudgetState>()(
  persist(
    (set) => ({
      budgets: {},
      setBudget: (address, usd) =>
        set((state) => {
          const { [address.toLowerCase()]: _old, ...others } = state.budgets;
          return { budgets: valid(usd) ? { ...others, [address.toLowerCase()]: usd } : others };
        }),
    }),
    {
      name: AI_BUDGET_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ budgets: state.budgets }),
      merge: (persisted, current) => {
        const stored = (persisted as { budgets?: Record<string, unknown> } | undefined)?.budgets ?? {};
        const budgets = Object.fromEntries(
          Object.entries(stored).filter((entry): entry is [string, number] => valid(entry[1])),
        );
        return { ...current, budgets };
      },
    },
  ),
);

/** A wallet's daily AI budget in USD, if it set one: sent with every analysis it asks for. */
export function dailyBudgetOf(address: string): number | undefined {
  return useAiBudgets.getState().budgets[address.toLowerCase()];
}
