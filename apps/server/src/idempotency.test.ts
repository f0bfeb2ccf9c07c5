import { errorBodySchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./test-server.ts";

const trader = privateKeyToAccount(`0x${"4d".repeat(32)}`);

interface Executed {
  executionId: string;
  replayed: boolean;
}

describe("execution idempotency", () => {
  let server: TestServer;
  let cookie: string;
  // The server's clock (and the local exchange's), shifted so a test can sit just before a minute boundary.
  let shift = 0;
  beforeAll(async () => {
    server = await startTestServer({}, { now: () => Date.now() + shift });
    cookie = (await signIn(server, trader)).cookie;
    await server.get(`/api/account/overview?address=${trader.address}`);
  });
  afterAll(async () => {
    await server.close();
  });

  const execute = (quantity: number, headers: Record<string, string> = {}) =>
    server.post(
      "/api/signing/execute-with-agent",
      { userAddress: trader.address, orders: [{ coin: "ETH", side: "BUY", quantity, leverage: 3 }] },
      { cookie, ...headers },
    );

  it("takes identical bodies without a key 400 ms apart across a minute boundary for one execution", async () => {
    const wall = Date.now();
    shift = Math.ceil(wall / 60_000) * 60_000 + 60_000 - 200 - wall;
    const first = await execute(0.013);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = await execute(0.013);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [first.body as Executed, second.body as Executed];
    expect(a.replayed).toBe(false);
    expect(b).toMatchObject({ executionId: a.executionId, replayed: true });
  });

  it("refuses the same Idempotency-Key with another body with 422 IDEMPOTENCY_KEY_REUSED", async () => {
    const headers = { "idempotency-key": "reuse-check-0001" };
    const first = await execute(0.011, headers);
    expect(first.status).toBe(200);
    const other = await execute(0.022, headers);
    expect(other.status).toBe(422);
    expect(errorBodySchema.parse(other.body).errorCode).toBe("IDEMPOTENCY_KEY_REUSED");
    const again = await execute(0.011, headers);
    expect(again.body).toMatchObject({ executionId: (first.body as Executed).executionId, replayed: true });
  });
});
