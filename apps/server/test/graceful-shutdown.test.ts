import { errorBodySchema, executeResponseSchema } from "@app/core";
import { and, eq } from "drizzle-orm";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, describe, expect, it } from "vitest";
import { autoTradingKey } from "../src/auto-trading/auto-trading-loop.ts";
import { autoTradingRuns, autoTradingSchedules, executions } from "../src/db/schema.ts";
import { type GatedExchange, startGatedExchange } from "./support/gated-exchange.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { until } from "./support/until.ts";

const serverKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const serverWallet = privateKeyToAccount(serverKey);
const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const order = { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 } as const;

const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;
const ethSize = async (server: TestServer) => {
  const answer = await server.get(`/api/account/positions?address=${alice.address}`);
  const positions = (answer.body as { data: { positions: { coin: string; size: number }[] } }).data.positions;
  return positions.find((position) => position.coin === "ETH")?.size ?? 0;
};

describe("graceful shutdown (SIGTERM)", () => {
  let exchange: GatedExchange | undefined;
  let place: TestDatabase | undefined;
  const servers: TestServer[] = [];
  afterEach(async () => {
    exchange?.open();
    await Promise.all(servers.splice(0).map((server) => server.close().catch(() => undefined)));
    await exchange?.stop();
    await place?.drop();
    exchange = undefined;
    place = undefined;
  });

  it("finishes an execute in flight, refusing new requests and answering not ready meanwhile", async () => {
    exchange = await startGatedExchange(serverWallet.address);
    const server = await startTestServer({
      HL_EXCHANGE_URL: exchange.url,
      SERVER_WALLET_PRIVATE_KEY: serverKey,
    });
    servers.push(server);
    const { cookie } = await signIn(server, alice);
    exchange.close();
    const body = { mode: "server", userAddress: alice.address, orders: [order] };
    const inFlight = server.post("/api/signing/execute-with-agent", body, {
      cookie,
      "idempotency-key": "in-flight",
    });
    await exchange.waiting();

    const stopped = server.shutdown(30_000);
    const ready = await server.get("/api/ready");
    expect(ready.status).toBe(503);
    expect(errorCode(ready.body)).toBe("NOT_READY");
    expect(JSON.stringify(ready.body)).toContain("server: shutting down");
    const refused = await server.post("/api/signing/execute-with-agent", body, {
      cookie,
      "idempotency-key": "late",
    });
    expect(refused.status).toBe(503);
    expect(errorCode(refused.body)).toBe("SERVER_STOPPING");

    exchange.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(executeResponseSchema.parse(answer.body).data.results[0]?.success).toBe(true);
    expect(await stopped).toEqual({ drained: true, released: 0 });
  });

  it("releases the lease of a run still going at the end of the grace period: another instance resumes it at once, filling once", async () => {
    exchange = await startGatedExchange(serverWallet.address);
    place = await createTestDatabase(undefined);
    const environment = { HL_EXCHANGE_URL: exchange.url, SERVER_WALLET_PRIVATE_KEY: serverKey };
    const address = alice.address.toLowerCase() as `0x${string}`;
    const slot = Date.now() - 30_000;
    // A run a stopped instance left after its analysis: the next instance takes it over and executes it.
    const database = await place.open();
    await database.db.insert(autoTradingSchedules).values({
      address,
      enabled: false,
      intervalMinutes: 60,
      nextRunAt: null,
      settings: { coins: ["ETH"], dataSources: {}, riskPreference: "balanced", language: "en" },
      updatedAt: slot,
    });
    await database.db.insert(autoTradingRuns).values({
      address,
      slot,
      status: "running",
      startedAt: slot,
      leaseUntil: slot + 1_000,
      attempts: 1,
      analysis: {
        strategy_overview: "Stored before the stop",
        trading_decisions: [{ coin: "ETH", action: "BUY", confidence: 70, reasoning: "stored" }],
      },
      orders: [order],
    });
    const runRow = async () => {
      const [row] = await database.db
        .select()
        .from(autoTradingRuns)
        .where(and(eq(autoTradingRuns.address, address), eq(autoTradingRuns.slot, slot)));
      return row;
    };

    exchange.close();
    // The default lease (two minutes) is what a release must not make the other instance wait for.
    const first = await startTestServer(environment, { dataDir: place.dataDir, autoTradingPollMs: 50 });
    servers.push(first);
    await exchange.waiting();
    const stopping = Date.now();
    expect(await first.shutdown(200)).toEqual({ drained: true, released: 1 });
    const released = await runRow();
    expect(released?.status).toBe("running");
    expect(released?.leaseUntil).toBeLessThanOrEqual(Date.now());
    expect(released?.leaseUntil).toBeGreaterThanOrEqual(stopping);

    const second = await startTestServer(environment, { dataDir: place.dataDir, autoTradingPollMs: 50 });
    servers.push(second);
    await until(runRow, (row) => (row?.attempts ?? 0) >= 3, "the second instance's claim", {
      intervalMs: 50,
    });
    exchange.open();
    const done = await until(runRow, (row) => row?.status !== "running", "the resumed run", {
      intervalMs: 50,
    });
    expect(done?.attempts).toBe(3);
    // Both instances' orders carried the run's client order ids: the exchange filled one of them.
    expect(await ethSize(second)).toBeCloseTo(0.01, 8);
    const stored = await database.db.select().from(executions);
    expect(stored.filter((row) => row.idempotencyKey.endsWith(autoTradingKey(address, slot)))).toHaveLength(
      1,
    );
  });
});
