import { expect, type Locator, type Page } from "@playwright/test";

/** In AI Trading: analyses all 25 coins (the local analyst then always trades) and executes the decisions. */
export async function analyseAllCoinsAndExecute(page: Page): Promise<void> {
  await analyseAllCoins(page);
  await executeDecisions(page);
}

/** In AI Trading: analyses all 25 coins; the local analyst then always opens some positions. */
export async function analyseAllCoins(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  // The sidebar widens over the panel's left column while the pointer rests on it.
  await page.mouse.move(900, 10);
  await chooseAllCoins(page);
  await page.getByTestId("start-analysis").click();
  await expect.poll(() => page.getByTestId("decision-card").count(), { timeout: 30_000 }).toBeGreaterThan(6);
}

/** In AI Trading (open): presses every coin of the coin chooser (all 25), for analyses and auto-trading runs. */
export async function chooseAllCoins(page: Page): Promise<void> {
  const coins = page
    .locator("fieldset")
    .filter({ has: page.getByRole("button", { name: /More coins|Fewer coins/ }) });
  await coins.getByRole("button", { name: /More coins/ }).click();
  // A pressed chip leaves the match, so take the first unpressed one until none is left.
  const unpressed = coins.locator('button[aria-pressed="false"]');
  while ((await unpressed.count()) > 0) await unpressed.first().click();
}

/** The decision cards that open a position (BUY or SELL). */
export function openingCards(page: Page): Locator {
  return page.locator('[data-testid="decision-card"]:is([data-action="BUY"],[data-action="SELL"])');
}

/** Executes the shown decisions and waits for their results. */
export async function executeDecisions(page: Page): Promise<void> {
  await page.getByTestId("execute-decisions").click();
  await page.getByTestId("confirm-execute").click();
  await expect(page.getByTestId("execution-results")).toBeVisible({ timeout: 30_000 });
}
