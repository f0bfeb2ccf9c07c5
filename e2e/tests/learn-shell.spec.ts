import { expect, test } from "@playwright/test";

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
