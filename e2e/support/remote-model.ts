import { expect, type Page } from "@playwright/test";

/**
 * In AI Setup: saves an OpenRouter key (the fake provider reads its scenario from it) and picks DeepSeek, so
 * the next analysis asks the fake provider instead of the local analyst.
 */
export async function useRemoteModel(page: Page, apiKey: string): Promise<void> {
  await page.getByTestId("tab-ai-setup").first().click();
  // The sidebar widens over the panel's left column while the pointer rests on it.
  await page.mouse.move(900, 10);
  await page.getByLabel("OpenRouter API Key").fill(apiKey);
  await page.getByTestId("key-row-openrouter").getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("key-row-openrouter").getByText("Saved successfully!")).toBeVisible();
  await page
    .getByTestId("model-card-deepseek")
    .getByRole("button", { name: /DeepSeek/ })
    .click();
}
