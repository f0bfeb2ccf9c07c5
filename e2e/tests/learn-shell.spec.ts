import { expect, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { analyseAllCoinsAndExecute } from "../support/trade.ts";

const TABS = [
  "dashboard",
  "trading-dashboard",
  "ai-setup",
  "strategy",
  "learn",
  "community",
  "wallet",
] as const;

test("every tab fits a 390 × 844 phone without horizontal page scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    if (localStorage.getItem("app_settings") === null) {
      localStorage.setItem("app_settings", JSON.stringify({ state: { showOnboarding: false }, version: 1 }));
    }
  });
  await page.goto("/");
  for (const tab of TABS) {
    await page.getByTestId(`bottom-tab-${tab}`).click();
    await expect(page.getByTestId(`bottom-tab-${tab}`)).toHaveAttribute("aria-current", "page");
    await page.waitForTimeout(400);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, tab).toBeLessThanOrEqual(390);
  }
});

// Its own key, so its paper account holds only this spec's positions.
const PHONE_KEY = "0x5b0c2f1d9e8a7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a29181716151413121110ff";

test("with a connected wallet and open positions, every tab still fits 390 px, in English and Chinese", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await injectWallet(page, PHONE_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await expect(page.getByTestId("wallet-address")).toBeVisible();

  await analyseAllCoinsAndExecute(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("bottom-tab-dashboard").click();
  await expect(page.getByTestId("position-row").first()).toBeVisible({ timeout: 35_000 });
  for (const language of ["en", "zh"] as const) {
    if (language === "zh") await page.getByTestId("language-switch").click();
    await expect(page.locator("html")).toHaveAttribute("lang", language === "zh" ? "zh-CN" : "en");
    for (const tab of TABS) {
      await page.getByTestId(`bottom-tab-${tab}`).click();
      await expect(page.getByTestId(`bottom-tab-${tab}`)).toHaveAttribute("aria-current", "page");
      await page.waitForTimeout(600);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${tab} (${language}, connected)`).toBeLessThanOrEqual(390);
      await page.screenshot({ path: test.info().outputPath(`390-${language}-${tab}.png`), fullPage: true });
    }
  }
});
