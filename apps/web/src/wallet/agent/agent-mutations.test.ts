import { afterEach, describe, expect, it, vi } from "vitest";
import { executeDecisions } from "./agent-mutations.ts";
import type { StoredAgent } from "./agent-storage.ts";
import { useAgentStore } from "./agent-store.ts";
import type { MainWallet } from "./main-wallet.ts";

const address = "0x1111111111111111111111111111111111111111" as const;
const wallet: MainWallet = {
  address,
  chainId: 421614,
  signMessage: vi.fn(async () => "0x00" as const),
  signTypedData: vi.fn(async () => "0x00" as const),
};
const agent = (expirationTime: number): StoredAgent => ({
  address: "0x2222222222222222222222222222222222222222",
  encryptedPrivateKey: {
    version: 1,
    iv: "",
    salt: "",
    ciphertext: "",
  } as unknown as StoredAgent["encryptedPrivateKey"],
  mainWallet: address,
  createdAt: 0,
  agentName: "test",
  permissions: { maxOrderSize: 1000, expirationTime, chainId: 421614, nonce: 1 },
});
const execution = {
  orders: [{ coin: "BTC" as const, side: "BUY" as const, quantity: 0.01 }],
  userAddress: address,
  idempotencyKey: "key-1",
};

/** Answers every request with a failure, so the test sees where the first request went and nothing is sent further. */
function refuseEverything() {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: false, errorCode: "TEST_STOP", error: "stop" }), {
        status: 400,
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const firstUrl = (fetch: ReturnType<typeof refuseEverything>) =>
  String((fetch.mock.calls[0] as unknown as [string])[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  useAgentStore.setState({ agent: null });
});

describe("executeDecisions: the manual Execute and the auto-trading loop choose the signer the same way", () => {
  it("with a live agent, prepares the orders for the agent to sign and asks for no sign-in", async () => {
    const fetch = refuseEverything();
    useAgentStore.setState({ agent: agent(Date.now() + 3_600_000) });
    const signIn = vi.fn(async () => {});
    await expect(executeDecisions(execution, signIn, wallet)).rejects.toMatchObject({
      body: { errorCode: "TEST_STOP" },
    });
    expect(firstUrl(fetch)).toBe("/api/signing/prepare");
    expect(signIn).not.toHaveBeenCalled();
  });

  it("without an agent (or with an expired one), signs in and executes in server mode with the run's key", async () => {
    for (const stored of [null, agent(Date.now() - 1)]) {
      const fetch = refuseEverything();
      useAgentStore.setState({ agent: stored });
      const signIn = vi.fn(async () => {});
      await expect(executeDecisions(execution, signIn, wallet)).rejects.toMatchObject({
        body: { errorCode: "TEST_STOP" },
      });
      expect(signIn).toHaveBeenCalledTimes(1);
      expect(firstUrl(fetch)).toBe("/api/signing/execute-with-agent");
      const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
      expect(new Headers(init.headers).get("Idempotency-Key")).toBe("key-1");
      expect(JSON.parse(String(init.body))).toMatchObject({ userAddress: address });
    }
  });
});
