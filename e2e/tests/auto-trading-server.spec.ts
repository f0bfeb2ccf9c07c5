import { expect, type Page, test } from "@playwright/test";
import { privateKeyToAccount } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";
import { AUTO_TRADING_POLL_MS, advanceServerClockTo } from "../support/server-clock.ts";

// A key of its own: the server's loop trades this paper account on its schedule.
const SERVER_LOOP_KEY = "0x8d2b6f1c4e7a9b3d5f0e2c4a6b8d1f3e5a7c9b2d4f6e8a0c1b3d5f7e9a2c4b6d";
const address = privateKeyToAccount(SERVER_LOOP_KEY).address;

/** The server's runs of the address, newest first, read with the page's signed-in session. */
async function serverRuns(page: Page): Promise<{ slot: number; finishedAt: number | null }[]> {
  const answer = await page.request.get(`/api/auto-trading/runs?address=${address}&limit=50`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { runs: { slot: number; finishedAt: number | null }[] } }).data
    .runs;
}

/** How often the panel asks the server for its runs (SERVER_AUTO_TRADING_POLL_MS in the web app). */
const PANEL_POLL_MS = 10_000;

/**
 * Waits until the server has finished `count` runs, then lets the panel's next look at them come at once (the
 * page's clock jumps one poll interval) instead of waiting up to ten seconds for it: the panel then lists them.
 */
async function expectRunsListed(page: Page, count: number): Promise<void> {
  const finished = async () => (await serverRuns(page)).filter((run) => run.finishedAt !== null).length;
  await expect.poll(finished, { timeout: 60_000 }).toBe(count);
  await page.clock.fastForward(PANEL_POLL_MS);
  await expect(page.getByTestId("auto-trading-record")).toHaveCount(count);
}

/** The server's schedule of the address, read with the page's signed-in session. */
async function serverSchedule(page: Page): Promise<{ enabled: boolean; nextRunAt: number | null } | null> {
  const answer = await page.request.get(`/api/auto-trading/schedule?address=${address}`);
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { data: { schedule: { enabled: boolean; nextRunAt: number | null } | null } }
  ).data.schedule;
}

