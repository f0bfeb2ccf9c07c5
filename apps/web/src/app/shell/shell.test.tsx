import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { SETTINGS_STORAGE_KEY, useSettings } from "../../settings/settings-store.ts";
import { useNavigation } from "../navigation-store.ts";
import { useTradingNetwork } from "../trading-network.ts";
import { Shell } from "./shell.tsx";
// Tabs are lazily loaded chunks. Importing the two this file opens makes Vitest transform them while collecting
// the file, not inside a test, so opening a tab only waits for React to render it, even on a busy machine.
import "../../features/community/community-tab.tsx";
import "../../features/dashboard/dashboard-tab.tsx";

beforeEach(() => {
  useNavigation.setState({ activeTab: "dashboard" });
  // Test files may share modules: another file's network must not leak into the banner here.
  useTradingNetwork.setState({ network: null });
  useSettings.setState({ showOnboarding: false });
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404)),
  );
});

describe("the shell", () => {
  it("starts on the dashboard and switches tabs from the sidebar", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Shell />);
    expect(screen.getByTestId("header-title")).toHaveTextContent("Dashboard");
    for (const id of ["trading-dashboard", "ai-setup", "strategy", "learn", "community", "wallet"]) {
      expect(screen.getByTestId(`tab-${id}`)).toBeInTheDocument();
    }
    await user.click(screen.getByTestId("tab-trading-dashboard"));
    expect(screen.getByTestId("header-title")).toHaveTextContent("AI Trading");
    expect(screen.getByTestId("tab-trading-dashboard")).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByTestId("tab-community"));
    expect(screen.getByTestId("header-title")).toHaveTextContent("Community");
    // By text, not by role: a role query walks the accessibility tree of the whole tab, slow on a busy machine.
    expect(await screen.findByText("Top 10 traders (demo)")).toBeVisible();
  });

  it("offers every tab in the phone's bottom bar too", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Shell />);
    await user.click(screen.getByTestId("bottom-tab-wallet"));
    expect(screen.getByTestId("header-title")).toHaveTextContent("Wallet");
    expect(screen.getByTestId("bottom-tab-wallet")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("tab-wallet")).toHaveAttribute("aria-current", "page");
  });

  it("welcomes a first visit with the onboarding dialog, and renders the page behind it after that", async () => {
    useSettings.setState({ showOnboarding: true });
    // The order in which the two appear in the DOM, recorded as it happens (a check after the dialog showed
    // raced with the next frame on a busy machine); two appearing in one mutation batch are one entry.
    const appeared: string[] = [];
    const observer = new MutationObserver(() => {
      const now = ["onboarding", "header-title"].filter(
        (id) => !appeared.some((entry) => entry.split("+").includes(id)) && screen.queryByTestId(id),
      );
      if (now.length > 0) appeared.push(now.join("+"));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await renderWithProviders(<Shell />);
    expect(await screen.findByTestId("header-title")).toHaveTextContent("Dashboard");
    observer.disconnect();
    // The dialog's first commit is the dialog alone; the page behind it follows a frame later.
    expect(appeared).toEqual(["onboarding", "header-title"]);
    expect(screen.getByTestId("onboarding")).toBeInTheDocument();
  });

  it("renders the page with its first commit when there is no welcome", async () => {
    await renderWithProviders(<Shell />);
    expect(screen.getByTestId("header-title")).toHaveTextContent("Dashboard");
    expect(screen.queryByTestId("onboarding")).not.toBeInTheDocument();
  });

  it("toggles English and Chinese and remembers the choice", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Shell />);
    await user.click(screen.getByTestId("language-switch"));
    expect(await screen.findByText("仪表盘", { selector: "h1" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}").state.language).toBe("zh");
    await user.click(screen.getByTestId("language-switch"));
    expect(await screen.findByText("Dashboard", { selector: "h1" })).toBeInTheDocument();
  });

  it("stays in paper trading: Live cannot be chosen", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Shell />);
    const live = screen.getByRole("radio", { name: /Live/ });
    expect(live).toHaveAttribute("aria-disabled", "true");
    await user.click(live);
    expect(screen.getByRole("radio", { name: /Paper/ })).toHaveAttribute("aria-checked", "true");
    expect(useSettings.getState().isSimulationMode).toBe(true);
    // The server did not say which network (its config answered 404 here): the banner names neither.
    expect(screen.getByTestId("network-banner")).toHaveTextContent("Paper trading only.");
  });

  it("offers a skip link first in the tab order that moves focus to the tab's content", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Shell />);
    await user.tab();
    const skip = screen.getByTestId("skip-link");
    expect(skip).toHaveFocus();
    expect(skip).toHaveTextContent("Skip to content");
    await user.keyboard("{Enter}");
    expect(document.getElementById("panel-dashboard")).toHaveFocus();
  });
});
