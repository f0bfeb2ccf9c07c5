import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Where the specs leave their screenshots, to be looked at after a run. */
const folder = path.join(import.meta.dirname, "..", "screenshots");

/**
 * A full-page screenshot taken from the top (or the sticky header is drawn where the page was scrolled to),
 * with the pointer parked away from the sidebar, which expands on hover.
 */
export async function capture(page: Page, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(900, 10);
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(folder, name), fullPage: true });
}
