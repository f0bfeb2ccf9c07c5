import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { WALLET_ADDRESS_KEY } from "../../wallet/address-storage.ts";
import { WalletMenu } from "./wallet-menu.tsx";
import { WalletTab } from "./wallet-tab.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("the wallet", () => {
  it("shows the shortened address, network and ETH balance to 4 decimals, and remembers the address", async () => {
    await renderWithProviders(<WalletTab />, { connected: true });
    expect(screen.getByText("0x9f2c…9c0d")).toBeInTheDocument();
    expect(screen.getByText("Arbitrum Sepolia")).toBeInTheDocument();
    expect(await screen.findByText("2.0000 ETH")).toBeInTheDocument();
    expect(localStorage.getItem(WALLET_ADDRESS_KEY)).toBe(TEST_ADDRESS);
  });

  it("confirms a copy for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderWithProviders(<WalletTab />, { connected: true });
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe(TEST_ADDRESS);
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.getByRole("button", { name: "Copy address" })).toBeInTheDocument();
  });

  it("disconnects, forgets the stored address and offers to connect again", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<WalletTab />, { connected: true });
    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(await screen.findByRole("button", { name: "Connect Wallet" })).toBeInTheDocument();
    expect(localStorage.getItem(WALLET_ADDRESS_KEY)).toBeNull();
  });

  it("puts the test hooks on the header menu: connect button, then the short address", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<WalletMenu />);
    await user.click(screen.getByTestId("connect-wallet"));
    expect(await screen.findByTestId("wallet-address")).toHaveTextContent("0x9f2c…9c0d");
  });
});
