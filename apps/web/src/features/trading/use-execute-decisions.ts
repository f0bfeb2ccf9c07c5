import { type ExitPolicy, proposedPolicy } from "@app/core";
import { executedCards } from "@app/core/trading/decision-review";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/queries.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { executeDecisionsMutationOptions } from "../../wallet/agent/agent-mutations.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { chosenExit } from "../exits/card-exit-store.ts";
import { useDecisionEdits } from "./use-decision-edits.ts";
import { useDecisionReview } from "./use-decision-review.ts";

/** An order with the exit policy of its card, when one other than fixed was chosen. */
function withExitPolicy<T extends object>(order: T, policy: ExitPolicy | undefined): T {
  return policy ? { ...order, exit_policy: policy } : order;
}

/**
 * The execution of the reviewed decisions (product rules §4): core's review of the decisions with the
 * user's edits, the open positions, the markets and the agent's maximum; the action sends only the orders
 * that pass every check — and, unless `again` is chosen, none of a card already executed — signed by the
 * live agent in this browser when there is one, else in server mode.
 */
export function useExecuteDecisions() {
  const wallet = useWallet();
  const setExecution = useTradingSession((state) => state.setExecution);
  const markExecuted = useTradingSession((state) => state.markExecuted);
  const executed = useTradingSession((state) => state.executed);
  const analysisAt = useTradingSession((state) => state.analysis?.at);
  const decisions = useTradingSession((state) => state.analysis?.data.analysis.trading_decisions);
  const { valid } = useDecisionEdits();
  const { review, marketsReady, account } = useDecisionReview();
  const notify = useNotifications((state) => state.push);
  const queryClient = useQueryClient();
  const signIn = useServerSignIn();
  const mainWallet = useMainWallet();
  const agent = useAgentStore((state) => state.agent);
  const options = executeDecisionsMutationOptions(signIn, mainWallet);
  const executing = useIsMutating({ mutationKey: options.mutationKey }) > 0;
  const mutation = useMutation({
    ...options,
    onSuccess: (response) => {
      setExecution(response, Date.now());
      const { success, rejected, failed } = response.data;
      notify("execution-done", { success, failed: rejected + failed });
      // An exit policy not set on a filled order is never dropped silently: the result line says why, the bell
      // says so too (an order that did not fill says so on its own line).
      const unset = (response.exits ?? [])
        .filter((exit) => !exit.set && exit.error !== "notFilled")
        .map((exit) => exit.coin);
      if (unset.length > 0) notify("exit-policy-not-set", { coins: unset.join(", ") });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      if (response.exits?.some((exit) => exit.set))
        void queryClient.invalidateQueries({ queryKey: ["exits"] });
    },
    onError: () => notify("execution-failed"),
  });

  /** The exit policy a card's order goes with: chosen on the card, else the model's proposal (none: fixed). */
  const exitOf = (index: number) => {
    const decision = decisions?.[index];
    return chosenExit(analysisAt, index, decision ? proposedPolicy(decision) : undefined);
  };
  const done = new Set(executed?.indices ?? []);
  const ready = review?.ready ?? [];
  const fresh = ready.filter((item) => !done.has(item.index));
  const repeats = ready.filter((item) => done.has(item.index));

  /** Sends the ready orders; those of cards already executed only with `again`. */
  const execute = (again: boolean) => {
    const address = wallet.address?.trim();
    const sent = again ? ready : fresh;
    if (sent.length === 0 || !address || executing) return;
    mutation.mutate(
      {
        // The exit policy chosen on a card (or proposed by the model and left as it was) goes with its order;
        // it is set once the order filled (by the server, or by this page for an agent wallet's tab).
        orders: sent.map((item) => withExitPolicy(item.order, exitOf(item.index))),
        userAddress: address,
        idempotencyKey: crypto.randomUUID(),
      },
      { onSuccess: (response) => markExecuted(executedCards(sent, response.data.results), Date.now()) },
    );
  };

  return {
    review,
    plan: review?.plan ?? null,
    /** Ready orders of cards not executed yet, and of cards already executed (sent again only by choice). */
    fresh,
    repeats,
    marketsReady,
    account,
    executed,
    editsValid: valid,
    walletConnected: wallet.status === "connected",
    /** The agent that signs, shown in the confirmation (and whether exit policies go along); null in server mode. */
    agent: agent
      ? {
          address: agent.address,
          maxOrderSize: agent.permissions.maxOrderSize,
          exitPolicies: ready.some((item) => exitOf(item.index) !== undefined),
        }
      : null,
    execute,
    executing,
    error: mutation.error,
  };
}
