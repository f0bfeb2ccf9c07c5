import { expect, type Page, test } from "@playwright/test";
import { CALLS_PATH } from "../../apps/server/test/support/fake-provider-server.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { useRemoteModel } from "../support/remote-model.ts";
import { capture } from "../support/screenshots.ts";

const WALLET_KEY = "0x3f1c7a0c2b9e4d55a8e61f0d7b2c9a4e8d6f1b3c5a7e9d0c2b4a6f8e1d3c5b7a";
// The fake provider (support/fake-provider.ts) answers "valid" keys well and reports OpenRouter's cost.
const API_KEY = "sk-or-v1-test-valid-e2e-cost-0123456789abcdef01";
const fakeCalls = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}${CALLS_PATH}?key=${API_KEY}`;

const callCount = async (page: Page) =>
  ((await (await page.request.get(fakeCalls)).json()) as { calls: number }).calls;

async function analyse(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  await page.getByTestId("start-analysis").click();
}

test("the cost of every analysis and the daily AI budget: tokens, cached tokens and OpenRouter's cost on the result, the day's total in AI Setup, a budget refusing the next analysis before any provider call, in English and Chinese", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();

  await useRemoteModel(page, API_KEY);
  await expect(page.getByTestId("ai-spend-total")).toContainText("$0");

  // The first analysis: the fake's 1,200 tokens in, none cached yet, 300 out, and OpenRouter's $0.00123.
  await analyse(page);
  const cost = page.getByTestId("analysis-cost").first();
  await expect(cost).toHaveText("1,200 tokens in (0 cached) · 300 out · $0.0012", { timeout: 60_000 });
  // The second one opens with the same fixed instructions: the provider serves them from its cache.
  await analyse(page);
  await expect(cost).toHaveText(/^1,200 tokens in \([1-9][\d,]* cached\) · 300 out · \$0\.0012$/, {
    timeout: 60_000,
  });
  await capture(page, "analysis-cost-en.png");
  expect(await callCount(page)).toBe(2);

  // The day's total, then a budget it has already reached.
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  const spend = page.getByTestId("ai-spend");
  await expect(spend.getByTestId("ai-spend-total")).toContainText("$0.0025");
  await expect(spend.getByTestId("ai-spend-total")).toContainText("2 analyses");
  await spend.getByLabel("Daily AI budget (USD)").fill("abc");
  await spend.getByRole("button", { name: "Save budget" }).click();
  await expect(spend.getByText("Enter an amount above 0 and at most 10000, or leave it empty")).toBeVisible();
  await spend.getByLabel("Daily AI budget (USD)").fill("0.002");
  await spend.getByRole("button", { name: "Save budget" }).click();
  await expect(spend.getByTestId("ai-budget-reached")).toBeVisible();
  await spend.scrollIntoViewIfNeeded();
  await capture(page, "ai-budget-en.png");

  // Past the budget the analysis is refused with a clear message, and the provider is never asked.
  await analyse(page);
  await expect(page.getByText(/Today's AI budget is used up, so no model was asked/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText("$0.0025 / $0.002").first()).toBeVisible();
  expect(await callCount(page)).toBe(2);
  await capture(page, "ai-budget-refused-en.png");

  await page.getByTestId("language-switch").first().click();
  await analyse(page);
  await expect(page.getByText(/今日 AI 预算已用完，未调用任何模型/).first()).toBeVisible({ timeout: 30_000 });
  await capture(page, "ai-budget-refused-zh.png");
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  await expect(page.getByTestId("ai-spend").getByText("今日花费")).toBeVisible();
  await expect(page.getByTestId("ai-budget-reached")).toContainText("今日预算已用完");
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "ai-budget-zh-390.png");
  expect(await callCount(page)).toBe(2);
});
