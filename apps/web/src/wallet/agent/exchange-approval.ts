import type { AppConfig } from "@app/core";
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import type { AbstractViemLocalAccount } from "@nktkas/hyperliquid/signing";
import type { Hex } from "viem";
import { AgentError, isUserRejection, reasonOf } from "./agent-error.ts";
import type { MainWallet, TypedDataRequest } from "./main-wallet.ts";

/** Approving this address under an agent's name revokes that agent (product rules §7 "Exchange direct"). */
export const ZERO_ADDRESS: Hex = "0x0000000000000000000000000000000000000000";

/** Where and how the browser reaches the exchange, from `GET /api/config`. */
export type ExchangeTarget = Pick<AppConfig, "exchangeUrl" | "chainIds">;

/**
 * Hyperliquid's answers for a wallet it has no account for: a signer it never saw ("User or API Wallet
 * 0x… does not exist.", testnet without a deposit) or an account without funds.
 */
const ACCOUNT_MISSING = /does not exist|must deposit before performing actions/i;

/**
 * Asks the exchange about the wallet before the wallet signs: the local exchange opens a paper account
 * for a wallet the first time anything names it, as the dashboard's first account query would, and
 * Hyperliquid testnet says "missing" for a wallet that never deposited, so the user is told so without
 * signing anything. A failed question is left to the approval itself, which then reports the failure.
 */
async function ensureAccount(info: InfoClient, user: Hex): Promise<void> {
  let role: string;
  try {
    await info.clearinghouseState({ user });
    role = (await info.userRole({ user })).role;
  } catch {
    return;
  }
  if (role === "missing") throw new AgentError("ACCOUNT_MISSING", { key: "agent.accountMissing" });
}

/**
 * The main wallet signs the exchange's `approveAgent` and the browser posts it straight to the
 * exchange (the SDK builds the typed data: testnet chain, the config's signature chain id). A refusal
 * in the wallet is "User rejected Agent authorization"; a wallet the exchange has no account for gets
 * the catalogue's own explanation, never the exchange's wording; other refusals carry their reason.
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
  const transport = new HttpTransport({ isTestnet: true, apiUrl: target.exchangeUrl });
  await ensureAccount(new InfoClient({ transport }), wallet.address);
  const client = new ExchangeClient({
    transport,
    wallet: signer,
    signatureChainId: target.chainIds.signatureChainId as Hex,
  });
  try {
    await client.approveAgent({ agentAddress, agentName });
  } catch (cause) {
    if (isUserRejection(cause)) {
      throw new AgentError("USER_REJECTED", { key: "agent.userRejected" }, { cause });
    }
    if (ACCOUNT_MISSING.test(reasonOf(cause))) {
      throw new AgentError("ACCOUNT_MISSING", { key: "agent.accountMissing" }, { cause });
    }
    throw new AgentError(
      "AUTHORIZE_FAILED",
      { key: "agent.authorizeFailed", params: { reason: reasonOf(cause) } },
      { cause },
    );
  }
}
