import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { i18n } from "../../i18n/i18n.ts";
import { apiKeysStorageKey } from "../../settings/api-keys/api-keys-storage.ts";
import { setKeyStorageDeps, useApiKeys } from "../../settings/api-keys/api-keys-store.ts";
import { createKeyVault, generateVaultKey } from "../../settings/api-keys/key-vault.ts";
import { useApiKeysSync } from "../../settings/api-keys/use-api-keys-sync.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { AiSetupTab } from "./ai-setup-tab.tsx";

const KEY = "sk-or-v1-0123456789abcdef0123456789abcdef";

function Tab() {
  useApiKeysSync();
  return <AiSetupTab />;
}

beforeEach(() => {
  const key = generateVaultKey();
  setKeyStorageDeps({ storage: localStorage, vault: createKeyVault(() => key) });
});

afterEach(async () => {
  setKeyStorageDeps(undefined);
  await useApiKeys.getState().load(null);
  vi.restoreAllMocks();
});

async function openConnected() {
  await renderWithProviders(<Tab />, { connected: true });
  await screen.findByRole("button", { name: "Save" });
  await vi.waitFor(() => expect(screen.getByLabelText("OpenRouter API Key")).toBeEnabled());
}

// The tab renders many cards; typing into it under a loaded test machine takes seconds.
describe("the AI setup tab's keys", { timeout: 30_000 }, () => {
  it("disables the inputs and says to connect while no wallet is connected", async () => {
    await renderWithProviders(<Tab />);
    expect(screen.getByTestId("ai-setup-connect-warning")).toBeInTheDocument();
    expect(screen.getByLabelText("OpenRouter API Key")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });

  it("checks a key in the spec's order with its messages, then saves it sealed", async () => {
    const user = userEvent.setup({ delay: null });
    await openConnected();
    const input = screen.getByLabelText("OpenRouter API Key");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid API Key");
    await user.type(input, "x");
    await user.clear(input);
    expect(screen.getByRole("alert")).toHaveTextContent("API Key cannot be empty");
    await user.type(input, "pk-0123456789");
    expect(screen.getByRole("alert")).toHaveTextContent('The OpenRouter API Key should start with "sk-"');
    await user.clear(input);
    await user.type(input, "sk-short");
    expect(screen.getByRole("alert")).toHaveTextContent("API Key is too short");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(localStorage.getItem(apiKeysStorageKey(TEST_ADDRESS))).toBeNull();
    await user.clear(input);
    await user.click(input);
    await user.paste(KEY);
    expect(screen.getByText("API Key format is valid")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved successfully!")).toBeInTheDocument();
    expect(screen.getByTestId("key-saved-openrouter")).toBeInTheDocument();
    expect(input).toHaveValue("");
    const stored = localStorage.getItem(apiKeysStorageKey(TEST_ADDRESS)) ?? "";
    expect(stored).not.toContain(KEY);
    expect(useApiKeys.getState().keys.openrouter).toBe(KEY);
  });

  it("asks before deleting a saved key, then forgets it", async () => {
    const user = userEvent.setup({ delay: null });
    await openConnected();
    await user.click(screen.getByLabelText("OpenRouter API Key"));
    await user.paste(KEY);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Are you sure to delete saved API Key?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(screen.queryByTestId("key-saved-openrouter")).not.toBeInTheDocument();
    expect(useApiKeys.getState().keys).toEqual({});
  });

  it("switches to native mode, lists the five providers and remembers the mode", async () => {
    const user = userEvent.setup({ delay: null });
    await openConnected();
    await user.click(screen.getByTestId("mode-native"));
    for (const name of ["DeepSeek", "Qwen", "Claude", "OpenAI", "Google"]) {
      expect(screen.getByLabelText(`${name} API Key`)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText("Claude API Key"), "sk-0123456789012345678901234567890");
    expect(screen.getByRole("alert")).toHaveTextContent('The Claude API Key should start with "sk-ant-"');
    expect(JSON.parse(localStorage.getItem(apiKeysStorageKey(TEST_ADDRESS)) ?? "{}").mode).toBe("native");
  });

  it("tests a saved key with only its own header and says whether it works", async () => {
    const user = userEvent.setup({ delay: null });
    // A fresh answer per call: the tab's other reads (the day's AI cost) must not use up the test's body.
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      jsonResponse({
        success: true,
        data: {
          ok: true,
          model: "deepseek",
          mode: "openrouter",
          provider: "openrouter",
          modelId: "m",
          latencyMs: 42,
        },
      }),
    );
    await openConnected();
    await user.click(screen.getByLabelText("OpenRouter API Key"));
    await user.paste(KEY);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await user.click(await screen.findByRole("button", { name: "Test" }));
    expect(await screen.findByTestId("key-test-ok-openrouter")).toHaveTextContent("42 ms");
    // The tab also reads the day's AI cost; the key's test is its own call.
    const [url, init] =
      fetchMock.mock.calls.find(([called]) => String(called).startsWith("/api/ai/test-connection")) ?? [];
    expect(String(url)).toBe("/api/ai/test-connection?model=deepseek");
    expect(init?.headers).toMatchObject({ "X-API-Mode": "openrouter", "X-User-API-Key": KEY });
  });

  it("shows the messages in Chinese", async () => {
    const user = userEvent.setup({ delay: null });
    await act(async () => {
      await i18n.changeLanguage("zh");
    });
    await renderWithProviders(<Tab />, { connected: true });
    const input = await screen.findByLabelText("OpenRouter API Key");
    await vi.waitFor(() => expect(input).toBeEnabled());
    await user.type(input, "pk-0123");
    expect(screen.getByRole("alert")).toHaveTextContent('OpenRouter API Key 应以 "sk-" 开头');
  });

  it("selects a model on its card once its key is saved, in the trading panel's own store", async () => {
    const user = userEvent.setup({ delay: null });
    await openConnected();
    const claude = within(screen.getByTestId("model-card-claude"));
    expect(claude.getByRole("button", { name: /Claude/ })).toBeDisabled();
    expect(claude.getByText("API key missing: add it below")).toBeInTheDocument();
    await user.click(screen.getByLabelText("OpenRouter API Key"));
    await user.paste(KEY);
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The card is there before the key is sealed and stored; a click while it is still disabled does nothing.
    await waitFor(() => expect(claude.getByRole("button", { name: /Claude/ })).toBeEnabled());
    await user.click(claude.getByRole("button", { name: /Claude/ }));
    expect(useTradingSession.getState().model).toBe("claude");
    expect(claude.getByRole("button", { name: /Claude/ })).toHaveAttribute("aria-pressed", "true");
    await user.click(
      within(screen.getByTestId("model-card-local")).getByRole("button", { name: /Local analyst/ }),
    );
    expect(useTradingSession.getState().model).toBe("local");
  });
});
