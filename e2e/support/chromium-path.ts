import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

/**
 * Where a Chromium or Chrome is commonly installed by the system's package manager: a headless shell first
 * (Debian's `chromium-headless-shell`; its /usr/bin script runs the binary without exec, so the binary
 * itself). Playwright drives its headless runs in the shell by default: the full browser, headless, drew
 * and composited every frame for a display nobody sees and took a third more CPU over the suite.
 */
const SYSTEM_BROWSERS = [
  "/usr/lib/chromium/chromium-headless-shell",
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

/** A browser to drive: its executable, where it was found, and what its process needs in its environment. */
export interface FoundBrowser {
  readonly path: string;
  readonly source: string;
  /** Extra environment for the browser process (the packaged browser's own shared libraries). */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * The Chromium that `@sparticuz/chromium` carries, unpacked into the temp folder on first use. It links
 * NSS and expat, which a machine that never had a browser lacks: the package carries Amazon Linux's
 * copies (`al2023.tar.br`) but unpacks them only on AWS, so unpack them here and put them first on the
 * browser's library path, as the package does on AWS: the browser was built against them.
 */
async function packagedBrowser(): Promise<FoundBrowser> {
  const { default: packaged, inflate } = await import("@sparticuz/chromium");
  const executable = await packaged.executablePath();
  const packageEntry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  await inflate(path.join(path.dirname(packageEntry), "..", "bin", "al2023.tar.br"));
  const bundled = path.join(tmpdir(), "al2023", "lib");
  const libraryPath = [bundled, process.env.LD_LIBRARY_PATH].filter(Boolean).join(":");
  return { path: executable, source: "@sparticuz/chromium (npm)", env: { LD_LIBRARY_PATH: libraryPath } };
}

/**
 * The Chromium the end-to-end tests drive, first found of: `CHROMIUM_PATH`; the system's Chromium or
 * Chrome; Playwright's download cache; else the Chromium that the `@sparticuz/chromium` npm package ships
 * inside itself, so a machine with only Node and npm — whose network reaches the npm registry but no
 * browser vendor — still runs every end-to-end test.
 */
export async function chromiumPath(): Promise<FoundBrowser> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return { path: configured, source: "CHROMIUM_PATH", env: {} };
  const system = SYSTEM_BROWSERS.find(isExecutableFile);
  if (system) return { path: system, source: "system", env: {} };
  const cached = playwrightCache();
  if (cached) return { path: cached, source: "Playwright's cache", env: {} };
  return packagedBrowser();
}
