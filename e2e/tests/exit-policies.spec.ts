import { expect, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";
import { advanceServerClockTo, serverClockNow } from "../support/server-clock.ts";
import { analyseAllCoins, executeDecisions } from "../support/trade.ts";

// Its own key, so its paper account starts fresh and apart from the other specs'.
const TEST_KEY = "0x5e1d3c7b9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d";

test("a trailing stop chosen on a decision card and one set on a position move on the exchange; the positions table shows them, English and Chinese, 1440 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, TEST_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await analyseAllCoins(page);
  // A card that opens a position: its exit policy goes with the order.
  const card = page
    .locator(
      '[data-testid="decision-card"][data-action="BUY"], [data-testid="decision-card"][data-action="SELL"]',
    )
    .first();
  const cardCoin = (await card.getAttribute("data-coin")) ?? "";
  await card.getByTestId("card-exit-policy").click();
  await page.getByRole("option", { name: "Trails 1%" }).click();
  await expect(card.getByTestId("card-exit-policy")).toHaveText("Trails 1%");
  await executeDecisions(page);
  const results = page.getByTestId("execution-results");
  await expect(results.getByTestId("exit-outcome")).toHaveText("Exit policy set");
  await capture(page, "exit-card-en.png");

  await page.getByTestId("tab-dashboard").click();
  const rows = page.getByTestId("position-row");
  await expect(rows.first()).toBeVisible({ timeout: 35_000 });
  const carded = page.locator(`[data-testid="position-row"][data-coin="${cardCoin}"]`);
  await expect(carded.getByTestId("position-stop").getByTestId("stop-policy")).toHaveText("Trails 1%", {
    timeout: 30_000,
  });
  // Another position the analyst opened with a stop: the column shows its trigger on the exchange.
  const coin =
    (await rows
      .filter({ has: page.getByTestId("position-stop").getByTestId("stop-price") })
      .filter({ hasNot: page.getByTestId("position-stop").getByTestId("stop-policy") })
      .first()
      .getAttribute("data-coin")) ?? "";
  const row = page.locator(`[data-testid="position-row"][data-coin="${coin}"]`);
  const stop = row.getByTestId("position-stop").getByTestId("stop-price");
  const placed = await stop.textContent();
  await expect(row.getByTestId("stop-policy")).toHaveCount(0);

  await row.getByTestId("position-stop").getByTestId("edit-exit-policy").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(coin);
  await expect(page.getByTestId("exit-dialog-stop")).toHaveText(placed ?? "");
  await page.getByTestId("exit-policy-trailing").click();
  const distance = page.getByTestId("exit-policy-trailing-value");
  await distance.fill("50");
  await expect(dialog).toContainText("Enter a number from 0.2 to 30");
  await expect(page.getByTestId("save-exit-policy")).toBeDisabled();
  await distance.fill("0.5");
  await page.getByTestId("save-exit-policy").click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(row.getByTestId("stop-policy").first()).toHaveText("Trails 0.5%");

  // The server's exit manager moves the stop up to 0.5 % under the best price; the market moves with its clock.
  await expect
    .poll(
      async () => {
        await advanceServerClockTo((await serverClockNow()) + 60_000);
        return stop.textContent();
      },
      { timeout: 90_000, intervals: [3_000] },
    )
    .not.toBe(placed);
  await capture(page, "exit-policies-en.png");

  await row.getByTestId("position-stop").getByTestId("edit-exit-policy").click();
  await expect(page.getByTestId("exit-event").first()).toContainText("Stop moved");
  await expect(page.getByTestId("exit-policy-trailing")).toHaveAttribute("data-state", "on");
  await capture(page, "exit-policy-dialog-en.png", { fullPage: false });
  await page.keyboard.press("Escape");

  await page.getByTestId("language-switch").click();
  await expect(row.getByTestId("stop-policy").first()).toHaveText("追踪 0.5%");
  await capture(page, "exit-policies-zh.png");
  await row.getByTestId("position-stop").getByTestId("edit-exit-policy").click();
  await expect(page.getByTestId("exit-event").first()).toContainText("止损已移动");
  await capture(page, "exit-policy-dialog-zh.png", { fullPage: false });
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // On a phone the stop, its policy and the button sit under the coin, and Close stays in view.
  await expect(row.getByTestId("stop-policy").first()).toBeVisible();
  await expect(row.getByTestId("edit-exit-policy").first()).toBeVisible();
  const close = await row.getByTestId("close-position").boundingBox();
  expect((close?.x ?? 999) + (close?.width ?? 0)).toBeLessThanOrEqual(390);
  await capture(page, "exit-policies-zh-390.png");
});
