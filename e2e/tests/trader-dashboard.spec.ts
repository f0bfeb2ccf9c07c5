import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";
import { analyseAllCoinsAndExecute } from "../support/trade.ts";

// Its own key, so its paper account holds only this spec's orders and fills.
const TRADER_KEY = "0x7a1f3e5c9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a";

/** Whether an element lies wholly inside the viewport's width (reachable without scrolling sideways). */
async function insideWidth(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

test("each tab has its own URL: reload keeps it and Back returns to the tab before", async ({ page }) => {
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("tab-strategy").click();
  await expect(page).toHaveURL(/\/strategy$/);
  await page.getByTestId("tab-learn").click();
  await expect(page).toHaveURL(/\/learn$/);
  await page.reload();
  await expect(page.getByTestId("header-title")).toHaveText("Learn Center");
  await expect(page.getByTestId("tab-learn")).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page.getByTestId("header-title")).toHaveText("Strategy Factory");
  await page.goBack();
  await expect(page.getByTestId("header-title")).toHaveText("Dashboard");
  await page.goForward();
  await expect(page).toHaveURL(/\/strategy$/);
  // A link to a tab opens it directly; an unknown path opens the dashboard.
  await page.goto("/wallet");
  await expect(page.getByTestId("header-title")).toHaveText("Wallet");
  await page.goto("/no-such-tab");
  await expect(page.getByTestId("header-title")).toHaveText("Dashboard");
});

test("after a trade and a close: open orders, fills with fees, closed trades with realised P&L, in English and Chinese, at 1440 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, TRADER_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();

  // At 390 px the sticky Start button sits wholly above the tab bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("bottom-tab-trading-dashboard").click();
  await expect(page).toHaveURL(/\/trading-dashboard$/);
  const start = await page.getByTestId("start-analysis").boundingBox();
  const bar = await page.getByRole("navigation", { name: "Tabs" }).boundingBox();
  expect(start).not.toBeNull();
  expect(bar).not.toBeNull();
  if (start && bar) expect(start.y + start.height).toBeLessThanOrEqual(bar.y);
  await page.setViewportSize({ width: 1440, height: 900 });

  await analyseAllCoinsAndExecute(page);
  // A decision card opens its coin's chart with the decision's planned lines.
  const traded = page.locator(
    '[data-testid="decision-card"][data-action="BUY"], [data-testid="decision-card"][data-action="SELL"]',
  );
  const decisionCoin = await traded.first().getAttribute("data-coin");
  await traded.first().getByTestId("open-price-chart").click();
  const chart = page.getByTestId("price-chart");
  await expect(chart).toHaveAttribute("data-coin", decisionCoin ?? "");
  await expect(chart.getByTestId("price-chart-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(chart.locator('[data-testid="price-chart-levels"] li[data-kind="entry"]')).toBeVisible();
  await expect(chart.locator('[data-testid="price-chart-levels"] li[data-kind="stop"]')).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(chart).toBeHidden();
  await page.getByTestId("tab-dashboard").click();
  // The sidebar widens over the page's left edge while the pointer rests on it.
  await page.mouse.move(900, 10);
  const rows = page.getByTestId("position-row");
  await expect(rows.first()).toBeVisible({ timeout: 35_000 });
  await expect(page.getByTestId("position-leverage").first()).toContainText(/Cross|Isolated/);
  await expect(page.getByTestId("cross-margin-note")).toBeVisible();

  const history = page.getByTestId("trade-history");
  // The executed decisions left their stops and targets resting on the exchange.
  await expect(history.getByTestId("open-order-row").first()).toBeVisible({ timeout: 35_000 });
  await expect(history.getByTestId("open-order-row").first()).toContainText(/Stop loss|Take profit/);
  await history.getByTestId("history-view-fills").click();
  await expect(history.getByTestId("fill-row").first()).toBeVisible();
  await expect(history.getByTestId("fill-row").first()).toContainText(/Open (long|short)/);
  // Funding is charged on the hour: the view shows the payments and their total, or says there are none yet.
  await history.getByTestId("history-view-funding").click();
  await expect(
    history.getByTestId("funding-totals").or(history.getByText("No funding payments yet")),
  ).toBeVisible();

  // A position's chart: candles with its entry, its resting stop and target, in a written summary too.
  const opener = rows.first().getByTestId("open-price-chart");
  const chartCoin = await rows.first().getAttribute("data-coin");
  await opener.click();
  await expect(chart).toHaveAttribute("data-coin", chartCoin ?? "");
  await expect(chart.getByTestId("price-chart-canvas")).toBeVisible({ timeout: 20_000 });
  for (const kind of ["entry", "stop", "target"]) {
    await expect(
      chart.locator(`[data-testid="price-chart-levels"] li[data-kind="${kind}"]`),
      kind,
    ).toBeVisible();
  }
  await expect(chart.getByTestId("price-chart-summary")).toContainText(
    new RegExp(
      `^${chartCoin}, \\d+ candles of 15m from .+ Lines: Entry [\\d,.]+, Stop [\\d,.]+, Target [\\d,.]+`,
    ),
  );
  // The price axis reads like the tables: thousands separators and the coin's decimals.
  await chart.getByTestId("price-chart-interval-1h").click();
  await expect(chart.getByTestId("price-chart-summary")).toContainText("candles of 1H");
  await capture(page, "price-chart-en.png", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(chart).toBeHidden();
  await expect(opener).toBeFocused();

  // Close one position: the notice tells its realised P&L, and the closed trades list it.
  const coin = await rows.first().getAttribute("data-coin");
  const close = rows.first().getByTestId("close-position");
  await close.click();
  await expect(page.getByTestId("close-position-dialog")).toBeVisible();
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("close-position-dialog")).toBeHidden();
  await expect(close).toBeFocused();
  await close.click();
  await page.getByTestId("confirm-close").click();
  await expect(page.getByTestId("position-closed-notice")).toContainText(
    new RegExp(`${coin} position closed: realised [+-]?[\\d,.]+ USDC after [\\d,.]+ USDC fees`),
    { timeout: 35_000 },
  );
  await history.getByTestId("history-view-closed").click();
  await expect(history.locator(`[data-testid="closed-trade-row"][data-coin="${coin}"]`)).toBeVisible();
  await expect(history.getByTestId("closed-totals")).toContainText(/over 1 close$/);
  await capture(page, "trader-dashboard-en.png");

  await page.getByTestId("language-switch").click();
  await expect(history).toContainText("已平仓交易");
  await expect(history.getByTestId("closed-trade-row").first()).toContainText(/平多|平空/);
  await capture(page, "trader-dashboard-zh.png");

  // The analysis stays in the language it was written in, and says so.
  await page.getByTestId("tab-trading-dashboard").click();
  await expect(page.getByTestId("analysis-language")).toContainText("以英文撰写");

  // The wallet tab shows the trading account's USDC, not only the wallet's ETH.
  await page.getByTestId("tab-wallet").click();
  await expect(page.getByTestId("trading-account")).toContainText("交易账户");
  await expect(page.getByTestId("trading-account-value")).toContainText(/^[\d,]+\.\d{2} USDC$/);
  await expect(page.getByTestId("trading-account-positions")).not.toHaveText("0");
  await page.getByTestId("tab-dashboard").click();

  // On a phone the positions table keeps P&L, liquidation and Close on screen without a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await rows.first().scrollIntoViewIfNeeded();
  for (const id of ["close-position", "position-liquidation"]) {
    expect(await insideWidth(page, id), id).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "trader-dashboard-zh-390.png");

  // The chart on a phone, in Chinese: it fits the screen and its summary is written in Chinese.
  await rows.first().getByTestId("open-price-chart").click();
  await expect(chart.getByTestId("price-chart-canvas")).toBeVisible({ timeout: 20_000 });
  await expect(chart.getByTestId("price-chart-summary")).toContainText(/根.+K线.*价格线：入场/);
  const dialog = await chart.boundingBox();
  expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= 390).toBe(true);
  await capture(page, "price-chart-zh-390.png", { fullPage: false });
  await page.keyboard.press("Escape");
});

