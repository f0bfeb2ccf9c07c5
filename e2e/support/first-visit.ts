import type { Page } from "@playwright/test";

/**
 * Marks the browser profile as having seen the first-visit onboarding (the app's `app_settings`
 * entry with `showOnboarding: false`), for tests about something else. Call before `page.goto`.
 */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = "app_settings";
    if (localStorage.getItem(key) !== null) return;
    localStorage.setItem(key, JSON.stringify({ state: { showOnboarding: false }, version: 1 }));
  });
}
