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

/** In the positions table: a position opened with a stop that has no exit policy yet, and its coin. */
export async function positionWithPlainStop(page: Page): Promise<{ row: Locator; coin: string }> {
  const stop = page.getByTestId("position-stop");
  const coin =
    (await page
      .getByTestId("position-row")
      .filter({ has: stop.getByTestId("stop-price") })
      .filter({ hasNot: stop.getByTestId("stop-policy") })
      .first()
      .getAttribute("data-coin")) ?? "";
  return { row: page.locator(`[data-testid="position-row"][data-coin="${coin}"]`), coin };
}
