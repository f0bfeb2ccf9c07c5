// Benchmark of streamed decisions as a user sees them: the built app in Chromium, 6-coin analyses through
// OpenRouter mode against the fake provider writing its reply at a set pace (first token after a delay, then so
// many tokens a second). For each decision it prints the time from the provider writing the last token of it to
// its card painted on screen (the first animation frame after the card entered the page), and the time from the
// Start click to the first card and to the last one. The one-shot path is the same screen fed by a model that
// refuses to stream (the fake's `nostream`): the server asks it for one reply and every card comes at the end.
// Needs a build of the web app (npm run build). Not a test: nothing is asserted. Figures go into
// docs/performance.md. BENCH_RUNS, BENCH_FIRST_TOKEN_MS, BENCH_TOKENS_PER_SECOND set the runs and the pace.
import os from "node:os";
import { chromium, type Page } from "playwright-core";
import type { FakeCall } from "../apps/server/test/support/fake-provider-server.ts";
import { chromiumPath } from "../e2e/support/chromium-path.ts";
import { skipOnboarding } from "../e2e/support/first-visit.ts";
import { injectWallet } from "../e2e/support/injected-wallet.ts";
import { useRemoteModel } from "../e2e/support/remote-model.ts";
import { startAppWithFakeProvider } from "./bench-server.ts";
import { decisionEnds } from "./decision-ends.ts";
import { printTable, summarize } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 800);
const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 60);
const WALLET_KEY = "0x7c3a5e9b1d2f4a6c8e0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c";
/** This process's clock as milliseconds since the epoch, comparable with the page's. */
const epoch = (at: number) => performance.timeOrigin + at;

const app = await startAppWithFakeProvider("streamed-card");
const { fake } = app;
const browser = await chromium.launch({
  executablePath: (await chromiumPath()).path,
  args: ["--no-sandbox"],
});

/** When the provider wrote the piece that completed each coin's decision, since the epoch. */
const decisionEndsSinceEpoch = (call: FakeCall) =>
  new Map([...decisionEnds(call)].map(([coin, at]) => [coin, epoch(at)]));

interface CardRun {
  readonly firstCard: number;
  readonly lastCard: number;
  /** Per decision: its card painted, less the provider's last token of it. */
  readonly lags: number[];
}

/** Watches the page for decision cards: each card's first paint after it entered, since the epoch. */
async function watchCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const painted: Record<string, number> = {};
    const clock = () => performance.timeOrigin + performance.now();
    const cards = () => document.querySelectorAll<HTMLElement>('[data-testid="decision-card"]');
    // Cards of an analysis shown before this one are not this analysis's.
    const earlier = new WeakSet<HTMLElement>(cards());
    Object.assign(window, { __painted: painted, __started: 0 });
    new MutationObserver(() => {
      for (const card of cards()) {
        const coin = card.dataset.coin ?? "";
        if (earlier.has(card) || coin in painted) continue;
        painted[coin] = 0;
        requestAnimationFrame(() => {
          painted[coin] = clock();
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as HTMLElement).closest('[data-testid="start-analysis"]'))
          Object.assign(window, { __started: clock() });
      },
      { capture: true },
    );
  });
}

async function cardRun(page: Page, scenario: "valid" | "nostream", run: number): Promise<CardRun> {
  const key = `sk-or-v1-test-${scenario}-bench-card-${run}-pace-${FIRST_TOKEN_MS}-${TOKENS_PER_SECOND}-0123456789abcdef`;
  await useRemoteModel(page, key);
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  await watchCards(page);
  await page.getByTestId("start-analysis").click();
  await page.getByTestId("execute-decisions").waitFor({ state: "visible", timeout: 120_000 });
  await page.waitForFunction(
    () => {
      const painted = (window as unknown as { __painted: Record<string, number> }).__painted;
      return Object.keys(painted).length >= 6 && Object.values(painted).every((at) => at > 0);
    },
    undefined,
    { timeout: 120_000 },
  );
  const { painted, started } = await page.evaluate(() => {
    const state = window as unknown as { __painted: Record<string, number>; __started: number };
    return { painted: state.__painted, started: state.__started };
  });
  const call = fake.calls.filter((recorded) => String(recorded.headers.authorization).includes(key)).at(-1);
  if (!call) throw new Error("the fake recorded no call");
  const ends = decisionEndsSinceEpoch(call);
  const lags = Object.entries(painted).flatMap(([coin, at]) => {
    const end = ends.get(coin);
    return end === undefined ? [] : [at - end];
  });
  const times = Object.values(painted);
  return { firstCard: Math.min(...times) - started, lastCard: Math.max(...times) - started, lags };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

try {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  // One of each first, so the exchange's market data, the database and the page's code are warm.
  await cardRun(page, "valid", -1);
  await cardRun(page, "nostream", -1);
  const streamed: CardRun[] = [];
  const oneShot: CardRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    streamed.push(await cardRun(page, "valid", run));
    oneShot.push(await cardRun(page, "nostream", run));
  }
  const row = (name: string, runs: CardRun[], lagged: boolean) => {
    const first = summarize(runs.map((run) => run.firstCard));
    const last = summarize(runs.map((run) => run.lastCard));
    const lags = summarize(runs.flatMap((run) => run.lags));
    return [
      name,
      `${ms(first.median)} (${ms(first.p95)})`,
      `${ms(last.median)} (${ms(last.p95)})`,
      lagged
        ? `${ms(lags.median)} (p95 ${ms(lags.p95)}, max ${ms(Math.max(...runs.flatMap((run) => run.lags)))}, ${lags.count} decisions)`
        : "—",
    ];
  };
  console.log(
    `\n${RUNS} runs of each in Chromium, 6 coins, provider pace: first token after ${FIRST_TOKEN_MS} ms, then ${TOKENS_PER_SECOND} tokens/s (medians, p95 in brackets), load ${os.loadavg()[0]?.toFixed(1)}\n`,
  );
  printTable(
    [
      "path",
      "Start → first card on screen",
      "Start → last card on screen",
      "provider's last token of a decision → its card on screen",
    ],
    [row("streamed", streamed, true), row("one-shot (model that cannot stream)", oneShot, false)],
  );
  await context.close();
} finally {
  await browser.close();
  await app.close();
}
