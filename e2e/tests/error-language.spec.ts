import { expect, type Page, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";
import { chooseAllCoins } from "../support/trade.ts";

/** Shots in both languages at the two widths the app is checked at. */
async function captureBoth(page: Page, name: string, language: "en" | "zh"): Promise<void> {
  await capture(page, `${name}-${language}.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, `${name}-${language}-390.png`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("errors in the reader's language: a request the server refuses as invalid, the exchange's refusals of an auto-trading run's orders in its record; English and Chinese, 1440 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, generatePrivateKey());
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();

  // A validation error: a prompt pasted with a NUL character cannot be stored, and the answer says which field.
  await page.getByTestId("tab-trading-dashboard").click();
  await page.locator("#trading-prompt").fill("Trade the trend.\u0000");
  await page.getByTestId("start-analysis").click();
  const failed = page.getByRole("alert").filter({ hasText: "Analysis failed" });
  await expect(failed).toContainText(
    "Invalid request: body.customPrompt: text with a NUL character or a lone surrogate cannot be stored",
  );
  await captureBoth(page, "error-validation", "en");
  await page.getByTestId("language-switch").first().click();
  await expect(page.getByRole("alert").filter({ hasText: "请求参数无效" })).toContainText(
    "请求参数无效: body.customPrompt：含有 NUL 字符或孤立代理字符的文本无法保存",
  );
  await captureBoth(page, "error-validation", "zh");
  await page.getByTestId("language-switch").first().click();
  await page.locator("#trading-prompt").fill("Trade the trend.");

  // Every coin chosen, the local analyst opens positions; sized for a trade amount far beyond this paper
  // account, the run's orders pass the app's checks and the exchange refuses them.
  await page.locator("#trade-amount").fill("1000000");
  await chooseAllCoins(page);

  await page.getByTestId("tab-dashboard").click();

  // The run's orders reach the exchange, which refuses them: the record says why, per coin.
  await page.getByTestId("auto-trading-interval").fill("1");
  await page.getByTestId("auto-trading-start").click();
  const record = page.getByTestId("auto-trading-record").first();
  await expect(record).toHaveAttribute("data-status", "failed", { timeout: 60_000 });
  await page.getByTestId("auto-trading-stop").click();
  const reason = record.getByTestId("auto-trading-record-error");
  // The margin refusal, or the tier limit's, as the catalogue words them.
  await expect(reason).toContainText(
    /Not enough free margin for this order\.|exceed the margin tier's limit/,
  );
  await record.scrollIntoViewIfNeeded();
  await captureBoth(page, "error-run-record", "en");

  // Read in Chinese, the same record words the exchange's refusals in Chinese.
  await page.getByTestId("language-switch").first().click();
  await expect(reason).toContainText(/可用保证金不足，无法下此订单。|超出保证金档位上限/);
  // Nothing of the exchange's English or the catalogue's: coins and numbers only.
  expect(((await reason.textContent()) ?? "").replace(/\b[A-Z0-9]{2,}\b/g, "")).not.toMatch(/[A-Za-z]{3,}/);
  await captureBoth(page, "error-run-record", "zh");
});
