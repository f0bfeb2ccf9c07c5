import {
  type ExecuteResponse,
  executionAnswerMessage,
  type Message,
  type OrderResult,
  type OrderToExecuteInput,
  type PreparedActions,
  type SignedAction,
  summarizeResults,
} from "@app/core";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { executeSignedActions, prepareClose, prepareOrders } from "../../api/agents.ts";
import { fetchMarketPrices } from "../../api/market.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { decryptAgentKey } from "./agent-crypto.ts";
import { AgentError } from "./agent-error.ts";
import type { StoredAgent } from "./agent-storage.ts";
import type { MainWallet } from "./main-wallet.ts";
import { unlockSecret } from "./unlock.ts";

/** What trading with the agent needs: the main wallet (for the unlock secret), the agent and a clock. */
export interface AgentTradingDeps {
  wallet: Pick<MainWallet, "address" | "signMessage">;
  agent: StoredAgent;
  now: () => number;
}

/** The agent's key as a signer, opened with the session's unlock secret; "Failed to get Agent private key" otherwise. */
export async function agentSigner(
  deps: Pick<AgentTradingDeps, "wallet" | "agent">,
): Promise<PrivateKeyAccount> {
  const { wallet, agent } = deps;
  if (agent.mainWallet.toLowerCase() !== wallet.address.toLowerCase()) {
    throw new AgentError("WALLET_MISMATCH", { key: "agent.walletMismatch" });
  }
  const secret = await unlockSecret(wallet);
  try {
    const key = await decryptAgentKey(agent.encryptedPrivateKey, { mainWallet: wallet.address, secret });
    const account = privateKeyToAccount(key);
    if (account.address.toLowerCase() !== agent.address.toLowerCase()) throw new Error("another agent's key");
    return account;
  } catch (cause) {
    throw new AgentError("KEY_UNAVAILABLE", { key: "agent.keyUnavailable" }, { cause });
  }
}

let lastNonce = 0;

/** Exchange nonces are milliseconds, unique per signer: strictly increasing within this page. */
function nextNonce(now: number): number {
  lastNonce = Math.max(now, lastNonce + 1);
  return lastNonce;
}

interface WireOrder {
  b: boolean;
  p: string;
  s: string;
  r: boolean;
}

/**
 * Why the prepared orders may not go out with this agent, or null: an order whose value at the worst
 * price it can fill at is above the agent's maximum (a buy at its limit, a sell at the higher of its
 * limit and the mid, as the server values it; it would refuse the whole batch).
 */
export function agentMaximumRefusal(
  prepared: PreparedActions,
  orders: readonly OrderToExecuteInput[],
  maxOrderSizeUsd: number,
  mids: Readonly<Record<string, number>>,
): Message | null {
  for (const { kind, orderIndex, action } of prepared.actions) {
    if (kind !== "order") continue;
    const coin = orders[orderIndex]?.coin ?? "";
    for (const wire of (action.orders ?? []) as WireOrder[]) {
      if (wire.r) continue;
      const size = Number(wire.s);
      const price = Number(wire.p);
      const value = wire.b ? size * price : size * Math.max(price, mids[coin] ?? 0);
      if (!(value <= maxOrderSizeUsd)) {
        return { key: "plan.agentMax", params: { value: value.toFixed(2), max: maxOrderSizeUsd } };
      }
    }
  }
  return null;
}

/**
 * The prepared actions without the orders above the agent's maximum (their leverage actions too): those
 * join the refused orders with why, and the others still go (an over-limit order never sinks the batch).
 */
export function refuseOverMaximum(
  prepared: PreparedActions,
  orders: readonly OrderToExecuteInput[],
  maxOrderSizeUsd: number,
  mids: Readonly<Record<string, number>>,
): PreparedActions {
  const over = new Map<number, Message>();
  for (const item of prepared.actions) {
    if (item.kind !== "order") continue;
    const refusal = agentMaximumRefusal({ actions: [item], rejected: [] }, orders, maxOrderSizeUsd, mids);
    if (refusal) over.set(item.orderIndex, refusal);
  }
  if (over.size === 0) return prepared;
  const refused = [...over].map(([orderIndex, message]) => ({
    orderIndex,
    error: translateMessage(message, "en"),
    errorMessage: message,
  }));
  return {
    actions: prepared.actions.filter((item) => !over.has(item.orderIndex)),
    rejected: [...prepared.rejected, ...refused].sort((a, b) => a.orderIndex - b.orderIndex),
  };
}

