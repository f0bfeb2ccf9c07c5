import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

const shot = (name: string) => path.join(import.meta.dirname, "..", "screenshots", name);

const welcome = (page: Page) => page.getByRole("dialog");

test("a first visit speaks the browser's preferred language, and the welcome has its own language switch", async ({
  browser,
  baseURL,
}) => {
  // A reader whose browser prefers Chinese is welcomed in Chinese.
  const chinese = await browser.newContext({ baseURL, locale: "zh-CN" });
  const page = await chinese.newPage();
  await page.goto("/");
  await expect(welcome(page)).toBeVisible();
  await expect(welcome(page)).toContainText("欢迎");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.screenshot({ path: shot("first-visit-zh-1440.png") });

  // The switch is inside the dialog (the header's is behind it): the reader changes language without leaving.
  const inside = welcome(page).getByTestId("language-switch");
  await inside.focus();
  await page.keyboard.press("Enter");
  await expect(welcome(page)).toContainText("Welcome to HL AI Trader");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot("first-visit-switched-en-390.png") });
  await inside.click();
  await expect(welcome(page)).toContainText("欢迎");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot("first-visit-zh-390.png") });

  // The choice is remembered: after the welcome is dismissed, a reload keeps it.
  await welcome(page).getByTestId("onboarding-start").click();
  await expect(welcome(page)).toBeHidden();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await chinese.close();

  // An English (or any other) preference gets English.
  const french = await browser.newContext({ baseURL, locale: "fr-FR" });
  const other = await french.newPage();
  await other.goto("/");
  await expect(welcome(other)).toContainText("Welcome to HL AI Trader");
  await expect(other.locator("html")).toHaveAttribute("lang", "en");
  await french.close();
});