test("auto trading on the server: move there, a 1-minute schedule runs at once and a minute later, its runs in the history and the bell, signed out and back, Chinese, 390 px, move back stops it", async ({
  page,
}) => {
  test.setTimeout(360_000);
  // The page's clock is Playwright's: it runs as the real one, and jumps when the panel's poll is awaited.
  await page.clock.install();
  await injectWallet(page, SERVER_LOOP_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-dashboard").click();
  await page.mouse.move(900, 10);
  const panel = page.getByTestId("auto-trading-panel");
  await expect(panel).toBeVisible();
  await expect(page.getByTestId("auto-trading-place-browser")).toHaveAttribute("data-state", "on");

  // Moving a stopped loop signs in (the injected wallet signs) and only changes where Start runs it.
  await page.getByTestId("auto-trading-place-server").click();
  await expect(page.getByTestId("auto-trading-place-server")).toHaveAttribute("data-state", "on");
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Stopped");
  await expect(page.getByTestId("auto-trading-where")).toContainText("also while this browser is closed");
  await expect(panel).toContainText("No runs yet");
  expect(await serverSchedule(page)).toBeNull();

  await page.getByTestId("auto-trading-interval").fill("1");
  await page.getByTestId("auto-trading-start").click();
  await expect(page.getByTestId("auto-trading-status")).toHaveText(/Running|Analyzing/);
  // The server runs one slot at once; its record comes from GET /api/auto-trading/runs.
  const records = page.getByTestId("auto-trading-record");
  await expectRunsListed(page, 1);
  await expect(records.first()).toContainText("local");
  await expect(page.getByTestId("auto-trading-next-run")).toHaveText(/\d\d:\d\d:\d\d/);
  const schedule = await serverSchedule(page);
  expect(schedule?.enabled).toBe(true);
  expect(schedule?.nextRunAt).toBeGreaterThan(Date.now() - 5_000);
  // The browser loop stays off while the server runs it.
  const settings = await page.evaluate(() => localStorage.getItem("app_settings"));
  expect(JSON.parse(settings ?? "{}").state?.autoTradingEnabled ?? false).toBe(false);

  // The finished run reached the bell.
  await page
    .getByRole("button", { name: /Notifications/ })
    .first()
    .click();
  await expect(page.getByText(/Auto-trading run (finished|failed)/).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await capture(page, "auto-trading-server-en.png");

  // Signed out (the session cookie gone), the panel says so and its sign-in brings the server's loop back.
  await page.context().clearCookies();
  await page.reload();
  const connect = page.getByTestId("connect-wallet").first();
  await expect(connect.or(page.getByTestId("auto-trading-panel"))).toBeVisible();
  if (await connect.isVisible()) await connect.click();
  await page.getByTestId("tab-dashboard").click();
  await expect(page.getByTestId("auto-trading-place-server")).toHaveAttribute("data-state", "on");
  await expect(page.getByTestId("auto-trading-signed-out")).toContainText("Sign in to see and control");
  await expect(page.getByTestId("auto-trading-start")).toBeDisabled();
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Unknown");
  await expect(page.getByTestId("auto-trading-history-unavailable")).toHaveText(
    "Sign in to see the server's runs.",
  );
  await capture(page, "auto-trading-server-signed-out-en.png");
  await page.getByTestId("auto-trading-sign-in").click();
  await expect(page.getByTestId("auto-trading-signed-out")).toHaveCount(0);
  await expect(page.getByTestId("auto-trading-status")).toHaveText(/Running|Analyzing/);
  await expect(records.first()).toBeVisible();

  // The next slot, a minute after the first: the server runs it with no browser loop, exactly once. The
  // server's clock is moved on to the slot's time (support/app-server.ts) instead of waiting a minute; the
  // server's loop still decides by its own clock that the slot is due.
  const [first] = await serverRuns(page);
  const due = (await serverSchedule(page))?.nextRunAt ?? 0;
  expect(due - (first?.slot ?? 0)).toBe(60_000);
  await advanceServerClockTo(due);
  await expect.poll(async () => (await serverRuns(page)).map((run) => run.slot)).toEqual([due, first?.slot]);
  await expectRunsListed(page, 2);
  // The slot is not run again at the loop's next looks, and the next one is a minute after it.
  expect((await serverSchedule(page))?.nextRunAt).toBe(due + 60_000);
  await page.waitForTimeout(3 * AUTO_TRADING_POLL_MS);
  expect(await serverRuns(page)).toHaveLength(2);
  await expect(records).toHaveCount(2);

  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("auto-trading-where")).toContainText("关闭浏览器后也会继续");
  await expect(page.getByTestId("auto-trading-status")).toHaveText(/运行中|分析中/);
  await capture(page, "auto-trading-server-zh.png");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await capture(page, "auto-trading-server-zh-390.png");
  await page.getByTestId("language-switch").click();
  await capture(page, "auto-trading-server-en-390.png");

  // Moving back switches the server's schedule off and goes on in this browser; Stop then ends it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId("auto-trading-place-browser").click();
  await expect(page.getByTestId("auto-trading-place-browser")).toHaveAttribute("data-state", "on");
  await expect.poll(async () => (await serverSchedule(page))?.enabled).toBe(false);
  expect((await serverSchedule(page))?.nextRunAt).toBeNull();
  await expect(page.getByTestId("auto-trading-status")).toHaveText(/Running|Analyzing/);
  await expect(page.getByTestId("auto-trading-where")).toContainText("Runs in this browser");
  await page.getByTestId("auto-trading-stop").click();
  await expect(page.getByTestId("auto-trading-status")).toHaveText("Stopped");
});
