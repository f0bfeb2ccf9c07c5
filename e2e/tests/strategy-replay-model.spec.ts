import { expect, type Page, test } from "@playwright/test";
import { CALLS_PATH } from "../../apps/server/test/support/fake-provider-server.ts";
import { serverFilesHolding } from "../support/data-dir.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

// Its own wallet: replays and cached replies are kept per address, so this test starts with none.
const WALLET_KEY = "0x2b8c6f4e1d7a9035c8e2f1b4a6d9c3e7f0a1b2c3d4e5f60718293a4b5c6d7e8f";
// "test-valid-": the fake provider answers every call soundly, 1,200 prompt and 300 reply tokens each.
const API_KEY = "sk-or-v1-test-valid-replay-e2e-0123456789abcdef";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fakeCalls = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}${CALLS_PATH}?key=${API_KEY}`;

/** How many provider calls with this spec's key the fake has answered so far (other specs may run meanwhile). */
async function providerCalls(): Promise<number> {
  const answer = (await (await fetch(fakeCalls)).json()) as { calls: number };
  return answer.calls;
}

async function startReplay(page: Page, prompt: string, maxTokens: string): Promise<void> {
  await page.getByLabel("Your prompt").fill(prompt);
  await page.getByLabel("Budget (tokens)").fill(maxTokens);
  await page.getByRole("button", { name: "Start replay" }).click();
}

test("replay with the user's model through the fake provider: cost estimate, budget stop with its message in both languages, a rerun from the cache makes no call", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The page asks for runs ending at the last full hour of its own clock: the rerun must fall in the same
  // hour as the first run, so it reads the same snapshots. The page's clock is Playwright's, started at most
  // 40 minutes into the hour (behind the real one when later) and running as the real one from there: the
  // test ends long before the next hour, with no wait for it. The server's clock, the real one or later
  // (specs move it only forward), has passed that hour too.
  const now = Date.now();
  await page.clock.install({ time: Math.min(now, Math.floor(now / HOUR) * HOUR + 40 * MINUTE) });

  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  await page.getByLabel("OpenRouter API Key").fill(API_KEY);
  await page.getByTestId("key-row-openrouter").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("key-row-openrouter").getByText("Saved successfully!")).toBeVisible();

  await page.getByTestId("tab-strategy").click();
  await page.mouse.move(900, 10);
  await page.locator("#replay-model").click();
  await page.getByRole("option", { name: /DeepSeek/ }).click();
  await page.getByLabel(/History \(days\)/).fill("1");
  await page.locator("#replay-step").click();
  await page.getByRole("option", { name: "4 hours", exact: true }).click();
  await page.getByLabel("Budget (USD)").fill("5");
  // Up front: 6 steps × the step's tokens × DeepSeek's price.
  const estimate = page.getByTestId("replay-estimate");
  await expect(estimate).toContainText(/Estimated cost: [\d,]+ tokens ≈ [\d.]+ USD/);
  await expect(estimate).toContainText("6 steps");

  // A full run pays for six calls.
  const before = await providerCalls();
  await startReplay(page, "Only trade with the trend.", "1000000");
  const run = page.getByTestId("replay-run");
  await expect(run.getByTestId("replay-figures")).toBeVisible({ timeout: 90_000 });
  await expect(run.getByTestId("replay-tokens")).toContainText("9,000");
  await expect(run.getByTestId("replay-cost")).toContainText("$0.1260");
  expect((await providerCalls()) - before).toBe(6);

  // The same run again: every reply comes from the cache, the provider is not called.
  const paid = await providerCalls();
  await page.getByRole("button", { name: "Start replay" }).click();
  await expect(page.getByTestId("replay-history-row")).toHaveCount(2, { timeout: 30_000 });
  await expect(run.getByTestId("replay-cached")).toContainText("6", { timeout: 90_000 });
  await expect(run.getByTestId("replay-cost")).toContainText("$0.0000");
  expect(await providerCalls()).toBe(paid);

  // A new prompt with a budget of 5,000 tokens: two calls fit, the third would not.
  await startReplay(page, "Buy strength, cut losers.", "5000");
  await expect(page.getByTestId("replay-history-row")).toHaveCount(3, { timeout: 30_000 });
  const message = run.getByTestId("replay-message");
  await expect(message).toContainText("Budget reached", { timeout: 90_000 });
  await expect(message).toContainText("before step 3 of 6");
  await expect(message).toContainText("the results up to there are kept");
  await expect(run.getByText("Budget reached").first()).toBeVisible();
  await expect(run.getByTestId("replay-figures")).toBeVisible();
  expect((await providerCalls()) - paid).toBe(2);
  await capture(page, "replay-budget-en.png");

  await page.getByTestId("language-switch").first().click();
  await expect(message).toContainText("已达预算");
  await expect(message).toContainText("第 3 步（共 6 步）");
  await expect(page.getByTestId("replay-estimate")).toContainText("预估费用");
  await capture(page, "replay-budget-zh.png");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(message).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "replay-budget-zh-390.png");
  await page.getByTestId("language-switch").first().click();
  await expect(message).toContainText("Budget reached");
  await capture(page, "replay-budget-en-390.png");

  // The key reached the provider in headers only: no file the server wrote holds it.
  expect(serverFilesHolding([Buffer.from(API_KEY)])).toEqual([]);
});
