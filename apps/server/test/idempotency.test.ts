import { errorBodySchema } from "@app/core";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDataFolder } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

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
      {
        mode: "server",
        userAddress: trader.address,
        orders: [{ coin: "ETH", side: "BUY", quantity, leverage: 3 }],
      },
      { cookie, ...headers },
    );

  it("takes identical bodies without a key 400 ms apart across a minute boundary for one execution", async () => {
    const wall = Date.now();
    shift = Math.ceil(wall / 60_000) * 60_000 + 60_000 - 200 - wall;
    const first = await execute(0.013);
    shift += 400;
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

describe("execution idempotency across a restart", () => {
  it("still finds the first execution of an identical body without a key, and refuses a reused key with other orders", async () => {
    const dataDir = await scratchFolder("idempotency-restart-");
    const body = (quantity: number) => ({
      mode: "server",
      userAddress: trader.address,
      orders: [{ coin: "SOL", side: "BUY", quantity, leverage: 2 }],
    });
    let server = await startTestServer({}, { dataDir });
    try {
      let { cookie } = await signIn(server, trader);
      const first = await server.post("/api/signing/execute-with-agent", body(0.5), { cookie });
      const keyed = await server.post("/api/signing/execute-with-agent", body(0.6), {
        cookie,
        "idempotency-key": "restart-reuse-0001",
      });
      expect([first.status, keyed.status]).toEqual([200, 200]);
      await server.close();
      const closedAt = Date.now();
      // The restarted server's clock goes on from where the first stopped: a restart that takes long on
      // a loaded machine must not move the retry out of the 60 s window.
      let offset = 0;
      server = await startTestServer({}, { dataDir, now: () => Date.now() - offset });
      offset = Date.now() - closedAt;
      ({ cookie } = await signIn(server, trader));

      const retry = await server.post("/api/signing/execute-with-agent", body(0.5), { cookie });
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ executionId: (first.body as Executed).executionId, replayed: true });
      const reused = await server.post("/api/signing/execute-with-agent", body(0.7), {
        cookie,
        "idempotency-key": "restart-reuse-0001",
      });
      expect(reused.status).toBe(422);
      expect(errorBodySchema.parse(reused.body).errorCode).toBe("IDEMPOTENCY_KEY_REUSED");
      const fills = (await server.get(`/api/account/fills?address=${trader.address}`)).body as {
        data: { fills: { coin: string }[] };
      };
      expect(fills.data.fills.filter((fill) => fill.coin === "SOL")).toHaveLength(2);
    } finally {
      await server.close();
      await removeDataFolder(dataDir);
    }
  });
});
