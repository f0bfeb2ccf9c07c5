import { executeResponseSchema } from "@app/core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 8: every check before anything is sent, against the real server and the local exchange. */
describe("the order planner refuses unsafe orders before sending anything", () => {
  let server: TestServer;
  const trader = privateKeyToAccount(generatePrivateKey());
  let cookie = "";
  let key = 0;

  const execute = (orders: unknown[]) => {
    key += 1;
    return server.post(
      "/api/signing/execute-with-agent",
      { mode: "server", userAddress: trader.address, orders },
      { cookie, "idempotency-key": `order-safety-${Date.now()}-${key}` },
    );
  };
  const positions = async () =>
    (
      (await server.get(`/api/account/overview?address=${trader.address}`)).body as {
        data: { positions: { coin: string; size: number }[] };
      }
    ).data.positions;

  beforeAll(async () => {
    server = await startTestServer();
    ({ cookie } = await signIn(server, trader));
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("defect 1: a stop that formats to 0 is refused with a reason, not a 500 after the fill", async () => {
    const answer = await execute([{ coin: "BTC", side: "BUY", quantity: 0.001, stop_loss: 0.05 }]);
    expect(answer.status).toBe(200);
    const [result] = executeResponseSchema.parse(answer.body).data.results;
    expect(result).toMatchObject({ rejected: true, filled: null });
    expect(result?.error).toMatch(/0\.05/);
    expect(await positions()).toEqual([]);
  });

  it("defect 2: a stop or target on the wrong side of the entry opens nothing", async () => {
    const answer = await execute([
      { coin: "ETH", side: "BUY", quantity: 0.01, stop_loss: 1_000_000 },
      { coin: "ETH", side: "BUY", quantity: 0.01, take_profit: 1 },
      { coin: "ETH", side: "SELL", quantity: 0.01, stop_loss: 1 },
      { coin: "ETH", side: "SELL", quantity: 0.01, take_profit: 1_000_000 },
    ]);
    expect(answer.status).toBe(200);
    const data = executeResponseSchema.parse(answer.body).data;
    expect(data.rejected).toBe(4);
    for (const result of data.results) expect(result.error).toMatch(/wrong side/);
    expect(await positions()).toEqual([]);
  });

  it("defect 6: a limit price that formats to 0 is a per-order rejection in prepare and execute", async () => {
    const prepared = await server.post("/api/signing/prepare", {
      mainWalletAddress: trader.address,
      orders: [{ coin: "BTC", side: "BUY", quantity: 0.001, limitPrice: 0.05 }],
    });
    expect(prepared.status).toBe(200);
    const body = prepared.body as {
      data: { actions: unknown[]; rejected: { orderIndex: number; error: string }[] };
    };
    expect(body.data.actions).toEqual([]);
    expect(body.data.rejected).toEqual([
      {
        orderIndex: 0,
        error: expect.stringMatching(/rounds to 0/),
        errorMessage: { key: "plan.priceZero", params: { coin: "BTC", price: 0.05 } },
      },
    ]);
    const stop = await server.post("/api/signing/prepare", {
      mainWalletAddress: trader.address,
      orders: [{ coin: "BTC", side: "BUY", quantity: 0.001, stop_loss: 0.05 }],
    });
    expect(stop.status).toBe(200);
    expect((stop.body as typeof body).data.rejected).toHaveLength(1);
    const executed = await execute([{ coin: "BTC", side: "BUY", quantity: 0.001, limitPrice: 0.05 }]);
    expect(executed.status).toBe(200);
    expect(executeResponseSchema.parse(executed.body).data.rejected).toBe(1);
  });
});
