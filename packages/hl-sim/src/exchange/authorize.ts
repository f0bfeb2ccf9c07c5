import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import type { AgentRegistry } from "../accounts/agents.ts";

/** Who may sign, and for which account. */
export interface Signers {
  readonly accounts: AccountStore;
  readonly agents: AgentRegistry;
  /** Lower-case addresses that may act for any paper account by signing with its vault address. */
  readonly operators: ReadonlySet<string>;
}

/** The account an action is for, or Hyperliquid's error. */
export type Authorization = { readonly account: Account } | { readonly error: string };

/**
 * Maps a recovered signer to the account it acts for:
 * - an approved, unexpired agent (API wallet) acts for its master, exactly as the master would;
 * - a user signs for itself; it must already be known (seen in an earlier query, or its account
 *   opened by an earlier action), which is what makes a tampered or wrong-network signature fail: it recovers a random
 *   address nobody has seen, answered as Hyperliquid does ("User or API Wallet … does not exist.");
 * - an operator (or its agent) may sign with `vaultAddress` = any user and then acts for that user's
 *   paper account (opened on first use), like a Hyperliquid master signing for a sub-account or
 *   vault; without a vault address it acts for its own account.
 */
export function authorize(
  signers: Signers,
  signer: string,
  vaultAddress: string | undefined,
  now: number,
): Authorization {
  const principal = signers.agents.active(signer, now)?.master ?? signer;
  const isOperator = signers.operators.has(principal);
  if (principal === signer && !isOperator && !signers.accounts.isKnown(signer)) {
    return { error: `User or API Wallet ${signer} does not exist.` };
  }
  const target = vaultAddress?.toLowerCase();
  if (target === undefined || target === principal) return { account: signers.accounts.open(principal, now) };
  if (!isOperator) return { error: `Signer ${signer} is not allowed to act for ${target}.` };
  return { account: signers.accounts.open(target, now) };
}
