import { expect, test } from "@playwright/test";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

const WALLET_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const OPENROUTER_KEY = "sk-or-v1-e2e0123456789abcdef0123456789abcdef";

test("AI Setup keys: each message, save an OpenRouter key sealed, pick a model, survive a reload, in English and Chinese", async ({
  page,
}) => {
  await injectWallet(page, WALLET_KEY);
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("tab-ai-setup").first().click();
  await expect(page.getByTestId("ai-setup-connect-warning")).toBeVisible();
  await expect(page.getByLabel("OpenRouter API Key")).toBeDisabled();

  await page.getByTestId("connect-wallet").first().click();
  const input = page.getByLabel("OpenRouter API Key");
  await expect(input).toBeEnabled();
  const row = page.getByTestId("key-row-openrouter");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("alert")).toHaveText("Please enter a valid API Key");
  await input.fill("x");
  await input.fill("");
  await expect(row.getByRole("alert")).toHaveText("API Key cannot be empty");
  await input.fill("pk-0123");
  await expect(row.getByRole("alert")).toHaveText('The OpenRouter API Key should start with "sk-"');
  await input.fill("sk-short");
  await expect(row.getByRole("alert")).toHaveText("API Key is too short, please check that it is complete");
  await input.fill(OPENROUTER_KEY);
  await expect(row.getByText("API Key format is valid")).toBeVisible();
  await expect(input).toHaveAttribute("type", "password");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText("Saved successfully!")).toBeVisible();
  await expect(page.getByTestId("key-saved-openrouter")).toBeVisible();

  await page
    .getByTestId("model-card-claude")
    .getByRole("button", { name: /Claude/ })
    .click();
  await expect(page.getByTestId("model-card-claude").getByRole("button", { name: /Claude/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await capture(page, "ai-setup-en.png");

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(OPENROUTER_KEY);
  expect(stored).not.toContain("e2e0123456789");

  await page.reload();
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-ai-setup").first().click();
  await expect(page.getByTestId("key-saved-openrouter")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "ai-setup-en-390.png");

  await page.getByTestId("language-switch").first().click();
  await page.getByLabel("OpenRouter API Key").fill("pk-0123");
  await expect(page.getByTestId("key-row-openrouter").getByRole("alert")).toHaveText(
    'OpenRouter API Key 应以 "sk-" 开头',
  );
  await capture(page, "ai-setup-zh-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
  await capture(page, "ai-setup-zh.png");
});
