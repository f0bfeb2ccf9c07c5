import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../../test/wallet.ts";
import type { StoredAgent } from "../../../wallet/agent/agent-storage.ts";
import { useAgentStore } from "../../../wallet/agent/agent-store.ts";
import { useAgentSync } from "../../../wallet/agent/use-agent-sync.ts";
import { AgentCard } from "./agent-card.tsx";

const MINUTE = 60_000;

function agent(expiresInMs: number): StoredAgent {
  return {
    address: "0x1111111111111111111111111111111111111111",
    encryptedPrivateKey: { salt: "c2FsdA==", iv: "aXY=", ciphertext: "Y3Q=" },
    mainWallet: TEST_ADDRESS,
    createdAt: Date.now() - 60 * MINUTE,
    agentName: "A12345678",
    permissions: { maxOrderSize: 2000, expirationTime: Date.now() + expiresInMs, chainId: 421614, nonce: 1 },
  };
}

function Card() {
  useAgentSync();
  return <AgentCard />;
}

afterEach(() => {
  sessionStorage.clear();
  act(() => useAgentStore.getState().load(null, Date.now()));
});

describe("the agent wallet card", { timeout: 30_000 }, () => {
  it("offers View List and Create New without an agent, and enforces the Create Agent bounds", async () => {
    await renderWithProviders(<Card />, { connected: true });
    const card = screen.getByTestId("agent-card");
    expect(within(card).getByTestId("agent-view-list")).toBeEnabled();
    await userEvent.click(within(card).getByTestId("agent-create-new"));
    const size = await screen.findByLabelText("Max order size (USDC)");
    // The default covers the default 100 USDC trade at 20x, valued at its worst fill.
    expect(size).toHaveValue(2500);
    await userEvent.clear(size);
    await userEvent.type(size, "150");
    expect(await screen.findByText("Max order size must be 100-10000 USDC in steps of 100")).toBeVisible();
    expect(screen.getByTestId("agent-create-submit")).toBeDisabled();
    await userEvent.click(screen.getByTestId("agent-size-preset-1000"));
    await userEvent.click(screen.getByTestId("agent-expiry-preset-72"));
    expect(screen.getByLabelText("Expiry (hours)")).toHaveValue(72);
    expect(screen.getByTestId("agent-create-submit")).toBeEnabled();
  });

  it("shows the live agent loaded on connect: Active, short address, max order, time left, and no warning", async () => {
    sessionStorage.setItem("agent_wallet", JSON.stringify(agent(5 * 60 * MINUTE + 30_000)));
    await renderWithProviders(<Card />, { connected: true });
    const card = screen.getByTestId("agent-card");
    expect(await within(card).findByTestId("agent-active")).toHaveTextContent("Active");
    expect(within(card).getByTestId("agent-address")).toHaveTextContent("0x1111…1111");
    expect(within(card).getByTestId("agent-max-order")).toHaveTextContent("2,000 USDC");
    expect(within(card).getByTestId("agent-time-left")).toHaveTextContent("5h 0m");
    expect(within(card).queryByTestId("agent-expiring-soon")).toBeNull();
    expect(within(card).getByTestId("agent-revoke")).toBeEnabled();
  });

  it("warns when less than an hour is left, and clears an expired agent on read", async () => {
    sessionStorage.setItem("agent_wallet", JSON.stringify(agent(30 * MINUTE)));
    await renderWithProviders(<Card />, { connected: true });
    expect(await screen.findByTestId("agent-expiring-soon")).toHaveTextContent(
      "Agent wallet expires in less than 1 hour",
    );
    act(() => useAgentStore.getState().load(null, Date.now()));
    sessionStorage.setItem("agent_wallet", JSON.stringify(agent(-MINUTE)));
    act(() => useAgentStore.getState().load(TEST_ADDRESS, Date.now()));
    expect(screen.queryByTestId("agent-active")).toBeNull();
    expect(sessionStorage.getItem("agent_wallet")).toBeNull();
  });
});