/** The serious and critical axe violations (WCAG 2.1 A and AA) of what the page shows, one line each. */
async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
      return `${where}: ${violation.id} (${violation.nodes.length}) ${targets.join(" | ")}`;
    });
}

test("no serious or critical accessibility violation (axe) on any tab or the price chart, in English and Chinese", async ({
  page,
}) => {
  // Sixteen axe scans of whole tabs: a loaded machine needs minutes.
  test.setTimeout(480_000);
  await injectWallet(page, TRADER_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await expect(page.getByTestId("wallet-address")).toBeVisible();
  // The trade test before this one left positions open: their rows, Close buttons and chart are scanned too.
  await expect(page.getByTestId("position-row").first()).toBeVisible({ timeout: 35_000 });
  const found: string[] = [];
  for (const language of ["en", "zh"] as const) {
    if (language === "zh") await page.getByTestId("language-switch").click();
    for (const tab of [
      "dashboard",
      "trading-dashboard",
      "ai-setup",
      "strategy",
      "learn",
      "community",
      "wallet",
    ]) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.mouse.move(900, 10);
      await expect(page.getByTestId(`tab-${tab}`)).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/^(Loading…|加载中…)$/)).toHaveCount(0);
      found.push(...(await seriousViolations(page, `${language} ${tab}`)));
    }
    await page.getByTestId("tab-dashboard").click();
    await page.mouse.move(900, 10);
    await page.getByTestId("position-row").first().getByTestId("open-price-chart").click();
    await expect(page.getByTestId("price-chart-canvas")).toBeVisible({ timeout: 20_000 });
    found.push(...(await seriousViolations(page, `${language} price chart`, '[role="dialog"]')));
    await page.keyboard.press("Escape");
  }
  expect(found).toEqual([]);
});
