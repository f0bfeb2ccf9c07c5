import { expect, type Page, test } from "@playwright/test";
import { CALLS_PATH, STEP_PATH } from "../../apps/server/test/support/fake-provider-server.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { useRemoteModel } from "../support/remote-model.ts";
import { capture } from "../support/screenshots.ts";

const WALLET_KEY = "0x5b2e8d1c4a7f9e3b6d0c2a5f8e1b4d7c9a2e5f8b1d4c7a0e3f6b9d2c5a8e1f4b";
// A "stepped" key: the fake provider streams the reply and stops after each complete decision until the
// test lets it on, so the order of what the page shows and what the provider has sent is certain.
const API_KEY = "sk-or-v1-test-stepped-e2e-stream-0123456789abcdef";
const fake = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;

interface FakeState {
  calls: number;
  open: number;
  waiting: number;
  cancelled: number;
}

const fakeState = async (page: Page) =>
  (await (await page.request.get(`${fake}${CALLS_PATH}?key=${API_KEY}`)).json()) as FakeState;
/** Waits until the provider has paused after a decision, then lets it write the next one. */
async function step(page: Page): Promise<void> {
  await expect.poll(async () => (await fakeState(page)).waiting).toBe(1);
  await page.request.post(`${fake}${STEP_PATH}?key=${API_KEY}`);
}

const COINS = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"];

async function startAnalysis(page: Page): Promise<void> {
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  await page.getByTestId("start-analysis").click();
}

test("decisions stream into their cards: the first card while the provider still sends, cards one by one, Execute only at the end, Cancel stopping the provider, the cost line, in English and Chinese", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await useRemoteModel(page, API_KEY);

  await startAnalysis(page);
  const live = page.getByTestId("live-analysis");
  const cards = live.getByTestId("decision-card");
  const pending = live.getByTestId("pending-card");
  const execute = page.getByTestId("execute-decisions");
  // The first card is on screen while the provider is still sending the rest of its reply.
  await expect(cards).toHaveCount(1, { timeout: 60_000 });
  await expect(cards.first()).toHaveAttribute("data-coin", "BTC");
  expect(await fakeState(page)).toMatchObject({ open: 1, waiting: 1 });
  await expect(live.getByTestId("live-overview")).toHaveText("Selective longs.");
  await expect(pending).toHaveCount(COINS.length - 1);
  await expect(pending.first()).toContainText("Waiting for the model's ETH decision");
  await expect(execute).toBeDisabled();
  await expect(live.getByTestId("live-progress")).toHaveText("1 of 6 decided");
  await capture(page, "analysis-streaming-en.png");
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "analysis-streaming-en-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Then one card per decision, in the order the model writes them.
  for (let index = 1; index < COINS.length; index++) {
    await step(page);
    await expect(cards).toHaveCount(index + 1);
    await expect(cards.nth(index)).toHaveAttribute("data-coin", COINS[index] ?? "");
    await expect(pending).toHaveCount(COINS.length - index - 1);
    await expect(execute).toBeDisabled();
  }
  // Every card is in, but the reply is not complete yet: the rules across coins have not run.
  expect(await fakeState(page)).toMatchObject({ open: 1, waiting: 1 });
  await expect(execute).toBeDisabled();
  await step(page);
  await expect(live).toHaveCount(0);
  await expect(execute).toBeEnabled();
  await expect(page.getByTestId("decision-card")).toHaveCount(COINS.length);
  expect(await fakeState(page)).toMatchObject({ calls: 1, open: 0 });
  // The cost line carries the fake's usage and OpenRouter's own reported cost.
  await expect(page.getByTestId("analysis-cost").first()).toHaveText(
    "1,200 tokens in (0 cached) · 300 out · $0.0012",
  );

  // Cancel while the provider is writing: its stream is closed, and the last result stays.
  await startAnalysis(page);
  await expect(cards).toHaveCount(1, { timeout: 60_000 });
  await page.getByTestId("cancel-analysis").click();
  await expect(live).toHaveCount(0);
  await expect.poll(async () => (await fakeState(page)).cancelled).toBe(1);
  expect((await fakeState(page)).open).toBe(0);
  await expect(page.getByTestId("decision-card")).toHaveCount(COINS.length);
  await expect(page.getByText("The analysis failed")).toHaveCount(0);
  await expect(page.getByTestId("start-analysis")).toBeEnabled();

  // In Chinese, on a phone.
  await page.getByTestId("language-switch").first().click();
  await startAnalysis(page);
  await expect(cards).toHaveCount(1, { timeout: 60_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(pending.first()).toContainText("等待中");
  await expect(live.getByTestId("live-progress")).toHaveText("已完成 1 / 6");
  await step(page);
  await expect(cards).toHaveCount(2);
  await capture(page, "analysis-streaming-zh-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
  await capture(page, "analysis-streaming-zh.png");
  for (let index = 2; index <= COINS.length; index++) await step(page);
  await expect(live).toHaveCount(0);
  await expect(execute).toBeEnabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "analysis-streamed-zh-390.png");
});
