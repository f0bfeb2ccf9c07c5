import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./support/chromium-path.ts";

const port = Number(process.env.E2E_PORT ?? 4310);
/** The fake AI provider listens next to the app, so remote analyses run offline (support/fake-provider.ts). */
const fakeProviderPort = port + 1;
/** The app server's clock control (support/app-server.ts), read by the specs through support/server-clock.ts. */
process.env.E2E_CLOCK_PORT ??= String(port + 2);
const root = path.resolve(import.meta.dirname, "..");
const browser = await chromiumPath();
// The config is read by the runner and by every worker: say once which browser runs the tests.
if (!process.env.TEST_WORKER_INDEX) console.log(`e2e: Chromium from ${browser.source}: ${browser.path}`);
// Set once in the runner and inherited by the workers, so a test can read what the server stored.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "e2e-data-"));
const fake = `http://127.0.0.1:${fakeProviderPort}`;
/**
 * The specs that move the app server's clock (support/server-clock.ts), and those that trail stops 0.5 % from
 * the price. The clock is the server's, shared by every account: a spec that moves it brings due the slots of
 * another spec's auto-trading schedule and moves the market under another's trail, so these run one at a time
 * (their own project, one worker) beside the rest.
 */
const movesServerClock = /(agent-exits|auto-trading-server|exit-policies)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests",
  // Room for two workers on a shared, loaded machine; no spec needs it on an idle one.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two spec files at a time against the one server: each spec trades its own account and counts only its own
  // provider calls, and the two workers keep both cores busy while the other waits on the server or a timer.
  // E2E_WORKERS=1 runs them one after another.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  projects: [
    { name: "app", testIgnore: movesServerClock },
    { name: "server clock", testMatch: movesServerClock, workers: 1 },
  ],
  retries: 0,
  reporter: [["list"], ["json", { outputFile: path.join(root, "test-results/playwright.json") }]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    // A failed test keeps its trace: every action with the page's DOM before and after it, its network and
    // console. Without the trace's screencast: encoding a frame of every paint cost the browser more than the
    // tests themselves (a third of the suite's CPU time); the failure's screenshot is kept below.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browser.path,
      // Playwright gives the browser this environment in place of the runner's, so start from the runner's.
      env: { ...process.env, ...browser.env },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node ${path.join(root, "e2e/support/fake-provider.ts")}`,
      port: fakeProviderPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { FAKE_PROVIDER_PORT: String(fakeProviderPort) },
    },
    {
      // The server as main.ts starts it, with a clock the specs can move (support/app-server.ts). Its log
      // goes into its data folder: the specs that scan every file the server wrote for keys (provider keys,
      // agent private keys) scan its log too.
      command: `node ${path.join(root, "e2e/support/app-server.ts")} > "${path.join(process.env.E2E_DATA_DIR, "server.log")}" 2>&1`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      // A fresh database and the exchange's journal open in a few seconds; a loaded machine needs more.
      timeout: 180_000,
      stdout: "pipe",
      env: {
        PORT: String(port),
        E2E_CLOCK_PORT: process.env.E2E_CLOCK_PORT,
        HOST: "127.0.0.1",
        HL_NETWORK: "local",
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST_DIR: path.join(root, "apps/web/dist"),
        LOG_LEVEL: "info",
        AI_BASE_URL_OPENROUTER: `${fake}/openrouter/api/v1`,
        AI_BASE_URL_DEEPSEEK: `${fake}/deepseek/v1`,
        AI_BASE_URL_QWEN: `${fake}/qwen/v1`,
        AI_BASE_URL_OPENAI: `${fake}/openai/v1`,
        AI_BASE_URL_ANTHROPIC: `${fake}/anthropic/v1`,
        AI_BASE_URL_GOOGLE: `${fake}/google/v1beta`,
      },
    },
  ],
});