/** Signs one exchange action with the agent key, with this page's next nonce (shared by every agent action here). */
export async function signAgentAction(
  signer: PrivateKeyAccount,
  action: Record<string, unknown>,
  now: () => number,
): Promise<SignedAction> {
  const nonce = nextNonce(now());
  const signature = await signL1Action({ wallet: signer, action, nonce, isTestnet: true });
  return { action, nonce, signature };
}

async function signAll(signer: PrivateKeyAccount, prepared: PreparedActions, now: () => number) {
  const signed: SignedAction[] = [];
  for (const { action } of prepared.actions) signed.push(await signAgentAction(signer, action, now));
  return signed;
}

function refusedResults(prepared: PreparedActions, orders: readonly OrderToExecuteInput[]): OrderResult[] {
  return prepared.rejected.map(({ orderIndex, error, errorMessage }) => ({
    coin: orders[orderIndex]?.coin ?? "",
    side: orders[orderIndex]?.side ?? "BUY",
    success: false,
    rejected: true,
    filled: null,
    resting: null,
    error,
    errorMessage: errorMessage ?? null,
    protectiveOrders: [],
    unprotected: false,
  }));
}

/**
 * Executes orders with the agent (product rules §6 "Agent mode"): the server prepares exact actions,
 * the agent key signs them in this browser (the main wallet is not asked), the server relays them.
 * Orders the server could not prepare come back as rejected results.
 */
export async function executeWithAgent(
  orders: OrderToExecuteInput[],
  idempotencyKey: string,
  deps: AgentTradingDeps,
): Promise<ExecuteResponse> {
  const { wallet, agent } = deps;
  const all = await prepareOrders(wallet.address, orders);
  // Checked before anything is signed or sent; an order above the agent's maximum is refused alone.
  const mids = (await fetchMarketPrices([...new Set(orders.map((order) => order.coin))])).prices;
  const prepared = refuseOverMaximum(all, orders, agent.permissions.maxOrderSize, mids);
  const refused = refusedResults(prepared, orders);
  if (prepared.actions.length === 0) {
    const data = { account: wallet.address, results: refused, ...summarizeResults(refused) };
    const summary = executionAnswerMessage(data, false);
    return { success: true, message: translateMessage(summary, "en"), summary, data };
  }
  const signer = await agentSigner(deps);
  const actions = await signAll(signer, prepared, deps.now);
  const response = await executeSignedActions(
    { mainWalletAddress: wallet.address, agentAddress: agent.address, actions },
    idempotencyKey,
  );
  const results = [...response.data.results, ...refused];
  const data = { ...response.data, results, ...summarizeResults(results) };
  // The server counted only the orders it was sent; the summary counts the refused ones too.
  const summary = executionAnswerMessage(data, response.replayed ?? false);
  return { ...response, message: translateMessage(summary, "en"), summary, data };
}

/** Closes a whole position with the agent: the close order and the cancellation of its stops, signed here. */
export async function closeWithAgent(
  coin: string,
  idempotencyKey: string,
  deps: AgentTradingDeps,
): Promise<ExecuteResponse> {
  const { wallet, agent } = deps;
  const prepared = await prepareClose(wallet.address, coin);
  const signer = await agentSigner(deps);
  const actions = await signAll(signer, prepared, deps.now);
  const response = await executeSignedActions(
    { mainWalletAddress: wallet.address, agentAddress: agent.address, actions },
    idempotencyKey,
  );
  const failed = response.data.results.find((result) => !result.success);
  if (failed) {
    const reason = failed.error ?? "";
    throw new AgentError(
      "CLOSE_FAILED",
      failed.rejected
        ? { key: "execution.result.rejected", params: { reason } }
        : { key: "execution.result.failed", params: { reason } },
    );
  }
  return response;
}
