import { expect, test } from "@playwright/test";
import { chooseCardExitPolicy, shownPrice, widenCardStop } from "../support/exits.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { useRemoteModel } from "../support/remote-model.ts";
import { capture } from "../support/screenshots.ts";
import { analyseAllCoins, executeDecisions, openingCards } from "../support/trade.ts";

// Its own keys, so its paper accounts start fresh and apart from the other specs'.
const TEST_KEY = "0x5e1d3c7b9a2f4e6d8c0b1a3f5e7d9c2b4a6f8e0d1c3b5a7f9e2d4c6b8a0f1e3d";
const PROPOSAL_KEY = "0x6a2e4c8b0d1f3e5a7c9b2d4f6e8a0c1b3d5f7e9a2c4b6d8f0e1a3c5b7d9f2e4a";
// The fake provider's `exits` scenario: BTC bought with a trailing 1.5 % proposed, ETH with a nonsensical 45 %.
const EXITS_API_KEY = "sk-or-v1-test-exits-e2e-card-0123456789abcdef01";

test("an exit policy the model proposes is prefilled on its card and marked AI, a nonsensical one is dropped with a note; the user may change it, and the order goes with the choice, English and Chinese", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await injectWallet(page, PROPOSAL_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await useRemoteModel(page, EXITS_API_KEY);
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  await page.getByTestId("start-analysis").click();

  const btc = page.locator('[data-testid="decision-card"][data-coin="BTC"]');
  const eth = page.locator('[data-testid="decision-card"][data-coin="ETH"]');
  await expect(page.getByTestId("execute-decisions")).toBeEnabled({ timeout: 60_000 });
  await expect(btc.getByTestId("card-exit-policy")).toHaveText("Trails 1.5% · AI");
  // The 45 % trail is outside the guardrails: the card says why and stays fixed.
  await expect(eth).toContainText("Proposed exit policy ignored (its percentage must be 0.2-30)");
  await expect(eth.getByTestId("card-exit-policy")).toHaveText("Fixed");

  // The user may choose another policy, and come back to the proposal.
  await btc.getByTestId("card-exit-policy").click();
  await expect(page.getByRole("option", { name: "Trails 1.5% · AI" })).toBeVisible();
  await page.getByRole("option", { name: "Trails 2%" }).click();
  await expect(btc.getByTestId("card-exit-policy")).toHaveText("Trails 2%");
  await btc.getByTestId("card-exit-policy").click();
  await page.getByRole("option", { name: "Trails 1.5% · AI" }).click();
  await expect(btc.getByTestId("card-exit-policy")).toHaveText("Trails 1.5% · AI");
  await btc.scrollIntoViewIfNeeded();
  await capture(page, "exit-proposed-en.png");

  await page.getByTestId("language-switch").click();
  await expect(btc.getByTestId("card-exit-policy")).toHaveText("追踪 1.5% · AI 建议");
  await capture(page, "exit-proposed-zh.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await btc.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "exit-proposed-zh-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId("language-switch").click();

  // Executed as left: the proposal goes with BTC's order exactly as a chosen policy would.
  await executeDecisions(page);
  await expect(page.getByTestId("execution-results").getByTestId("exit-outcome").first()).toHaveText(
    "Exit policy set",
  );
  await page.getByTestId("tab-dashboard").click();
  const row = page.locator('[data-testid="position-row"][data-coin="BTC"]');
  await expect(row.getByTestId("position-stop").getByTestId("stop-policy")).toHaveText("Trails 1.5%", {
    timeout: 35_000,
  });
  await expect(
    page.locator('[data-testid="position-row"][data-coin="ETH"]').getByTestId("stop-policy"),
  ).toHaveCount(0);
});

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
  const { coin: cardCoin } = await chooseCardExitPolicy(page, "Trails 1%");
  // Another opening card's position gets its policy on the positions table, its stop 2 % from the entry: a
  // 0.5 % trail then moves it at the exit manager's first pass. With the analyst's own stop (as close as 0.5 %
  // in a calm market) a move waited for a rise, and the market, moving on, sometimes hit the stop first.
  const other = openingCards(page).nth(1);
  const coin = (await other.getAttribute("data-coin")) ?? "";
  const wide = await widenCardStop(other, 2);
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
  // The other position the analyst opened with a stop: the column shows its trigger on the exchange.
  const row = page.locator(`[data-testid="position-row"][data-coin="${coin}"]`);
  const stop = row.getByTestId("position-stop").getByTestId("stop-price");
  const placed = await stop.textContent();
  // Where the card put it (the table rounds to the cent or four figures).
  expect(Math.abs((await shownPrice(stop)) - wide)).toBeLessThanOrEqual(wide * 0.001);
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

  // The server's exit manager moves the stop to 0.5 % from the best price, well inside the 2 % one. The server's
  // clock stays: moved on by minutes, the market could reach a 0.5 % stop before the checks below.
  await expect
    .poll(async () => Math.abs((await shownPrice(stop)) - wide) > wide * 0.005, {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(true);
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
  // On a phone the stop, its policy and the button sit under the coin, and Close stays in view. The card's
  // position (1 %) is looked at: the market keeps moving with the server's clock, and the 0.5 % trail's stop may
  // be hit by now, closing that position.
  await expect(carded.getByTestId("stop-policy").first()).toBeVisible();
  await expect(carded.getByTestId("edit-exit-policy").first()).toBeVisible();
  const close = await carded.getByTestId("close-position").boundingBox();
  expect((close?.x ?? 999) + (close?.width ?? 0)).toBeLessThanOrEqual(390);
  await capture(page, "exit-policies-zh-390.png");
});
