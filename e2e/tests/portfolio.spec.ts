import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";

const screenshots = path.join(import.meta.dirname, "..", "screenshots");
mkdirSync(screenshots, { recursive: true });

async function capture(page: Page, name: string): Promise<void> {
  await page.mouse.move(900, 10);
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(screenshots, name), fullPage: true });
}

// Its own key, so its paper account starts fresh and apart from the other specs'.
const TEST_KEY = "0x3c9229289a6125f7fdf1885a77bb12c37a8d3b4962d936f7e3084dece32a3ca1";

/** Analyses with all 25 coins (the local analyst then always trades) and executes. */
async function trade(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  // The sidebar widens over the panel's left column while the pointer rests on it.
  await page.mouse.move(900, 10);
  const coins = page
    .locator("fieldset")
    .filter({ has: page.getByRole("button", { name: /More coins|Fewer coins/ }) });
  await coins.getByRole("button", { name: /More coins/ }).click();
  // A pressed chip leaves the match, so take the first unpressed one until none is left.
  const unpressed = coins.locator('button[aria-pressed="false"]');
  while ((await unpressed.count()) > 0) await unpressed.first().click();
  await page.getByTestId("start-analysis").click();
  await expect.poll(() => page.getByTestId("decision-card").count(), { timeout: 30_000 }).toBeGreaterThan(6);
  await page.getByTestId("execute-decisions").click();
  await page.getByTestId("confirm-execute").click();
  await expect(page.getByTestId("execution-results")).toBeVisible({ timeout: 30_000 });
}

test("trade → equity chart and its toggles → recent analyses → close a position through the dialog → Chinese", async ({
  page,
}) => {
  await injectWallet(page, TEST_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await trade(page);

  await page.getByTestId("tab-dashboard").click();
  const rows = page.getByTestId("position-row");
  await expect(rows.first()).toBeVisible({ timeout: 35_000 });

  const chart = page.getByTestId("equity-chart");
  await expect(chart.locator("canvas").first()).toBeVisible({ timeout: 35_000 });
  for (const toggle of ["chart-unit-percent", "chart-unit-usdc"]) {
    await page.getByTestId(toggle).click();
    await expect(page.getByTestId(toggle)).toHaveAttribute("data-state", "on");
  }
  for (const timeframe of ["7D", "30D", "ALL", "24H"]) {
    await page.getByTestId(`chart-timeframe-${timeframe}`).click();
    await expect(page.getByTestId(`chart-timeframe-${timeframe}`)).toHaveAttribute("data-state", "on");
    await expect(chart.locator("canvas").first()).toBeVisible();
  }

  const analyses = page.getByTestId("recent-analysis");
  await expect(analyses.first()).toBeVisible();
  expect(await analyses.count()).toBeLessThanOrEqual(3);
  await capture(page, "portfolio-en.png");

  const before = await rows.count();
  const coin = await rows.first().getAttribute("data-coin");
  await rows.first().getByTestId("close-position").click();
  await expect(page.getByTestId("close-position-dialog")).toContainText(coin ?? "");
  await page.getByTestId("confirm-close").click();
  await expect(page.getByTestId("close-position-dialog")).toBeHidden({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="position-row"][data-coin="${coin}"]`)).toHaveCount(0, {
    timeout: 35_000,
  });
  expect(await rows.count()).toBe(before - 1);

  await analyses.first().click();
  await expect(page.getByTestId("decision-card").first()).toBeVisible();
  await page.getByTestId("tab-dashboard").click();

  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("equity-chart")).toContainText(/[\u4e00-\u9fff]/);
  await expect(page.getByTestId("recent-analyses")).toContainText(/[\u4e00-\u9fff]/);
  await capture(page, "portfolio-zh.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "portfolio-zh-390.png");
});
