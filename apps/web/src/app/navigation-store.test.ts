import { beforeEach, describe, expect, it } from "vitest";
import { useNavigation } from "./navigation-store.ts";

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  useNavigation.setState({ activeTab: "dashboard", detail: null });
});

describe("navigation", () => {
  it("puts each tab and replay run in the URL as its own history entry", () => {
    const before = window.history.length;
    useNavigation.getState().goTo("strategy");
    expect(window.location.pathname).toBe("/strategy");
    useNavigation.getState().goTo("strategy", "run-7");
    expect(window.location.pathname).toBe("/strategy/run-7");
    expect(window.history.length).toBe(before + 2);
    // Opening what is already shown adds no entry (Back would seem to do nothing).
    useNavigation.getState().goTo("strategy", "run-7");
    expect(window.history.length).toBe(before + 2);
  });

  it("follows Back and Forward", async () => {
    useNavigation.getState().goTo("wallet");
    useNavigation.getState().goTo("learn");
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.back();
    await popped;
    expect(useNavigation.getState()).toMatchObject({ activeTab: "wallet", detail: null });
  });
});
