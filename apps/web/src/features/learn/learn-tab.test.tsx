import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { useNavigation } from "../../app/navigation-store.ts";
import { en } from "./content/en.ts";
import { LearnTab } from "./learn-tab.tsx";

beforeEach(() => useNavigation.setState({ activeTab: "learn" }));

describe("the learn tab", () => {
  it("opens the first two sections, opens a collapsed one and a FAQ answer on click", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<LearnTab />);
    expect(await screen.findByTestId("learn-hero")).toBeInTheDocument();
    const [first, second, third] = en.sections;
    const sectionButton = (id: string) => {
      const button = screen.getByTestId(`learn-section-${id}`).querySelector("button[aria-expanded]");
      if (!button) throw new Error(`section ${id} has no toggle`);
      return button;
    };
    expect(sectionButton(first?.id ?? "")).toHaveAttribute("aria-expanded", "true");
    expect(sectionButton(second?.id ?? "")).toHaveAttribute("aria-expanded", "true");
    expect(sectionButton(third?.id ?? "")).toHaveAttribute("aria-expanded", "false");
    await user.click(sectionButton(third?.id ?? ""));
    expect(sectionButton(third?.id ?? "")).toHaveAttribute("aria-expanded", "true");

    const faq = screen.getByTestId("faq-real-money");
    expect(faq).not.toHaveAttribute("open");
    await user.click(within(faq).getByText("Can I lose real money here?"));
    expect(faq).toHaveAttribute("open");
    expect(screen.getAllByRole("link", { name: /hyperliquid/ }).length).toBeGreaterThan(0);
  }, 20_000);

  it("opens a collapsed section picked in the table of contents, and calls to action switch tabs", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<LearnTab />);
    await screen.findByTestId("learn-toc");
    await user.click(screen.getByTestId("toc-risk"));
    expect(screen.getByTestId("learn-section-risk").querySelector("button[aria-expanded]")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await user.click(screen.getByTestId("learn-hero-cta-wallet"));
    expect(useNavigation.getState().activeTab).toBe("wallet");
  }, 20_000);

  it("says “Failed to load content” when the content cannot be loaded", async () => {
    const load = vi.fn(async () => {
      throw new Error("");
    });
    await renderWithProviders(<LearnTab load={load} />);
    expect((await screen.findAllByText("Failed to load content")).length).toBeGreaterThan(0);
    // The content query retries once before it gives up.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
