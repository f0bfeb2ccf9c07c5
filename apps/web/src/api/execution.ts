import { type ExecuteResponse, executeResponseSchema, type OrderToExecuteInput } from "@app/core";
import { requestJson } from "./http.ts";

/** Orders go to the exchange one by one; give a full batch time to finish. */
export const EXECUTION_TIMEOUT_MS = 60_000;

/** The body of a server-mode execution: the server's API wallet signs for the user's paper account. */
export interface ServerModeExecution {
  orders: OrderToExecuteInput[];
  userAddress: string;
  /** Names this execution so a repeated request is recognised; sent as the Idempotency-Key header. */
  idempotencyKey?: string;
}

/**
 * Executes orders in server mode and returns the per-order results and their counts. The
 * idempotency key names this one execution: a retry of it with the same key never fills twice.
 */
export async function executeOrders(
  execution: ServerModeExecution,
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<ExecuteResponse> {
  const { idempotencyKey: _key, ...body } = execution;
  return requestJson("/signing/execute-with-agent", {
    method: "POST",
    body: { mode: "server", ...body },
    schema: executeResponseSchema,
    signal: options.signal,
    timeoutMs: EXECUTION_TIMEOUT_MS,
    headers: { "Idempotency-Key": options.idempotencyKey ?? crypto.randomUUID() },
  });
}

/**
 * Places the stops and targets an execution's filled orders lack (server mode, signed in): the server
 * reads them from the plan it stored with the execution and never resends an order.
 */
export async function placeProtection(
  request: { userAddress: string; executionId: string },
  options: { signal?: AbortSignal } = {},
): Promise<ExecuteResponse> {
  return requestJson("/account/place-protection", {
    method: "POST",
    body: request,
    schema: executeResponseSchema,
    signal: options.signal,
    timeoutMs: EXECUTION_TIMEOUT_MS,
  });
}
