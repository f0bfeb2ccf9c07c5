import { expect, type Page, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { useRemoteModel } from "../support/remote-model.ts";
import { capture } from "../support/screenshots.ts";

const WALLET_KEY = "0x5d2b8e1f7a3c9e4b6d0f2a8c1e7b3d9f5a0c6e2b8d4f1a7c3e9b5d0f6a2c8e4b";
// The fake provider (support/fake-provider.ts) buys the first coin with a stop 2 % below and holds the rest.
const API_KEY = "sk-or-v1-test-valid-e2e-memory-0123456789abcdef";

/** Starts an analysis in AI Trading and waits for its answer (the cards of an earlier one are still on screen). */
async function analyse(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  const answered = page.waitForResponse((response) => response.url().includes("/api/ai/smart-analysis"), {
    timeout: 60_000,
  });
  await page.getByTestId("start-analysis").click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByTestId("start-analysis")).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId("decision-card").first()).toBeVisible();
}

/** Opens What AI Sees (once a result is on screen) and returns the prompt shown, once it reads as `expected`. */
async function whatAiSees(page: Page, title: string, expected: (prompt: string) => boolean): Promise<string> {
  const toggle = page.getByRole("button", { name: new RegExp(title) });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  const prompt = page.locator("pre").filter({ hasText: "Hyperliquid" });
  await expect.poll(async () => expected((await prompt.textContent()) ?? ""), { timeout: 30_000 }).toBe(true);
  return (await prompt.textContent()) ?? "";
}

test("decision memory: What AI Sees shows the plan of a position opened by an analysis and what came of its decision; the switch leaves it out; in English and Chinese, at 1440 and 390 px", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await useRemoteModel(page, API_KEY);

  // A new wallet: the memory is on and has nothing yet.
  await analyse(page);
  await expect(page.getByRole("checkbox", { name: "Decision memory" })).toBeChecked();
  await whatAiSees(page, "What AI Sees", (text) =>
    text.includes("Memory (results from fills; R = move/planned risk):\nnone yet"),
  );
  await expect(page.getByText(/memory included/)).toBeVisible();

  // Execute the BUY (with its stop and target), then analyse again: the memory recalls it.
  await page.getByTestId("execute-decisions").click();
  await page.getByTestId("confirm-execute").click();
  await expect(page.getByTestId("execution-results")).toBeVisible({ timeout: 60_000 });
  await analyse(page);
  const prompt = await whatAiSees(page, "What AI Sees", (text) => text.includes(" long plan "));
  expect(prompt).toMatch(/\nBTC long plan \d+m: trend up, RSI mid-range; SL=[\d.]+\(live\) TP=[\d.]+\n/);
  expect(prompt).toMatch(/\nBTC \d+m BUY→open [-+]\d+\.\dR\n/);
  await capture(page, "decision-memory-en.png");

  // Switched off: the next analysis sends none, and What AI Sees says so.
  await page.getByRole("checkbox", { name: "Decision memory" }).click();
  await analyse(page);
  await whatAiSees(page, "What AI Sees", (text) => !text.includes("Memory ("));
  await expect(page.getByText(/memory off/)).toBeVisible();

  // In Chinese, switched on again.
  await page.getByTestId("language-switch").first().click();
  await page.getByRole("checkbox", { name: "决策记忆" }).click();
  await expect(page.getByRole("checkbox", { name: "决策记忆" })).toBeChecked();
  await analyse(page);
  const chinese = await whatAiSees(page, "AI 看到的内容", (text) => text.includes("记忆（"));
  expect(chinese).toContain("记忆（结果来自成交；R = 涨跌/计划风险）：");
  expect(chinese).toMatch(/\nBTC 多 计划 \d+m: trend up, RSI mid-range; SL=[\d.]+（已挂） TP=[\d.]+\n/);
  await expect(page.getByText(/含记忆/)).toBeVisible();
  await capture(page, "decision-memory-zh.png");

  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "decision-memory-zh-390.png");
  await page.getByTestId("language-switch").first().click();
  await capture(page, "decision-memory-en-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
});
