import type { AppConfig } from "@app/core";
import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import type { AbstractViemLocalAccount } from "@nktkas/hyperliquid/signing";
import type { Hex } from "viem";
import { AgentError, isUserRejection, reasonOf } from "./agent-error.ts";
import type { MainWallet, TypedDataRequest } from "./main-wallet.ts";

/** Approving this address under an agent's name revokes that agent (product rules §7 "Exchange direct"). */
export const ZERO_ADDRESS: Hex = "0x0000000000000000000000000000000000000000";

/** Where and how the browser reaches the exchange, from `GET /api/config`. */
export type ExchangeTarget = Pick<AppConfig, "exchangeUrl" | "chainIds">;

/**
 * The main wallet signs the exchange's `approveAgent` and the browser posts it straight to the
 * exchange (the SDK builds the typed data: testnet chain, the config's signature chain id). A refusal
 * in the wallet is "User rejected Agent authorization"; the exchange's refusal carries its reason.
 */
export async function approveAgentOnExchange(
  target: ExchangeTarget,
  wallet: MainWallet,
  agentAddress: Hex,
  agentName: string,
): Promise<void> {
  const signer: AbstractViemLocalAccount = {
    address: wallet.address,
    signTypedData: (request) => wallet.signTypedData(request as TypedDataRequest),
  };
  const client = new ExchangeClient({
    transport: new HttpTransport({ isTestnet: true, apiUrl: target.exchangeUrl }),
    wallet: signer,
    signatureChainId: target.chainIds.signatureChainId as Hex,
  });
  try {
    await client.approveAgent({ agentAddress, agentName });
  } catch (cause) {
    if (isUserRejection(cause)) {
      throw new AgentError("USER_REJECTED", { key: "agent.userRejected" }, { cause });
    }
    throw new AgentError(
      "AUTHORIZE_FAILED",
      { key: "agent.authorizeFailed", params: { reason: reasonOf(cause) } },
      { cause },
    );
  }
}
