import type { ClosePositionResponse, ExecuteResponse } from "@app/core";
import { mutationOptions } from "@tanstack/react-query";
import { closePosition, type ServerModeClose } from "../../api/close.ts";
import { executeOrders, type ServerModeExecution } from "../../api/execution.ts";
import { saveExitPolicy } from "../../api/exits.ts";
import { closePositionMutationOptions, executeOrdersMutationOptions } from "../../api/queries.ts";
import { setAgentExits } from "./agent-exits.ts";
import { tradingAgent } from "./agent-store.ts";
import { closeWithAgent, executeWithAgent } from "./agent-trading.ts";
import type { MainWallet } from "./main-wallet.ts";

/**
 * Executes orders with the live agent when there is one (signed in this browser, no wallet prompt),
 * else in server mode after `signIn` (product rules §6). The agent is read when the execution starts, so
 * the manual path and the auto-trading loop choose the same way. With the agent, the exit policies the orders
 * asked for are set once they filled, for this tab to move the stops (server mode: the server sets them).
 */
export async function executeDecisions(
  execution: ServerModeExecution,
  signIn: () => Promise<void>,
  wallet: MainWallet | null,
): Promise<ExecuteResponse> {
  const agent = wallet ? await tradingAgent() : null;
  if (agent && wallet) {
    const key = execution.idempotencyKey ?? crypto.randomUUID();
    const response = await executeWithAgent(execution.orders, key, { wallet, agent, now: Date.now });
    if (response.replayed) return response;
    const exits = await setAgentExits(wallet.address, execution.orders, response.data.results, {
      signIn,
      save: saveExitPolicy,
    });
    return exits ? { ...response, exits } : response;
  }
  await signIn();
  return executeOrders(execution, { idempotencyKey: execution.idempotencyKey });
}

/** {@link executeDecisions} as a mutation (the trading panel's Execute). */
export function executeDecisionsMutationOptions(signIn: () => Promise<void>, wallet: MainWallet | null) {
  return mutationOptions<ExecuteResponse, Error, ServerModeExecution>({
    mutationKey: executeOrdersMutationOptions().mutationKey,
    mutationFn: (execution) => executeDecisions(execution, signIn, wallet),
  });
}

/** Closes one whole position with the live agent when there is one, else in server mode after `signIn`. */
export async function closeOnePosition(
  close: ServerModeClose,
  signIn: () => Promise<void>,
  wallet: MainWallet | null,
): Promise<ClosePositionResponse | ExecuteResponse> {
  const agent = wallet ? await tradingAgent() : null;
  if (agent && wallet) {
    return closeWithAgent(close.coin, close.idempotencyKey, { wallet, agent, now: Date.now });
  }
  await signIn();
  return closePosition(close);
}

/** {@link closeOnePosition} as a mutation (the positions table's Close). */
export function closeMutationOptions(signIn: () => Promise<void>, wallet: MainWallet | null) {
  return mutationOptions<ClosePositionResponse | ExecuteResponse, Error, ServerModeClose>({
    mutationKey: closePositionMutationOptions().mutationKey,
    mutationFn: (close) => closeOnePosition(close, signIn, wallet),
  });
}
