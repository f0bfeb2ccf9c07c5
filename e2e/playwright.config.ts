import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const root = path.resolve(import.meta.dirname, "..");

export default defineConfig({
  testDir: "tests",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: path.join(root, "test-results/playwright.json") }]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: `node ${path.join(root, "apps/server/src/main.ts")}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // A fresh database and the exchange's journal open in a few seconds; a loaded machine needs more.
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      HL_NETWORK: "local",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "e2e-data-")),
      WEB_DIST_DIR: path.join(root, "apps/web/dist"),
      LOG_LEVEL: "warn",
    },
  },
});
