import { fundingResponseSchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const dave = privateKeyToAccount("0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd");
const address = dave.address.toLowerCase();
const HOUR = 3_600_000;

describe("GET /api/account/funding", () => {
  let server: TestServer;
  // A clock the test moves, so the local exchange charges funding at hour boundaries.
  let time = Math.floor(Date.now() / HOUR) * HOUR + 5 * 60_000;
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => time });
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("is empty for an account that never held a position", async () => {
    const answer = await server.get(`/api/account/funding?address=${address}`);
    expect(answer.status).toBe(200);
    const data = fundingResponseSchema.parse(answer.body).data;
    expect(data).toMatchObject({ address, payments: [], paid: 0, truncated: false });
    expect(data.since).toBe(time - 30 * 24 * HOUR);
  });

  it("lists the hourly payments of a held position, newest first, with their net cost", async () => {
    const { cookie } = await signIn(server, dave);
    const opened = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: address,
        orders: [{ coin: "BTC", side: "BUY", quantity: 0.01, leverage: 5 }],
      },
      { cookie },
    );
    expect(opened.status).toBe(200);
    // Three hour boundaries pass while the long is held.
    time += 3 * HOUR;
    await server.get(`/api/account/positions?address=${address}`);
    const data = fundingResponseSchema.parse(
      (await server.get(`/api/account/funding?address=${address}`)).body,
    ).data;
    expect(data.payments).toHaveLength(3);
    const times = data.payments.map((payment) => payment.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const payment of data.payments) {
      expect(payment).toMatchObject({ coin: "BTC", size: 0.01 });
      expect(payment.time % HOUR).toBe(0);
      // A long pays a positive rate and receives a negative one.
      expect(Math.sign(payment.usdc)).toBe(-Math.sign(payment.rate));
    }
    const net = -data.payments.reduce((sum, payment) => sum + payment.usdc, 0);
    expect(data.paid).toBeCloseTo(net, 9);
  });

  it("refuses a window outside 1 to 90 days", async () => {
    const answer = await server.get(`/api/account/funding?address=${address}&days=365`);
    expect(answer.status).toBe(400);
  });
});
