import { useQuery } from "@tanstack/react-query";
import { aiSpendQueryOptions } from "../../api/queries.ts";
import { useAiBudgets } from "../../settings/ai-budget-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/** The connected wallet's AI cost of the day and its daily budget, with the action that sets it. */
export function useAiSpend() {
  const { address } = useWallet();
  const spend = useQuery(aiSpendQueryOptions(address));
  const budget = useAiBudgets((state) => (address ? state.budgets[address.toLowerCase()] : undefined));
  const setBudgetOf = useAiBudgets((state) => state.setBudget);
  const setBudget = (usd: number | undefined) => {
    if (address) setBudgetOf(address, usd);
  };
  const reached = budget !== undefined && spend.data !== undefined && spend.data.costUsd >= budget;
  return { address, spend, budget, setBudget, reached };
}
