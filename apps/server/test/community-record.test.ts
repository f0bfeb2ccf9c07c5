import { errorBodySchema, executeResponseSchema, myRecordResponseSchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const carol = privateKeyToAccount("0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6");
const user = carol.address.toLowerCase();

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

const record = async () => {
  const answer = await server.get(`/api/community/my-record?address=${carol.address}`);
  expect(answer.status).toBe(200);
  return myRecordResponseSchema.parse(answer.body).data;
};

describe("GET /api/community/my-record", () => {
  it("is empty for an address without analyses, and refuses a malformed address", async () => {
    expect((await record()).models).toEqual([]);
    const bad = await server.get("/api/community/my-record?address=0x123");
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).errorCode).toBe("VALIDATION_ERROR");
  });

  it("counts the local analyst's analysis, the execution after it and the closed trade it opened", async () => {
    const analysis = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["BTC", "ETH"],
      userAddress: user,
      initialBalance: 100,
    });
    expect(analysis.status).toBe(200);
    expect((await record()).models).toEqual([
      { model: "local", analyses: 1, executions: 0, closedTrades: 0, wins: 0, winRate: null, realizedPnl: 0 },
    ]);

    // Open a small long in server mode, then close it: the close is a trade of the local analyst's.
    const { cookie } = await signIn(server, carol);
    const execute = async (orders: unknown[], key: string) => {
      const answer = await server.post(
        "/api/signing/execute-with-agent",
        { mode: "server", userAddress: user, orders },
        { cookie, "idempotency-key": key },
      );
      expect(answer.status).toBe(200);
      return executeResponseSchema.parse(answer.body).data;
    };
    const opened = await execute(
      [{ coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 }],
      "record-open-0001",
    );
    const size = opened.results[0]?.filled?.totalSz;
    expect(size).toBeGreaterThan(0);
    await execute([{ coin: "ETH", side: "SELL", quantity: size, reduceOnly: true }], "record-close-0001");

    const [local] = (await record()).models;
    expect(local).toMatchObject({ model: "local", analyses: 1, executions: 2, closedTrades: 1 });
    // A win is judged on the exchange's realised P&L, which the record shows rounded to cents: a close a
    // second after the open often realises a fraction of a cent, a win shown as 0.00.
    const fills = (await server.post("/hl/info", { type: "userFills", user })).body as {
      closedPnl: string;
    }[];
    const realised = fills.reduce((sum, fill) => sum + Number(fill.closedPnl), 0);
    expect(local?.wins).toBe(realised > 0 ? 1 : 0);
    expect(local?.realizedPnl).toBeCloseTo(Math.round(realised * 100) / 100, 9);
    expect(local?.winRate).toBe(local?.wins);
  });

  it("is in the OpenAPI document", async () => {
    const docs = await server.get("/api/docs");
    expect(JSON.stringify(docs.body)).toContain("/api/community/my-record");
  });
});
