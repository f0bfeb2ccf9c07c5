import { expect, type Locator, type Page, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";
import { analyseAllCoins, openingCards } from "../support/trade.ts";

const HAN = /[\u4e00-\u9fff]/;

/** Analyses all 25 coins (the local analyst then always opens positions) and returns the BUY and SELL cards. */
async function analyseForOpenings(page: Page): Promise<Locator> {
  await analyseAllCoins(page);
  const opens = openingCards(page);
  await expect.poll(() => opens.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  // The cards' checks wait for the markets.
  await expect(page.getByTestId("orders-ready")).toBeVisible();
  return opens;
}

async function readyCount(page: Page): Promise<number> {
  return Number(await page.getByTestId("orders-ready").getAttribute("data-ready"));
}

test("order ticket: edits checked as typed, the risk of every order before confirming, an over-size order flagged alone, executed once; Chinese and 390 px", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const signatures: string[] = [];
  const address = await injectWallet(page, generatePrivateKey(), {
    onSign: (method) => {
      signatures.push(method);
      return undefined;
    },
  });
  const executions: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/signing/execute-with-agent") executions.push(request.url());
  });
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await expect(page.getByTestId("wallet-address").first()).toContainText(address.slice(0, 6));

  const opens = await analyseForOpenings(page);
  const total = await readyCount(page);
  const first = opens.nth(0);
  const second = opens.nth(1);
  const firstCoin = (await first.getAttribute("data-coin")) ?? "";
  const secondCoin = (await second.getAttribute("data-coin")) ?? "";

  // A stop on the wrong side of the entry shows at once, and the card leaves the ready orders.
  const long = (await first.getAttribute("data-action")) === "BUY";
  await first.locator('input[id$="-stop_loss"]').fill(long ? "999999999" : "0.000001");
  await expect(first.getByRole("alert")).toContainText(`wrong side of the entry`);
  await expect.poll(() => readyCount(page)).toBe(total - 1);
  await first.getByRole("button", { name: "Reset edits" }).click();
  // A quantity of 0 is refused inline too.
  await first.locator('input[id$="-quantity"]').fill("0");
  await expect(first.getByRole("alert")).toHaveText("Enter a quantity above 0");
  await first.getByRole("button", { name: "Reset edits" }).click();
  // Risk/reward follows the target as it is typed.
  const ratio = first.getByTestId("card-risk-reward");
  const before = await ratio.textContent();
  await first.locator('input[id$="-take_profit"]').fill("");
  await expect(ratio).toHaveText("—");
  await first.getByRole("button", { name: "Reset edits" }).click();
  await expect(ratio).toHaveText(before ?? "");
  await expect(first.getByTestId("card-loss-at-stop")).toContainText("of equity");

  // An order far beyond the free margin is flagged on its card before anything is sent; the others stay ready.
  await second.locator('input[id$="-quantity"]').fill("9999999");
  await expect(second.getByRole("alert")).toContainText(/USDC of margin, but only .* USDC is free/);
  await expect.poll(() => readyCount(page)).toBe(total - 1);
  await capture(page, "ticket-cards-en.png");

  // The confirmation lists every order with its risk figures; the over-size one is marked as not sent.
  await page.getByTestId("execute-decisions").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("risk-summary")).toBeVisible();
  const orders = await page.locator('[data-testid="decision-card"]:not([data-action="HOLD"])').count();
  await expect(dialog.getByTestId("risk-row")).toHaveCount(orders);
  const refused = dialog.locator(`[data-testid="risk-row"][data-coin="${secondCoin}"]`);
  await expect(refused).toHaveAttribute("data-state", "refused");
  const sent = dialog.locator(`[data-testid="risk-row"][data-coin="${firstCoin}"]`);
  await expect(sent).toHaveAttribute("data-state", "send");
  for (const label of [
    "Notional",
    "Margin",
    "Leverage",
    "Est. fill",
    "Liq. price",
    "Stop",
    "Loss at stop",
    "Fee",
  ])
    await expect(sent.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("risk-totals")).toBeVisible();
  // The decisions' age and price move are shown; past the limits (a slow machine) with the re-analyse shortcut.
  const freshness = dialog.getByTestId("decision-freshness");
  if ((await freshness.getAttribute("data-stale")) === "true")
    await expect(dialog.getByTestId("reanalyse")).toBeVisible();
  else await expect(freshness).toContainText(/Analysed \d+ (s|min) ago/);
  // Server mode, not signed in yet: the copy says exactly that one sign-in signature will be asked.
  await expect(dialog.getByTestId("execute-signer")).toContainText("ask once for a sign-in signature");
  await expect(dialog.getByTestId("confirm-execute")).toHaveText(
    total - 1 === 1 ? "Execute 1 order" : `Execute ${total - 1} orders`,
  );
  await capture(page, "ticket-confirm-en.png", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "ticket-confirm-en-390.png", { fullPage: false });
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByTestId("confirm-execute").click();
  const results = page.getByTestId("execution-results");
  await expect(results).toBeVisible({ timeout: 60_000 });
  expect(Number(await results.getAttribute("data-success-count"))).toBeGreaterThanOrEqual(1);
  // The over-size order was never sent: no result for its coin.
  await expect(results.locator("li", { hasText: secondCoin })).toHaveCount(0);
  expect(signatures).toEqual(["personal_sign"]);
  expect(executions).toHaveLength(1);
  await expect(first).toHaveAttribute("data-executed", "true");
  await expect(page.getByTestId("executed-at")).toBeVisible();

  // Execute again from the same analysis: the executed orders are held back unless chosen explicitly.
  await page.getByTestId("execute-decisions").click();
  await expect(dialog.getByText(/Already executed at/)).toBeVisible();
  await expect(sent).toHaveAttribute("data-state", "repeat");
  await expect(dialog.getByTestId("execute-signer")).toContainText("No wallet signature");
  // Only orders that did not go through (none, or ones the exchange refused) are offered without the choice.
  const left = await readyCount(page);
  if (left === 0) {
    await expect(dialog.getByTestId("confirm-execute")).toHaveText("Nothing to send");
    await expect(dialog.getByTestId("confirm-execute")).toBeDisabled();
  } else {
    await expect(dialog.getByTestId("confirm-execute")).toHaveText(new RegExp(`^Execute ${left} orders?$`));
  }
  await dialog.getByRole("checkbox").click();
  await expect(sent).toHaveAttribute("data-state", "send");
  await expect(dialog.getByTestId("confirm-execute")).toBeEnabled();
  await capture(page, "ticket-again-en.png", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(executions).toHaveLength(1);

  // Chinese: the flagged order and the confirmation read with no English words.
  await page.getByTestId("language-switch").first().click();
  await expect(second.getByRole("alert")).toHaveText(HAN);
  const noEnglish = (text: string | null) =>
    expect((text ?? "").replaceAll("USDC", "")).not.toMatch(/[A-Za-z]{3,}/);
  noEnglish(await second.getByRole("alert").textContent());
  await capture(page, "ticket-cards-zh.png");
  await page.getByTestId("execute-decisions").click();
  await expect(dialog.getByText(/已于 .* 执行/)).toBeVisible();
  const reason = refused.getByTestId("risk-refusal");
  await expect(reason).toHaveText(HAN);
  noEnglish(await reason.textContent());
  await capture(page, "ticket-confirm-zh.png", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "ticket-confirm-zh-390.png", { fullPage: false });
  await dialog.getByRole("button", { name: "取消" }).click();
  expect(executions).toHaveLength(1);
});
