import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Where the specs leave their screenshots, to be looked at after a run. */
const folder = path.join(import.meta.dirname, "..", "screenshots");

/** Where a screenshot named `name` is written (for an element's own screenshot). */
export function screenshotPath(name: string): string {
  mkdirSync(folder, { recursive: true });
  return path.join(folder, name);
}

/**
 * A full-page screenshot (or with `fullPage: false` what the viewport shows, for a dialog) taken from the top (or the sticky header is drawn where the page was scrolled to),
 * with the pointer parked away from the sidebar, which expands on hover.
 */
export async function capture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(900, 10);
  // The sidebar narrows again in a CSS transition once the pointer left it: the shot waits a frame, then for
  // every transition going on to end.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.screenshot({ path: path.join(folder, name), fullPage: options.fullPage ?? true });
}
