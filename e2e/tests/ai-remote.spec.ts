import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { serverDataFiles, serverFilesHolding } from "../support/data-dir.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

const WALLET_KEY = "0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f";
// The fake provider (support/fake-provider.ts) picks its answer from "test-<scenario>-" in the key.
const key = (scenario: string) => `sk-or-v1-test-${scenario}-e2e-0123456789abcdef0123`;
const KEYS = ["valid", "unauthorized", "credits", "busy"].map(key);

async function saveOpenRouterKey(page: Page, value: string): Promise<void> {
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  await page.getByLabel("OpenRouter API Key").fill(value);
  await page.getByTestId("key-row-openrouter").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("key-row-openrouter").getByText("Saved successfully!")).toBeVisible();
}

async function analyse(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  await page.getByTestId("start-analysis").click();
}

test("remote analysis with the user's OpenRouter key through the fake provider: Test, analysis, 401/402/429 as messages; no key anywhere on the server or in any response", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/")) return;
    bodies.push(await response.text().catch(() => ""));
  });
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();

  // Without a key the remote models cannot be chosen and say why.
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  const deepseek = page.getByTestId("model-card-deepseek");
  await expect(deepseek.getByText("API key missing: add it below")).toBeVisible();
  await expect(deepseek.getByRole("button", { name: /DeepSeek/ })).toBeDisabled();

  // A working key: Test says so, and the analysis comes from the remote model.
  await saveOpenRouterKey(page, key("valid"));
  await page.getByTestId("key-row-openrouter").getByRole("button", { name: "Test" }).click();
  await expect(page.getByTestId("key-test-ok-openrouter")).toContainText("The key works");
  await deepseek.getByRole("button", { name: /DeepSeek/ }).click();
  await expect(deepseek.getByRole("button", { name: /DeepSeek/ })).toHaveAttribute("aria-pressed", "true");
  await analyse(page);
  await expect(page.getByTestId("decision-card").first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-testid="decision-card"][data-action="BUY"]')).toHaveCount(1);
  await capture(page, "remote-analysis-en.png");

  // The provider's refusals, as the user should read them.
  const cases = [
    ["unauthorized", "Unauthorized. Please check your API Key"],
    ["credits", "Your AI provider account is out of credits. Please top up or use another key"],
    ["busy", "The AI provider is rate limiting your key. Please wait a moment and try again"],
  ] as const;
  for (const [scenario, message] of cases) {
    await saveOpenRouterKey(page, key(scenario));
    await analyse(page);
    await expect(page.getByText(message)).toBeVisible({ timeout: 60_000 });
  }
  await capture(page, "remote-analysis-error-en.png");
  await page.getByTestId("language-switch").first().click();
  await analyse(page);
  await expect(page.getByText("分析失败").first()).toBeVisible({ timeout: 60_000 });
  await capture(page, "remote-analysis-error-zh.png");

  // No key in any answer, in the browser's storage in clear, or in anything the server stored or logged.
  for (const body of bodies) for (const secret of KEYS) expect(body).not.toContain(secret);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  for (const secret of KEYS) expect(stored).not.toContain(secret);
  expect(serverDataFiles().length).toBeGreaterThan(0);
  // The server's log (written into its data folder by the Playwright config) saw the analyses.
  const log = serverDataFiles().find((file) => file.endsWith("server.log"));
  expect(log && readFileSync(log, "utf8")).toContain("/api/ai/smart-analysis");
  expect(serverFilesHolding([...KEYS, "test-valid-e2e"].map((text) => Buffer.from(text)))).toEqual([]);
});
