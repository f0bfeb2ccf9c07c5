import { accountOverviewResponseSchema, errorBodySchema, translateApiError } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const carol = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");
const address = carol.address.toLowerCase();
const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

describe("account routes", () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    cookie = (await signIn(server, carol)).cookie;
    const mid = Number(
      ((await server.post("/hl/info", { type: "allMids" })).body as Record<string, string>).ETH,
    );
    const opened = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: address,
        orders: [
          {
            coin: "ETH",
            side: "BUY",
            quantity: 0.05,
            leverage: 5,
            stop_loss: mid * 0.9,
            take_profit: mid * 1.1,
          },
        ],
      },
      { cookie },
    );
    expect(opened.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers balance, performance, positions, open orders and fills", async () => {
    const balance = dataOf<{ accountValue: number; availableCash: number }>(
      await server.get(`/api/account/balance?address=${address}`),
    );
    expect(balance.accountValue).toBeGreaterThan(9_900);
    expect(balance.availableCash).toBeLessThan(balance.accountValue);
    const performance = dataOf<{ initialBalance: number; positionStats: { count: number } }>(
      await server.get(`/api/account/performance?address=${address}`),
    );
    expect(performance).toMatchObject({ initialBalance: 10000, positionStats: { count: 1 } });
    const positions = dataOf<{ positions: { coin: string; size: number }[] }>(
      await server.get(`/api/account/positions?address=${address}`),
    );
    expect(positions.positions).toMatchObject([{ coin: "ETH", size: 0.05 }]);
    const orders = dataOf<{ orders: { reduceOnly: boolean; triggerPrice: number | null }[] }>(
      await server.get(`/api/account/open-orders?address=${address}`),
    );
    expect(orders.orders).toHaveLength(2);
    expect(orders.orders.every((order) => order.reduceOnly && order.triggerPrice !== null)).toBe(true);
    const fills = dataOf<{ fills: { coin: string; side: string; direction: string }[] }>(
      await server.get(`/api/account/fills?address=${address}`),
    );
    expect(fills.fills[0]).toMatchObject({ coin: "ETH", side: "BUY", direction: "Open Long" });
    const overview = accountOverviewResponseSchema.parse(
      (await server.get(`/api/account/overview?address=${address}`)).body,
    );
    expect(overview.data.positions).toHaveLength(1);
    const test = dataOf<{ reachable: boolean; network: string }>(await server.get("/api/account/test"));
    expect(test).toMatchObject({ reachable: true, network: "local" });
  });

  it("refuses to close without a sign-in and never takes an agent key", async () => {
    const anonymous = await server.post("/api/account/close-position", { coin: "ETH", address });
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous.body)).toBe("SIGN_IN_REQUIRED");
    const withKey = await server.post(
      "/api/account/close-position",
      { coin: "ETH", address, agentPrivateKey: `0x${"1".repeat(64)}` },
      { cookie },
    );
    expect(withKey.status).toBe(400);
  });

  it("closes the whole position with a reduce-only order and cancels its stop and target", async () => {
    const closed = await server.post("/api/account/close-position", { coin: "ETH", address }, { cookie });
    expect(closed.status).toBe(200);
    expect(dataOf<{ cancelled: number }>(closed).cancelled).toBe(2);
    expect(
      dataOf<{ positions: unknown[] }>(await server.get(`/api/account/positions?address=${address}`))
        .positions,
    ).toEqual([]);
    expect(
      dataOf<{ orders: unknown[] }>(await server.get(`/api/account/open-orders?address=${address}`)).orders,
    ).toEqual([]);
    const again = await server.post(
      "/api/account/close-position",
      { coin: "ETH", address },
      { cookie, "idempotency-key": "close-again-0001" },
    );
    expect(again.status).toBe(404);
    expect(errorCode(again.body)).toBe("NO_POSITION");
    // The details in English, and as a catalogue message a client shows in its reader's language.
    expect(errorBodySchema.parse(again.body)).toMatchObject({
      details: `${address} holds no ETH`,
      detail: { key: "errorDetail.noPosition", params: { account: address, coin: "ETH" } },
    });
    expect(translateApiError(again.body, "zh")).toBe(`该币种没有持仓: ${address} 没有 ETH 持仓`);
  });

  it("says withdrawals are not available instead of pretending", async () => {
    const answer = await server.post("/api/account/withdraw", { address, amount: 10 });
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe("WITHDRAW_UNAVAILABLE");
  });
});
