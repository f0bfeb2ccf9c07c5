import { expect, type Page, test } from "@playwright/test";
import { generatePrivateKey } from "viem/accounts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

/** The agent record this tab keeps in session storage (its address, and whether it is still pending). */
async function storedAgent(page: Page) {
  return page.evaluate(() => {
    const record = JSON.parse(sessionStorage.getItem("agent_wallet") ?? "null") as {
      address: string;
      encryptedPrivateKey: { ciphertext: string };
      pending?: { stage: string };
    } | null;
    return record;
  });
}

/** What the server says about an agent (`GET /api/agent/check`). */
async function check(page: Page, address: string, agent: string) {
  const answer = await page.request.get(`/api/agent/check?address=${address}&agent=${agent}`);
  return ((await answer.json()) as { data: { isAuthorized: boolean; registered: boolean } }).data;
}

test("an agent the exchange approved whose registration failed keeps its key, says so, and registers once the server answers; in both languages", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = await injectWallet(page, generatePrivateKey());
  // The server's register fails while `failuresLeft` lasts (the request never reaches it); later ones go
  // through to the real server.
  let attempts = 0;
  let failuresLeft = 1;
  await page.route("**/api/agent/register", async (route) => {
    attempts += 1;
    if (failuresLeft === 0) return route.continue();
    failuresLeft -= 1;
    return route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        error: { code: "SERVICE_UNAVAILABLE", message: "The server is restarting" },
      }),
    });
  });
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await expect(page.getByText("No open positions")).toBeVisible({ timeout: 30_000 });
  await page.getByTestId("tab-ai-setup").first().click();
  const card = page.getByTestId("agent-card");
  await card.getByTestId("agent-create-new").click();
  await page.getByTestId("agent-create-submit").click();

  // The dialog closes (a second Create would replace the approved agent's key); the card says what happened.
  await expect(card.getByTestId("agent-pending")).toHaveText("Not registered yet", { timeout: 60_000 });
  await expect(page.getByTestId("agent-create-submit")).toHaveCount(0);
  await expect(card.getByTestId("agent-register-error")).toContainText(
    "The exchange approved the agent, but the server did not save its limits",
  );
  await expect(card.getByTestId("agent-pending-notice")).toContainText("cannot trade");
  await expect(card.getByTestId("agent-active")).toHaveCount(0);
  const pending = await storedAgent(page);
  expect(pending?.pending?.stage).toBe("registering");
  expect(pending?.encryptedPrivateKey.ciphertext.length).toBeGreaterThan(0);
  const agent = (pending?.address ?? "").toLowerCase();
  // Approved on the exchange, unknown to the server: it cannot trade yet.
  const listed = await page.request.get(`/api/agent/list?address=${address}`);
  const agents = ((await listed.json()) as { data: { agents: { address: string }[] } }).data.agents;
  expect(agents.map((entry) => entry.address)).toEqual([agent]);
  expect(await check(page, address, agent)).toMatchObject({ isAuthorized: false, registered: false });
  await capture(page, "agent-register-pending-en.png");

  await page.getByTestId("language-switch").click();
  await expect(card.getByTestId("agent-pending")).toHaveText("尚未注册");
  await expect(card.getByTestId("agent-pending-notice")).toContainText("尚未保存其限额");
  await expect(card.getByTestId("agent-register-error")).toContainText("交易所已授权该 Agent");
  await capture(page, "agent-register-pending-zh.png");

  // Retry while the server still fails: the agent stays, pending, and the failure is shown in Chinese.
  failuresLeft = 1;
  await card.getByTestId("agent-retry-register").click();
  await expect.poll(() => attempts).toBe(2);
  await expect(card.getByTestId("agent-retry-register")).toBeEnabled();
  await expect(card.getByTestId("agent-register-error")).toContainText("交易所已授权该 Agent");
  await expect(card.getByTestId("agent-pending")).toBeVisible();

  // The server is back. A reload keeps the pending agent (session storage), and connecting registers it
  // with the same signed limits on the real server: the same agent, now able to trade.
  await page.reload();
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-ai-setup").first().click();
  await expect(card.getByTestId("agent-active")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId("agent-pending-notice")).toHaveCount(0);
  expect(await check(page, address, agent)).toMatchObject({ isAuthorized: true, registered: true });
  const registered = await storedAgent(page);
  expect(registered?.address.toLowerCase()).toBe(agent);
  expect(registered?.pending).toBeUndefined();
  expect(attempts).toBe(3);
});
