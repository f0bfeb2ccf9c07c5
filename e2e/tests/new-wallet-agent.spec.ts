import { expect, type Page, type Route, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";

/** Opens AI Setup → Create New → Create Agent with the default limits. */
async function createAgent(page: Page) {
  await page.getByTestId("tab-ai-setup").first().click();
  const card = page.getByTestId("agent-card");
  await card.getByTestId("agent-create-new").click();
  await page.getByTestId("agent-create-submit").click();
}

test("a never-seen wallet creates an agent right after connecting; the exchange's refusal is the app's own message, in both languages", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A wallet nobody has seen: no query or action has named it on the local exchange yet.
  const address = await injectWallet(page, generatePrivateKey());
  // The dashboard's account queries are held back, so nothing but the agent flow itself names the wallet.
  const heldBack: Route[] = [];
  await page.route("**/api/account/**", (route) => void heldBack.push(route));
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await expect(page.getByTestId("connect-wallet")).toHaveCount(0);

  await createAgent(page);
  const card = page.getByTestId("agent-card");
  await expect(card.getByTestId("agent-active")).toBeVisible({ timeout: 60_000 });
  const listed = await page.request.get(`/api/agent/list?address=${address}`);
  expect(((await listed.json()) as { data: { agents: unknown[] } }).data.agents).toHaveLength(1);
  await page.unroute("**/api/account/**");
  for (const route of heldBack) await route.continue().catch(() => undefined);
});

test("a testnet-style refusal of the agent (a wallet with no deposit) reads as a catalogue message, never the exchange's words", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = await injectWallet(page, generatePrivateKey());
  // Hyperliquid testnet answers a wallet that never deposited this way; the local exchange funds every wallet.
  await page.route("**/hl/exchange", async (route) => {
    const body = route.request().postDataJSON() as { action?: { type?: string } };
    if (body.action?.type !== "approveAgent") return route.continue();
    return route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        status: "err",
        response: `User or API Wallet ${address.toLowerCase()} does not exist.`,
      }),
    });
  });
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await createAgent(page);
  const error = page.getByTestId("agent-create-error");
  await expect(error).toContainText("has no account on the exchange yet");
  await expect(error).not.toContainText("does not exist");
  await expect(error).not.toContainText(address.toLowerCase());

  await page.keyboard.press("Escape");
  await page.getByTestId("language-switch").click();
  await createAgent(page);
  await expect(error).toContainText("交易所上还没有账户");
  await expect(error).not.toContainText("does not exist");
  await expect(page.getByTestId("agent-card").getByTestId("agent-active")).toHaveCount(0);
});
