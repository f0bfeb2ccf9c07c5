import { accessSync, constants, statSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Where a Chromium or Chrome is commonly installed by the system's package manager. */
const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Playwright's own browser, when `npx playwright install` could download it on this machine. */
function playwrightCache(): string | undefined {
  try {
    const path = chromium.executablePath();
    return isExecutableFile(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Chromium the end-to-end tests drive, first found of: `CHROMIUM_PATH`; the system's Chromium or
 * Chrome; Playwright's download cache; else the Chromium that the `@sparticuz/chromium` npm package ships
 * inside itself (unpacked into the temp folder on first use), so a machine with only Node and npm — whose
 * network reaches the npm registry but no browser vendor — still runs every end-to-end test.
 */
export async function chromiumPath(): Promise<{ path: string; source: string }> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return { path: configured, source: "CHROMIUM_PATH" };
  const system = SYSTEM_BROWSERS.find(isExecutableFile);
  if (system) return { path: system, source: "system" };
  const cached = playwrightCache();
  if (cached) return { path: cached, source: "Playwright's cache" };
  const packaged = (await import("@sparticuz/chromium")).default;
  return { path: await packaged.executablePath(), source: "@sparticuz/chromium (npm)" };
}
