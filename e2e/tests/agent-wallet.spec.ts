import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import { expect, type Page, test } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { serverDataFiles, serverFilesHolding } from "../support/data-dir.ts";
import { skipOnboarding } from "../support/first-visit.ts";
import { injectWallet } from "../support/injected-wallet.ts";
import { capture } from "../support/screenshots.ts";

// A fixed key of its own: the local exchange opens a fresh 10,000 USDC paper account for it.
const WALLET_KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318";

/** Analyses with the local analyst until at least one decision trades (all 25 coins if the majors all hold). */
async function analyseUntilTradable(page: Page) {
  await page.getByTestId("tab-trading-dashboard").click();
  await page.getByTestId("start-analysis").click();
  const cards = page.getByTestId("decision-card");
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const tradable = page.locator('[data-testid="decision-card"]:not([data-action="HOLD"])');
  if ((await tradable.count()) === 0) {
    await page.getByRole("button", { name: /More coins/ }).click();
    for (const chip of await page.locator('fieldset button[aria-pressed="false"]').all()) await chip.click();
    await page.getByTestId("start-analysis").click();
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(6);
  }
  expect(await tradable.count()).toBeGreaterThanOrEqual(1);
  return tradable;
}

test("agent wallet: create (wallet signs), trade and close with no wallet prompt, refuse an order over the maximum, reload, list, import checks, revoke; Chinese", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const signatures: string[] = [];
  let rejectNext = false;
  const address = await injectWallet(page, WALLET_KEY, {
    onSign: (method) => {
      signatures.push(method);
      // Refuses the next typed-data request (the exchange authorisation); the unlock message still signs.
      if (!rejectNext || method !== "eth_signTypedData_v4") return undefined;
      rejectNext = false;
      return "reject";
    },
  });
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  // The dashboard's first overview opens the paper account the exchange needs before approveAgent.
  await expect(page.getByText("No open positions")).toBeVisible({ timeout: 30_000 });

  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  const card = page.getByTestId("agent-card");
  await expect(card.getByTestId("agent-view-list")).toBeVisible();
  await card.getByTestId("agent-create-new").click();

  // The bounds are enforced, not only set on the inputs.
  const size = page.getByLabel("Max order size (USDC)");
  // The default covers the default trade (100 USDC at up to 20x, valued at its worst fill).
  await expect(size).toHaveValue("2500");
  await expect(page.getByLabel("Expiry (hours)")).toHaveValue("24");
  await size.fill("50");
  await expect(page.getByText("Max order size must be 100-10000 USDC in steps of 100")).toBeVisible();
  await expect(page.getByTestId("agent-create-submit")).toBeDisabled();
  await page.getByLabel("Expiry (hours)").fill("200");
  await page.getByTestId("agent-size-preset-5000").click();
  await expect(page.getByText("Expiry must be a whole number of hours from 1 to 168")).toBeVisible();
  await page.getByTestId("agent-expiry-preset-24").click();
  await capture(page, "agent-create-en.png");

  // The wallet refuses the exchange authorisation: the spec's message, nothing stored.
  rejectNext = true;
  await page.getByTestId("agent-create-submit").click();
  await expect(page.getByTestId("agent-create-error")).toHaveText("User rejected Agent authorization");
  // The limits are signed first: a refusal leaves nothing approved on the exchange.
  const listed = await page.request.get(`/api/agent/list?address=${address}`);
  expect(((await listed.json()) as { data: { agents: unknown[] } }).data.agents).toEqual([]);

  const before = signatures.length;
  await page.getByTestId("agent-create-submit").click();
  await expect(card.getByTestId("agent-active")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId("agent-max-order")).toHaveText("5,000 USDC");
  await expect(card.getByTestId("agent-time-left")).toHaveText(/^2[34]h \d+m$/);
  // Approval on the exchange and the signed limits; the unlock signature was given before the refusal.
  expect(signatures.slice(before)).toEqual(["eth_signTypedData_v4", "eth_signTypedData_v4"]);
  await capture(page, "agent-card-en.png");

  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).toContain("encryptedPrivateKey");
  expect(stored).not.toMatch(/0x[0-9a-fA-F]{64}(?![0-9a-fA-F])/);

  // Trading with the agent: an order above its maximum is flagged on its card as it is typed, before
  // anything is signed or sent.
  const signedBeforeTrading = signatures.length;
  const tradable = await analyseUntilTradable(page);
  const quantity = tradable.first().locator('input[id$="-quantity"]');
  const original = await quantity.inputValue();
  await quantity.fill("100000");
  await expect(tradable.first().getByText(/above the agent's maximum of 5000 USDC/)).toBeVisible({
    timeout: 30_000,
  });
  await quantity.fill(original);
  await expect(tradable.first().getByText(/above the agent's maximum/)).toHaveCount(0);

  await page.getByTestId("execute-decisions").click();
  await expect(page.getByTestId("execute-signer")).toContainText("The agent wallet 0x");
  await page.getByTestId("confirm-execute").click();
  const results = page.getByTestId("execution-results");
  await expect(results).toBeVisible({ timeout: 30_000 });
  expect(Number(await results.getAttribute("data-success-count"))).toBeGreaterThanOrEqual(1);
  await capture(page, "agent-trading-en.png");

  // Closing a position with the agent.
  await page.getByTestId("tab-dashboard").click();
  const rows = page.getByTestId("position-row");
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const coin = await rows.first().getAttribute("data-coin");
  await rows.first().getByTestId("close-position").click();
  await expect(page.getByTestId("close-signer")).toContainText("The agent wallet 0x");
  await page.getByTestId("confirm-close").click();
  await expect(page.getByTestId("close-position-dialog")).toBeHidden({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="position-row"][data-coin="${coin}"]`)).toHaveCount(0, {
    timeout: 30_000,
  });
  // Neither the execution nor the close asked the main wallet for anything.
  expect(signatures.length).toBe(signedBeforeTrading);

  // The auto-trading loop trades with the agent too, as Execute does: its run prepares the orders for the
  // agent to sign and never signs in for server mode. Every coin chosen, so the local analyst trades.
  const calls: string[] = [];
  page.on("request", (request) => calls.push(new URL(request.url()).pathname));
  await page.getByTestId("tab-trading-dashboard").click();
  await page.mouse.move(900, 10);
  const coins = page
    .locator("fieldset")
    .filter({ has: page.getByRole("button", { name: /More coins|Fewer coins/ }) });
  const more = coins.getByRole("button", { name: /More coins/ });
  if (await more.isVisible()) await more.click();
  const unpressed = coins.locator('button[aria-pressed="false"]');
  while ((await unpressed.count()) > 0) await unpressed.first().click();
  await page.getByTestId("tab-dashboard").click();
  await page.getByTestId("auto-trading-interval").fill("60");
  await page.getByTestId("auto-trading-start").click();
  const run = page.getByTestId("auto-trading-record").first();
  await expect(run).toBeVisible({ timeout: 60_000 });
  await page.getByTestId("auto-trading-stop").click();
  await expect(run).toContainText(/[1-9]\d* of \d+ orders executed/);
  expect(calls).toContain("/api/signing/prepare");
  expect(calls.filter((path) => path.startsWith("/api/auth/"))).toEqual([]);
  expect(signatures.length).toBe(signedBeforeTrading);

  // A reload keeps the agent for this session; the list shows it selected.
  await page.reload();
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-ai-setup").first().click();
  // Off the sidebar, which widens under the pointer.
  await page.mouse.move(900, 10);
  await expect(card.getByTestId("agent-active")).toBeVisible();
  await card.getByTestId("agent-view-list").click();
  const item = page.getByTestId("agent-list-item");
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("agent-selected")).toBeVisible();

  // The import dialog's checks.
  await item.getByTestId("agent-import").click();
  const keyInput = page.getByLabel("Agent private key");
  await keyInput.fill("0x1234");
  await page.getByTestId("agent-import-submit").click();
  await expect(page.getByText("Please enter a valid private key (0x...)")).toBeVisible();
  await keyInput.fill(generatePrivateKey());
  await page.getByTestId("agent-import-submit").click();
  await expect(page.getByText("Private key does not match Agent address!")).toBeVisible();
  await capture(page, "agent-import-en.png");
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");

  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, "agent-card-en-390.png");

  // Chinese.
  await page.getByTestId("language-switch").first().click();
  await expect(card.getByText("代理钱包").first()).toBeVisible();
  await expect(card.getByTestId("agent-active")).toHaveText("有效");
  await capture(page, "agent-card-zh-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
  await capture(page, "agent-card-zh.png");

  // Revoke: the card returns to View List / Create New and the exchange lists no agent.
  await card.getByTestId("agent-revoke").click();
  await expect(card.getByTestId("agent-create-new")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId("agent-revoke-error")).toHaveCount(0);
  await card.getByTestId("agent-view-list").click();
  await expect(page.getByText("交易所没有为此钱包列出任何代理。")).toBeVisible();
  await page.keyboard.press("Escape");

  // A refusal in Chinese.
  await card.getByTestId("agent-create-new").click();
  rejectNext = true;
  await page.getByTestId("agent-create-submit").click();
  await expect(page.getByTestId("agent-create-error")).toHaveText("用户拒绝了 Agent 授权");
  await capture(page, "agent-create-zh.png");
});

test("agent wallet: import the key of an agent approved elsewhere into a new session, then its limits are signed and the server authorises it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const mainKey = "0x6370fd033278c143179d81c5526140625662b8daa446c22ee2d73db3707e620c";
  const main = privateKeyToAccount(mainKey);
  const agentKey = generatePrivateKey();
  const agentAddress = privateKeyToAccount(agentKey).address;
  // Approved by the main wallet outside this browser (another session, another app), never registered here.
  await page.request.get(`${baseURL}/api/account/overview?address=${main.address}`);
  const exchange = new ExchangeClient({
    transport: new HttpTransport({ isTestnet: true, apiUrl: `${baseURL}/hl` }),
    wallet: main,
  });
  const validUntil = Date.now() + 6 * 3_600_000;
  await exchange.approveAgent({
    agentAddress,
    agentName: `A${String(validUntil).slice(-8)} valid_until ${validUntil}`,
  });

  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes("/api/")) bodies.push(await response.text().catch(() => ""));
  });
  const signatures: string[] = [];
  await injectWallet(page, mainKey, { onSign: (method) => void signatures.push(method) });
  await skipOnboarding(page);
  await page.goto("/");
  await page.getByTestId("connect-wallet").first().click();
  await page.getByTestId("tab-ai-setup").first().click();
  await page.mouse.move(900, 10);
  const card = page.getByTestId("agent-card");
  await card.getByTestId("agent-view-list").click();
  const item = page.getByTestId("agent-list-item");
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute("data-address", agentAddress.toLowerCase());
  await expect(item.getByTestId("agent-selected")).toHaveCount(0);
  await item.getByTestId("agent-import").click();
  await page.getByLabel("Agent private key").fill(agentKey);
  await page.getByTestId("agent-import-submit").click();
  await expect(card.getByTestId("agent-active")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId("agent-address")).toHaveText(
    new RegExp(`^${agentAddress.slice(0, 6)}…${agentAddress.slice(-4)}$`, "i"),
  );
  await expect(card.getByTestId("agent-max-order")).toHaveText("2,500 USDC");
  await expect(card.getByTestId("agent-time-left")).toHaveText(/^[56]h \d+m$/);
  // The unlock message, then the limits this server did not know yet.
  expect(signatures).toEqual(["personal_sign", "eth_signTypedData_v4"]);
  const check = await page.request.get(
    `${baseURL}/api/agent/check?address=${main.address}&agent=${agentAddress}`,
  );
  expect(((await check.json()) as { data: { isAuthorized: boolean } }).data.isAuthorized).toBe(true);
  await capture(page, "agent-imported-en.png");

  // The agent key never left the browser in clear: not in any answer, storage, or the server's data.
  const bare = agentKey.slice(2);
  for (const body of bodies) expect(body.toLowerCase()).not.toContain(bare);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored.toLowerCase()).not.toContain(bare);
  expect(serverDataFiles().length).toBeGreaterThan(0);
  expect(serverFilesHolding([Buffer.from(bare), Buffer.from(bare, "hex")])).toEqual([]);
});
