import { expect, type Locator, type Page } from "@playwright/test";
import { openingCards } from "./trade.ts";

/**
 * In AI Trading, after an analysis: chooses `policy` (an option's English name, e.g. "Trails 1%") as the exit
 * policy of the first card that opens a position; answers that card and its coin.
 */
export async function chooseCardExitPolicy(
  page: Page,
  policy: string,
): Promise<{ card: Locator; coin: string }> {
  const card = openingCards(page).first();
  const coin = (await card.getAttribute("data-coin")) ?? "";
  await card.getByTestId("card-exit-policy").click();
  await page.getByRole("option", { name: policy }).click();
  await expect(card.getByTestId("card-exit-policy")).toHaveText(policy);
  return { card, coin };
}

/**
 * On an opening decision card: moves its stop loss `percent` % away from the planned entry (below for a BUY,
 * above for a SELL). A trail tighter than that moves the stop at the manager's first pass, whatever the market
 * does meanwhile; the analyst's own stop may lie as close as the trail, and then it moves only after a rise.
 * Answers the stop as typed.
 */
export async function widenCardStop(card: Locator, percent: number): Promise<number> {
  const entryText = await card
    .locator("dt", { hasText: "Planned entry" })
    .locator("xpath=following-sibling::dd")
    .textContent();
  const entry = Number((entryText ?? "").replace(/[^\d.]/g, ""));
  expect(entry).toBeGreaterThan(0);
  const sign = (await card.getAttribute("data-action")) === "BUY" ? -1 : 1;
  const stop = Number((entry * (1 + (sign * percent) / 100)).toPrecision(4));
  const input = card.locator('input[id$="-stop_loss"]');
  await input.fill(String(stop));
  await expect(input).toHaveValue(String(stop));
  await expect(card.getByRole("alert")).toHaveCount(0);
  return stop;
}

/** A price as the positions table shows it ("95,060.00"), as a number. */
export async function shownPrice(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? "").replace(/,/g, ""));
}
