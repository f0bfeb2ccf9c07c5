import { expect, type Page, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { useRemoteModel } from "../support/remote-model.ts";
import { capture } from "../support/screenshots.ts";

// The fake provider (support/fake-provider.ts) picks its answer from "test-<scenario>-" in the key.
const OVERSIZED_KEY = "sk-or-v1-test-oversized-e2e-errors-0123456789abcdef";

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

  // The run's analysis comes from the fake provider, whatever the market: it buys BTC (the first of the default
  // coins) at the top leverage with a size far beyond this paper account. The guardrails cut it to the free
  // cash, and the order passes the app's checks; its notional then lies past BTC's first margin tier, so the
  // exchange refuses it at any price. (The local analyst opens what the market of the hour suggests, which the
  // exchange sometimes accepts.)
  await useRemoteModel(page, OVERSIZED_KEY);

  await page.getByTestId("tab-dashboard").click();

  // The run's order reaches the exchange, which refuses it: the record says why, per coin.
  await page.getByTestId("auto-trading-interval").fill("1");
  await page.getByTestId("auto-trading-start").click();
  const record = page.getByTestId("auto-trading-record").first();
  await expect(record).toHaveAttribute("data-status", "failed", { timeout: 60_000 });
  await page.getByTestId("auto-trading-stop").click();
  const reason = record.getByTestId("auto-trading-record-error");
  // The tier limit's refusal, as the catalogue words it, for the coin it concerns.
  await expect(reason).toContainText(
    "BTC: The position would exceed the margin tier's limit at this leverage",
  );
  await record.scrollIntoViewIfNeeded();
  await captureBoth(page, "error-run-record", "en");

  // Read in Chinese, the same record words the exchange's refusals in Chinese.
  await page.getByTestId("language-switch").first().click();
  await expect(reason).toContainText("按当前杠杆，持仓会超出保证金档位上限");
  // Nothing of the exchange's English or the catalogue's: coins and numbers only.
  expect(((await reason.textContent()) ?? "").replace(/\b[A-Z0-9]{2,}\b/g, "")).not.toMatch(/[A-Za-z]{3,}/);
  await captureBoth(page, "error-run-record", "zh");
});
