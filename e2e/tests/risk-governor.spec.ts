import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { privateKeyToAccount } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

// A key of its own: the spec loses money on this paper account on purpose.
const RISK_KEY = "0x5c3e8a1f7b2d4c6e9a0b1d3f5e7c9a2b4d6f8e0a1c3b5d7f9e2a4c6b8d0f1e3a";
const address = privateKeyToAccount(RISK_KEY).address;
const DAILY_LOSS_LIMIT = 2;

async function accountValue(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/account/balance?address=${address}`);
  return ((await answer.json()) as { data: { accountValue: number } }).data.accountValue;
}

/**
 * Loses at least the daily limit on the local exchange since the governor armed: round trips in server mode
 * with the page's signed-in session pay fees and spread.
 */
async function loseTheDailyLimit(page: Page, start: number): Promise<void> {
  for (let trip = 0; trip < 10 && start - (await accountValue(page)) < DAILY_LOSS_LIMIT; trip += 1) {
    const order = { coin: "ETH", side: "BUY", quantity: 2, leverage: 10 };
    const opened = await page.request.post("/api/signing/execute-with-agent", {
      data: { mode: "server", userAddress: address, orders: [order] },
      headers: { "idempotency-key": `e2e-risk-open-${Date.now()}-${trip}` },
    });
    expect(opened.status()).toBe(200);
    const closed = await page.request.post("/api/account/close-position", {
      data: { coin: "ETH", address },
      headers: { "idempotency-key": `e2e-risk-close-${Date.now()}-${trip}` },
    });
    expect(closed.status()).toBe(200);
  }
  expect(start - (await accountValue(page))).toBeGreaterThanOrEqual(DAILY_LOSS_LIMIT);
}

test("risk limits: the browser loop driven into its daily loss limit stops and stays stopped until re-armed; notification settings and their Test; Chinese, 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, RISK_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-dashboard").click();
  const card = page.getByTestId("risk-card");
  await expect(card).toBeVisible();

  // The limits are the signed-in wallet's: the card offers the sign-in, the injected wallet signs.
  await expect(card).toContainText("Sign in to see and set the risk limits");
  await card.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("risk-status")).toHaveText("No limits");
  await page.getByTestId("risk-drawdown").fill("0");
  await page.getByTestId("risk-save").click();
  await expect(card).toContainText("Enter a percentage above 0 and at most 100");
  await page.getByTestId("risk-drawdown").fill("");
  await page.getByTestId("risk-daily-loss").fill(String(DAILY_LOSS_LIMIT));
  await page.getByTestId("risk-save").click();
  await expect(page.getByTestId("risk-status")).toHaveText("Armed");

  // The governor arms at its first look (what a run's start does), then the account loses the limit.
  const armed = await page.request.post("/api/risk/check", {
    data: { userAddress: address, place: "browser" },
  });
  expect(((await armed.json()) as { data: { allowed: boolean } }).data.allowed).toBe(true);
  const start = await accountValue(page);
  await loseTheDailyLimit(page, start);

  // Start: the run meets the governor before any analysis, and the loop stops.
  await page.getByTestId("auto-trading-interval").fill("1");
  await page.getByTestId("auto-trading-start").click();
  const records = page.getByTestId("auto-trading-record");
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText("Risk breaker tripped: the account lost");
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Stopped");
  await expect(page.getByTestId("risk-status")).toHaveText("Tripped");
  await expect(page.getByTestId("risk-trip")).toContainText("daily limit of 2.00 USDC");
  await expect(page.getByTestId("risk-trips")).toContainText("browser loop");
  await expect(page.getByTestId("auto-trading-start")).toBeDisabled();
  await expect(page.getByTestId("auto-trading-risk-blocked")).toBeVisible();
  await capture(page, "risk-tripped-en.png");

  // It stays stopped: a reload finds no schedule and Start still refused; the server refuses a run too.
  await page.reload();
  const connect = page.getByTestId("connect-wallet").first();
  await expect(connect.or(card)).toBeVisible();
  if (await connect.isVisible()) await connect.click();
  await page.getByTestId("tab-dashboard").click();
  await expect(page.getByTestId("risk-status")).toHaveText("Tripped");
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Stopped");
  await expect(page.getByTestId("auto-trading-start")).toBeDisabled();
  const held = await page.request.post("/api/risk/check", {
    data: { userAddress: address, place: "browser" },
  });
  expect(((await held.json()) as { data: { allowed: boolean } }).data.allowed).toBe(false);

  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("risk-trip")).toContainText("风险熔断已触发");
  await expect(page.getByTestId("auto-trading-risk-blocked")).toContainText("请先重新启用");
  // The run's record, written in English, reads in Chinese: it kept the trip's message, not only its text.
  await expect(records.first()).toContainText("风险熔断已触发");
  await expect(records.first()).not.toContainText("Risk breaker tripped");
  await capture(page, "risk-tripped-zh.png");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "risk-tripped-zh-390.png");
  await card.screenshot({
    path: path.join(import.meta.dirname, "..", "screenshots", "risk-card-zh-390.png"),
  });
  await page.getByTestId("language-switch").click();
  await capture(page, "risk-tripped-en-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Re-arming is deliberate: a confirmation, then the loop may start again and runs past the governor.
  await page.getByTestId("risk-rearm").click();
  await expect(card).toContainText("They count afresh from the equity now");
  await page.getByTestId("risk-rearm-confirm").click();
  await expect(page.getByTestId("risk-rearmed")).toBeVisible();
  await expect(page.getByTestId("risk-status")).toHaveText("Armed");
  await expect(page.getByTestId("risk-trips")).toContainText("re-armed");
  await expect(page.getByTestId("auto-trading-start")).toBeEnabled();
  await page.getByTestId("auto-trading-start").click();
  await expect(records).toHaveCount(2, { timeout: 60_000 });
  await expect(records.first()).not.toContainText("Risk breaker tripped");
  await page.getByTestId("auto-trading-stop").click();
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Stopped");

  // Notifications: a webhook whose URL answers 404 is saved (only its host comes back) and its Test says so.
  const notify = page.getByTestId("notify-card");
  await page
    .getByTestId("notify-webhook-url")
    .fill(new URL("/api/no-such-hook?key=e2e-url-secret", page.url()).href);
  await page.getByTestId("notify-webhook-secret").fill("short");
  await page.getByTestId("notify-save").click();
  await expect(notify).toContainText("Enter at least 16 characters");
  await notify.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByTestId("notify-webhook-secret")).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByTestId("notify-save").click();
  await expect(page.getByTestId("notify-saved")).toBeVisible();
  await expect(page.getByTestId("notify-webhook-state")).toHaveText(`Posts to ${new URL(page.url()).host}`);
  await expect(page.getByTestId("notify-webhook-url")).toHaveValue("");
  const saved = await page.request.get(`/api/notifications/settings?address=${address}`);
  expect(await saved.text()).not.toContain("e2e-url-secret");
  await page.getByTestId("notify-test").click();
  await expect(page.getByTestId("notify-test-results")).toHaveText("Webhook: the webhook answered HTTP 404");
  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("notify-webhook-state")).toContainText("发送至");
  // The receiver's answer, in Chinese once the page is.
  await expect(page.getByTestId("notify-test-results")).toHaveText("Webhook：Webhook 返回了 HTTP 404");
  await notify.screenshot({
    path: path.join(import.meta.dirname, "..", "screenshots", "notify-card-zh.png"),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await notify.screenshot({
    path: path.join(import.meta.dirname, "..", "screenshots", "notify-card-zh-390.png"),
  });
  await page.getByTestId("language-switch").click();
  await notify.screenshot({
    path: path.join(import.meta.dirname, "..", "screenshots", "notify-card-en-390.png"),
  });
});
