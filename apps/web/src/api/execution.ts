import { type ExecuteResponse, executeResponseSchema, type OrderToExecuteInput } from "@app/core";
import { requestJson } from "./http.ts";

/** Orders go to the exchange one by one; give a full batch time to finish. */
export const EXECUTION_TIMEOUT_MS = 60_000;

/** The body of a server-mode execution: the server's API wallet signs for the user's paper account. */
export interface ServerModeExecution {
  orders: OrderToExecuteInput[];
  userAddress: string;
}

/** Executes orders in server mode and returns the per-order results and their counts. */
export async function executeOrders(
  execution: ServerModeExecution,
  options: { signal?: AbortSignal } = {},
): Promise<ExecuteResponse> {
  return requestJson("/signing/execute-with-agent", {
    method: "POST",
    body: execution,
    schema: executeResponseSchema,
    signal: options.signal,
    timeoutMs: EXECUTION_TIMEOUT_MS,
  });
}
