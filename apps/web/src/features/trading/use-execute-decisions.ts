import { planExecution, positionRefsOf } from "@app/core";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../api/queries.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { executeDecisionsMutationOptions } from "../../wallet/agent/agent-mutations.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";
import { useDecisionEdits } from "./use-decision-edits.ts";

/**
 * The execution of the reviewed decisions (product rules §4): core's plan of orders from the decisions, the
 * user's edits and the open positions, and the action that sends them: signed by the live agent in this
 * browser when there is one, else in server mode.
 */
export function useExecuteDecisions() {
  const wallet = useWallet();
  const analysis = useTradingSession((state) => state.analysis);
  const setExecution = useTradingSession((state) => state.setExecution);
  const { edits, valid } = useDecisionEdits();
  const account = useAccountOverview();
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
    onError: () => notify("execution-failed"),
  });

  const plan = analysis
    ? planExecution(analysis.data.analysis.trading_decisions, {
        positions: positionRefsOf(account.data?.positions ?? []),
        edits,
      })
    : null;

  const execute = () => {
    const address = wallet.address?.trim();
    if (plan?.kind !== "orders" || plan.orders.length === 0 || !address || executing) return;
    mutation.mutate({ orders: plan.orders, userAddress: address, idempotencyKey: crypto.randomUUID() });
  };

  return {
    plan,
    editsValid: valid,
    walletConnected: wallet.status === "connected",
    /** The agent that signs, shown in the confirmation; null in server mode. */
    agent: agent ? { address: agent.address, maxOrderSize: agent.permissions.maxOrderSize } : null,
    execute,
    executing,
    error: mutation.error,
  };
}
