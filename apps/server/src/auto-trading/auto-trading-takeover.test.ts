import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AutoTradingServerRun } from "@app/core";
import { ExchangeClient, HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { until } from "../../test/support/until.ts";
import { ExecutionStore } from "../db/execution-store.ts";
import { autoTradingRuns, autoTradingSchedules, executions } from "../db/schema.ts";
import { deterministicCloid } from "../orders/idempotency.ts";
import { autoTradingKey } from "./auto-trading-loop.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const address = alice.address.toLowerCase() as `0x${string}`;
const orders = [
  { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 },
  { coin: "SOL", side: "BUY", quantity: 1, leverage: 5 },
] as const;
const postgresUrl = inject("postgresUrl");
if (!postgresUrl) console.warn(`auto-trading takeover test not run: ${inject("postgresMissing")}`);

/**
 * What an instance that stopped between sending an execution's orders and recording them leaves: its
 * claim of the key, pending (made after the survivor started, so not taken for a restart's), and the
 * first order on the shared exchange, sent with its API wallet and the key's client order id.
 */
async function leaveInterruptedExecution(
  survivor: TestServer,
  place: TestDatabase,
  key: string,
): Promise<void> {
  const database = await place.open();
  try {
    const claim = await new ExecutionStore(database.db).claim({
      idempotencyKey: key,
      address,
      account: address,
      mode: "server",
      signer: "server",
      orders,
      createdAt: Date.now(),
    });
    expect(claim.kind).toBe("new");
  } finally {
    await database.close();
  }
  const { privateKey } = JSON.parse(
    await readFile(path.join(survivor.dataDir, "server-wallet.json"), "utf8"),
  );
  const transport = new HttpTransport({ isTestnet: true, apiUrl: `${survivor.url}/hl` });
  const info = new InfoClient({ transport });
  const [[meta], mids] = await Promise.all([info.metaAndAssetCtxs(), info.allMids()]);
  const asset = meta.universe.findIndex((entry) => entry.name === "ETH");
  await new ExchangeClient({ transport, wallet: privateKeyToAccount(privateKey) }).order(
    {
      orders: [
        {
          a: asset,
          b: true,
          p: formatPrice(Number(mids.ETH) * 1.05, meta.universe[asset]?.szDecimals ?? 4),
          s: "0.01",
          r: false,
          t: { limit: { tif: "Ioc" } },
          c: deterministicCloid(key, 0, "main"),
        },
      ],
      grouping: "na",
    },
    { vaultAddress: address },
  );
}

describe.runIf(postgresUrl)("an instance that stopped between sending and recording (PostgreSQL)", () => {
  let place: TestDatabase;
  let survivor: TestServer;
  let shift = 0;
  beforeAll(async () => {
    place = await createTestDatabase(postgresUrl);
    const environment = { DATABASE_URL: place.databaseUrl ?? "" };
    survivor = await startTestServer(environment, { now: () => Date.now() + shift, autoTradingPollMs: 100 });
  });
  afterAll(async () => {
    await survivor.close();
    await place.drop();
  });

  it("has its auto-trading run taken over and finished from what the exchange shows, nothing left pending", async () => {
    const slot = Date.now() - 30_000;
    const key = autoTradingKey(address, slot);
    await leaveInterruptedExecution(survivor, place, key);
    // Its run: the analysis and orders stored, its lease run out (the instance stopped renewing it).
    const database = await place.open();
    try {
      await database.db.insert(autoTradingSchedules).values({
        address,
        enabled: false,
        intervalMinutes: 60,
        nextRunAt: null,
        settings: { coins: ["ETH", "SOL"], dataSources: {}, riskPreference: "balanced", language: "en" },
        updatedAt: slot,
      });
      await database.db.insert(autoTradingRuns).values({
        address,
        slot,
        status: "running",
        startedAt: slot,
        leaseUntil: Date.now() - 1,
        attempts: 1,
        analysis: {
          strategy_overview: "Stored before the stop",
          trading_decisions: [
            { coin: "ETH", action: "BUY", confidence: 70, reasoning: "stored" },
            { coin: "SOL", action: "BUY", confidence: 70, reasoning: "stored" },
          ],
        },
        orders,
      });
    } finally {
      await database.close();
    }
    const { cookie } = await signIn(survivor, alice);
    const runs = () =>
      survivor
        .get(`/api/auto-trading/runs?address=${alice.address}`, { cookie })
        .then((answer) => (answer.body as { data: { runs: AutoTradingServerRun[] } }).data.runs);
    const [run] = await until(runs, (list) => list[0]?.status !== "running", "the taken-over run");
    // The true outcome: the order the stopped instance sent, found by its client order id, and the one
    // it never sent reported as not sent (so the run is marked failed, naming it); nothing filled twice.
    expect(run, JSON.stringify(run)).toMatchObject({ slot, status: "failed", attempts: 2 });
    expect(run?.executionId).toEqual(expect.any(String));
    expect(run?.record?.execution).toEqual({ executed: 1, failed: 1, total: 2 });
    expect(run?.record?.error).toMatch(/^SOL: Not sent: the server stopped before sending this order/);
    const check = await place.open();
    try {
      const stored = await check.db.select().from(executions);
      expect(stored.filter((row) => row.status === "pending")).toEqual([]);
      expect(stored.find((row) => row.idempotencyKey === key)?.status).toBe("done");
    } finally {
      await check.close();
    }
    const positions = await survivor.get(`/api/account/positions?address=${alice.address}`);
    const held = (positions.body as { data: { positions: { coin: string; size: number }[] } }).data.positions;
    expect(held.find((position) => position.coin === "ETH")?.size).toBeCloseTo(0.01, 8);
    expect(held.find((position) => position.coin === "SOL")).toBeUndefined();
  });

  it("finishes a user's execute that the stopped instance left pending, once it is stale, on the retry", async () => {
    const { cookie } = await signIn(survivor, alice);
    const clientKey = "takeover-user-0001";
    const key = `${address}:key:${clientKey}`;
    await leaveInterruptedExecution(survivor, place, key);
    const body = { mode: "server", userAddress: alice.address, orders };
    const headers = { cookie, "idempotency-key": clientKey };
    // Just claimed: it may still be running on the other instance.
    const early = await survivor.post("/api/signing/execute-with-agent", body, headers);
    expect(early.status).toBe(409);
    shift += 5 * 60_000;
    const retried = await survivor.post("/api/signing/execute-with-agent", body, headers);
    expect(retried.status).toBe(200);
    const results = (retried.body as { data: { results: { success: boolean }[] } }).data.results;
    expect(results.map((result) => result.success)).toEqual([true, false]);
    const check = await place.open();
    try {
      const stored = await check.db.select().from(executions);
      expect(stored.find((row) => row.idempotencyKey === key)?.status).toBe("done");
    } finally {
      await check.close();
    }
  });
});
