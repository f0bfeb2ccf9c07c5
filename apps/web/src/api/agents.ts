import {
  type AppConfig,
  agentListResponseSchema,
  agentRegisterResponseSchema,
  appConfigResponseSchema,
  type ExecuteResponse,
  executeResponseSchema,
  type ListedAgent,
  type OrderToExecuteInput,
  type PreparedActions,
  prepareResponseSchema,
  type SignedAction,
} from "@app/core";
import { EXECUTION_TIMEOUT_MS } from "./execution.ts";
import { requestJson } from "./http.ts";

const TIMEOUT_MS = 15_000;

/** The server's configuration (`GET /api/config`): where the browser posts `approveAgent`. */
export async function fetchAppConfig(options: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  const answer = await requestJson("/config", {
    schema: appConfigResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** What `POST /api/agent/register` needs: the agent, its name and the main wallet's signed limits. */
export interface AgentRegistration {
  mainWalletAddress: string;
  agentAddress: string;
  agentName: string;
  permissions: { maxOrderSize: string; expirationTime: number; nonce: number; chainId: number };
  signature: string;
}

/** Registers an agent's limits, signed by its main wallet (product rules §7). */
export async function registerAgent(registration: AgentRegistration): Promise<void> {
  await requestJson("/agent/register", {
    method: "POST",
    body: registration,
    schema: agentRegisterResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/** The agents the exchange lists for a main wallet (`GET /api/agent/list`). */
export async function fetchAgents(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<ListedAgent[]> {
  const answer = await requestJson("/agent/list", {
    query: { address },
    schema: agentListResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data.agents;
}

/** Turns orders into exact exchange actions (`POST /api/signing/prepare`). */
export async function prepareOrders(
  mainWalletAddress: string,
  orders: OrderToExecuteInput[],
): Promise<PreparedActions> {
  const answer = await requestJson("/signing/prepare", {
    method: "POST",
    body: { mainWalletAddress, orders },
    schema: prepareResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** The actions that close a whole position (`POST /api/signing/prepare-close`). */
export async function prepareClose(mainWalletAddress: string, coin: string): Promise<PreparedActions> {
  const answer = await requestJson("/signing/prepare-close", {
    method: "POST",
    body: { mainWalletAddress, coin },
    schema: prepareResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** Relays actions the agent signed in this browser (`POST /api/signing/execute-with-agent`, agent mode). */
export async function executeSignedActions(
  body: { mainWalletAddress: string; agentAddress: string; actions: SignedAction[] },
  idempotencyKey: string,
): Promise<ExecuteResponse> {
  return requestJson("/signing/execute-with-agent", {
    method: "POST",
    body: { mode: "agent", ...body },
    schema: executeResponseSchema,
    timeoutMs: EXECUTION_TIMEOUT_MS,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
