import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { useNavigation } from "../../app/navigation-store.ts";
import { SETTINGS_STORAGE_KEY, useSettings } from "../../settings/settings-store.ts";
import { useWalletStore } from "../../wallet/wallet-store.ts";
import { OnboardingModal } from "./onboarding-modal.tsx";

beforeEach(() => {
  useNavigation.setState({ activeTab: "dashboard" });
  useSettings.setState({ showOnboarding: true });
  useWalletStore.setState({ status: "disconnected" });
});

describe("the onboarding modal", () => {
  it("shows the three steps on a first visit; I'm a Beginner opens Learn and is remembered", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    expect(screen.getByText("Welcome to HL AI Trader")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    await user.click(screen.getByTestId("onboarding-beginner"));
    expect(useNavigation.getState().activeTab).toBe("learn");
    expect(screen.queryByText("Welcome to HL AI Trader")).toBeNull();
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}").state.showOnboarding).toBe(false);
  });

  it("is a dialog named by its title; Escape (the browser's cancel) and × dismiss it for good", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    const dialog = screen.getByRole("dialog", { name: "Welcome to HL AI Trader" });
    expect(dialog).toHaveAccessibleDescription(/AI helps you analyse/);
    act(() => void dialog.dispatchEvent(new Event("cancel", { cancelable: true })));
    expect(useSettings.getState().showOnboarding).toBe(false);
    act(() => useSettings.setState({ showOnboarding: true }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(useSettings.getState().showOnboarding).toBe(false);
  });

  it("has its own language switch, since it covers the header's", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    const dialog = screen.getByRole("dialog", { name: "Welcome to HL AI Trader" });
    await user.click(within(dialog).getByTestId("language-switch"));
    expect(await screen.findByRole("dialog", { name: "欢迎使用 HL AI Trader" })).toBeInTheDocument();
    expect(useSettings.getState().language).toBe("zh");
    expect(useSettings.getState().showOnboarding).toBe(true);
    await user.click(within(screen.getByRole("dialog")).getByTestId("language-switch"));
    expect(await screen.findByRole("dialog", { name: "Welcome to HL AI Trader" })).toBeInTheDocument();
  });

  it("Start Setup closes it and opens the Wallet tab while no wallet is connected", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    await user.click(screen.getByTestId("onboarding-start"));
    expect(useNavigation.getState().activeTab).toBe("wallet");
    expect(useSettings.getState().showOnboarding).toBe(false);
  });

  it("Start Setup opens AI Setup once a wallet is connected", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    act(() => useWalletStore.setState({ status: "connected" }));
    await user.click(screen.getByTestId("onboarding-start"));
    expect(useNavigation.getState().activeTab).toBe("ai-setup");
  });

  it("explains Trading Pair in a tooltip", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<OnboardingModal />);
    // The term shows at once; its tooltip (Radix, with a state on its trigger) arrives after the first paint.
    await waitFor(() => expect(screen.getByTestId("trading-pair-tip")).toHaveAttribute("data-state"));
    await user.hover(screen.getByTestId("trading-pair-tip"));
    expect((await screen.findAllByText(/ETH\/USDT means the price of one ETH/)).length).toBeGreaterThan(0);
  });
});
