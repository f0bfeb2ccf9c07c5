import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

/** Every figure tile of the run shows its whole value and label (none cut off with an ellipsis). */
async function expectFiguresReadable(page: Page): Promise<void> {
  const tiles = page.getByTestId("replay-run").locator("section");
  expect(await tiles.count()).toBeGreaterThan(0);
  const cut = await tiles.evaluateAll((sections) =>
    sections.flatMap((section) =>
      [...section.querySelectorAll("h2, [data-value]")]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    ),
  );
  expect(cut).toEqual([]);
}

// Its own key: the replay list is kept per wallet, so this test starts with none.
const TEST_KEY = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a";

test("replay the local analyst on past markets, read the figures and the curve, compare two runs, in Chinese", async ({
  page,
}) => {
  await skipOnboarding(page);
  await injectWallet(page, TEST_KEY);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-strategy").click();

  // Replays are read and run only for the wallet signed in with the session: signed out, the tab says so.
  const signedOut = page.getByTestId("replay-signed-out");
  await expect(signedOut).toContainText("Sign in with your wallet to see and run your replays.");
  await expect(signedOut.getByTestId("replay-sign-in")).toBeVisible();
  await expect(page.getByTestId("replay-history-signed-out")).toBeVisible();
  await capture(page, "replay-signed-out-en.png");
  await page.getByTestId("language-switch").click();
  await expect(signedOut).toContainText("请先用钱包签名登录");
  await capture(page, "replay-signed-out-zh.png");
  await page.getByTestId("language-switch").click();

  // Start signs in first (the injected wallet signs at once), then the list reads the wallet's runs.
  await page.getByLabel(/History \(days\)/).fill("3");
  await page.getByRole("button", { name: "Start replay" }).click();
  await expect(signedOut).toBeHidden();
  const run = page.getByTestId("replay-run");
  await expect(run.getByTestId("replay-figures")).toBeVisible({ timeout: 60_000 });
  await expect(run.getByTestId("replay-profitRate")).toContainText("%");
  await expect(run.getByTestId("replay-maxDrawdown")).toContainText("%");
  await expect(run.getByTestId("replay-chart").locator("canvas").first()).toBeVisible();
  // What a backtest reader looks at first: the buy-and-hold benchmark, profit factor, Sharpe, expectancy.
  await expect(run.getByTestId("replay-benchmark")).toContainText(/Buy and hold\s*[+-]?\d+\.\d{2}%/);
  for (const figure of ["profitFactor", "sharpe", "expectancy"]) {
    await expect(run.getByTestId(`replay-${figure}`), figure).toBeVisible();
  }
  // Every coin of the run, traded or not, with what holding it did.
  const perCoin = run.getByTestId("replay-per-coin");
  await expect(perCoin.locator("tbody tr").first()).toContainText(/[+-]?\d+\.\d{2}%$/);
  const exported = run.getByTestId("replay-export-csv");
  if (await exported.isVisible()) {
    const [download] = await Promise.all([page.waitForEvent("download"), exported.click()]);
    expect(download.suggestedFilename()).toMatch(/^replay-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      "\uFEFFOpened (UTC),Closed (UTC),Coin,Side,Size,Entry price,Exit price,Fees (USDC),Funding (USDC),Net P&L (USDC),Exit reason",
    );
    expect(csv.split("\r\n")[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,/);
  }
  await capture(page, "replay-en.png");

  // A second run with another risk preference, then both side by side.
  await page.locator("#risk-preference").click();
  await page.getByRole("option", { name: /Aggressive/ }).click();
  await page.getByRole("button", { name: "Start replay" }).click();
  await expect(page.getByTestId("replay-history-row")).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId("replay-history-row").first()).toContainText("Done", { timeout: 60_000 });
  for (const row of await page.getByTestId("replay-history-row").all())
    await row.getByRole("checkbox").click();
  const comparison = page.getByTestId("replay-comparison");
  await expect(comparison).toBeVisible();
  // Eleven figures: profit rate, buy and hold, win rate, profit factor, drawdown, Sharpe, Sortino, expectancy,
  // trades, fees, funding.
  await expect(comparison.locator("tbody tr")).toHaveCount(11);
  await expect(comparison.getByTestId("replay-chart").locator("canvas").first()).toBeVisible();
  await capture(page, "replay-compare-en.png");

  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("button", { name: "开始回放" })).toBeVisible();
  await expect(page.getByTestId("replay-comparison")).toContainText("收益率");
  await capture(page, "replay-zh.png");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("replay-comparison")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectFiguresReadable(page);
  await capture(page, "replay-zh-390.png");
  await page.getByTestId("language-switch").click();
  await expect(page.getByRole("button", { name: "Start replay" })).toBeVisible();
  await expectFiguresReadable(page);
  await capture(page, "replay-en-390.png");
});

// Its own key: its risk limits and replays are this wallet's only.
const GOVERNED_KEY = "0xfa21f87a7ad9062fceeb42c1b9d633942e463a60f3c6b642bcd34cff1cd99efa";

test("replay with the wallet's risk limits: the governor trips as the live loop's would, shown in both languages", async ({
  page,
}) => {
  await skipOnboarding(page);
  await injectWallet(page, GOVERNED_KEY);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();

  // Without limits the replay cannot apply them, and says where to set them.
  await page.getByTestId("tab-dashboard").click();
  const card = page.getByTestId("risk-card");
  await card.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("risk-status")).toHaveText("No limits");
  await page.getByTestId("tab-strategy").click();
  const field = page.getByTestId("replay-risk-limits");
  await expect(field).toContainText("This wallet has no risk limits");
  await expect(field.getByRole("checkbox")).toBeDisabled();

  // One losing run in a row trips the limits, then every position is closed.
  await page.getByTestId("tab-dashboard").click();
  await page.getByTestId("risk-losing-runs").fill("1");
  await page.getByText("Also close every open position when a limit trips").click();
  await page.getByTestId("risk-save").click();
  await expect(page.getByTestId("risk-status")).toHaveText("Armed");
  await page.getByTestId("tab-strategy").click();
  await expect(field).toContainText("Your limits: 1 losing run in a row, then close every position.");
  // The sidebar opens under the pointer left on its tab: move away, and tick the box from the keyboard.
  await page.mouse.move(1_000, 600);
  await field.getByRole("checkbox").focus();
  await page.keyboard.press("Space");
  await expect(field.getByRole("checkbox")).toBeChecked();
  await page.locator("#risk-preference").click();
  await page.getByRole("option", { name: /Aggressive/ }).click();
  await page.getByRole("button", { name: "Start replay" }).click();

  const run = page.getByTestId("replay-run");
  await expect(run.getByTestId("replay-figures")).toBeVisible({ timeout: 60_000 });
  const trip = run.getByTestId("replay-risk-trip");
  await expect(trip).toContainText("Risk limits tripped");
  await expect(trip).toContainText(
    /run in a row had lost \(limit 1\)\. The replay made no decision after it and closed/,
  );
  await expect(page.getByTestId("replay-history-row").first()).toContainText("with risk limits");
  await capture(page, "replay-risk-trip-en.png");

  await page.getByTestId("language-switch").click();
  await expect(trip).toContainText("风控限额已触发");
  await expect(trip).toContainText("并在当时平掉了所有仓位");
  await expect(field).toContainText("您的限额：连续亏损 1 次，触发后平掉所有仓位");
  await capture(page, "replay-risk-trip-zh.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(trip).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "replay-risk-trip-zh-390.png");
  await page.getByTestId("language-switch").click();
});
