import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { TEST_ADDRESS } from "../../test/wallet.ts";
import type { StoredAgent } from "../wallet/agent/agent-storage.ts";
import { useAgentStore } from "../wallet/agent/agent-store.ts";
import { useWalletStore } from "../wallet/wallet-store.ts";
import { AgentSyncOnceConnected } from "./app.tsx";

const storedAgent: StoredAgent = {
  address: "0x1111111111111111111111111111111111111111",
  encryptedPrivateKey: { salt: "c2FsdA==", iv: "aXY=", ciphertext: "Y3Q=" },
  mainWallet: TEST_ADDRESS,
  createdAt: Date.now(),
  agentName: "A12345678",
  permissions: { maxOrderSize: 1000, expirationTime: Date.now() + 3_600_000, chainId: 421614, nonce: 1 },
};

afterEach(() => {
  sessionStorage.clear();
  act(() => useAgentStore.getState().load(null, Date.now()));
});

describe("the agent sync, loaded once a wallet connects", () => {
  it("loads the connected wallet's agent, and forgets it when the wallet disconnects", async () => {
    sessionStorage.setItem("agent_wallet", JSON.stringify(storedAgent));
    await renderWithProviders(<AgentSyncOnceConnected />, { connected: true });
    await waitFor(() => expect(useAgentStore.getState().agent?.agentName).toBe("A12345678"));
    await act(async () => {
      await useWalletStore.getState().runtime?.disconnect();
    });
    await waitFor(() => expect(useAgentStore.getState().agent).toBeNull());
  });
});
