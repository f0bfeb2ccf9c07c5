import type { Hex } from "viem";
import { AGENT_UNLOCK_MESSAGE, unlockSecretFromSignature } from "./agent-crypto.ts";
import { AgentError, isUserRejection } from "./agent-error.ts";
import type { MainWallet } from "./main-wallet.ts";

// In memory only: session storage holds the encrypted key, never what opens it.
const secrets = new Map<string, Promise<Hex>>();

/**
 * The secret that opens this wallet's agent key: the main wallet signs the fixed unlock message once
 * per page session (concurrent callers share the one prompt). A refusal is not remembered.
 */
export function unlockSecret(wallet: Pick<MainWallet, "address" | "signMessage">): Promise<Hex> {
  const id = wallet.address.toLowerCase();
  const known = secrets.get(id);
  if (known) return known;
  const pending = wallet
    .signMessage(AGENT_UNLOCK_MESSAGE)
    .then(unlockSecretFromSignature, (cause: unknown) => {
      secrets.delete(id);
      throw isUserRejection(cause)
        ? new AgentError("USER_REJECTED", { key: "agent.userRejected" }, { cause })
        : new AgentError("KEY_UNAVAILABLE", { key: "agent.keyUnavailable" }, { cause });
    });
  secrets.set(id, pending);
  return pending;
}

/** Forgets every unlock secret (disconnect, tests). */
export function forgetUnlockSecrets(): void {
  secrets.clear();
}
