import {
  type AutoTradingServerRun,
  autoTradingRunsResponseSchema,
  autoTradingScheduleResponseSchema,
  errorBodySchema,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { until } from "../../test/support/until.ts";
import { openDatabase } from "../db/database.ts";
import { autoTradingRuns, autoTradingSchedules, executions } from "../db/schema.ts";
import { autoTradingKey } from "./auto-trading-loop.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const bob = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");
const schedule = {
  userAddress: alice.address,
  enabled: true,
  intervalMinutes: 1,
  coins: ["BTC", "ETH"],
  riskPreference: "balanced",
};
const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;
const runsOf = (body: unknown) => (body as { data: { runs: AutoTradingServerRun[] } }).data.runs;

describe("server-side auto-trading routes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { autoTradingPollMs: 100 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a schedule, or its runs, for an address not signed in with the request", async () => {
    const anonymous = await server.post("/api/auto-trading/schedule", schedule);
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous.body)).toBe("SIGN_IN_REQUIRED");
    const { cookie } = await signIn(server, bob);
    const other = await server.post("/api/auto-trading/schedule", schedule, { cookie });
    expect(other.status).toBe(401);
    expect(errorCode(other.body)).toBe("SIGN_IN_REQUIRED");
    const runs = await server.get(`/api/auto-trading/runs?address=${alice.address}`, { cookie });
    expect(runs.status).toBe(401);
    const read = await server.get(`/api/auto-trading/schedule?address=${alice.address}`, { cookie });
    expect(read.status).toBe(401);
  });

  it("saves the schedule with the panel's trade amount and answers it as core's response schemas read it", async () => {
    const { cookie } = await signIn(server, alice);
    const body = { ...schedule, enabled: false, initialBalance: 250, language: "zh" };
    const saved = await server.post("/api/auto-trading/schedule", body, { cookie });
    expect(saved.status).toBe(200);
    const read = await server.get(`/api/auto-trading/schedule?address=${alice.address}`, { cookie });
    const { schedule: stored } = autoTradingScheduleResponseSchema.parse(read.body).data;
    expect(stored).toMatchObject({
      address: alice.address.toLowerCase(),
      enabled: false,
      intervalMinutes: 1,
      nextRunAt: null,
      settings: { coins: ["BTC", "ETH"], initialBalance: 250, language: "zh", riskPreference: "balanced" },
    });
    const runs = await server.get(`/api/auto-trading/runs?address=${alice.address}`, { cookie });
    expect(autoTradingRunsResponseSchema.parse(runs.body).data.runs).toEqual([]);
  });

  it("refuses an interval outside 1-1440 minutes with a validation error", async () => {
    const { cookie } = await signIn(server, alice);
    const answer = await server.post(
      "/api/auto-trading/schedule",
      { ...schedule, intervalMinutes: 0 },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(errorCode(answer.body)).toBe("VALIDATION_ERROR");
  });
});

const postgresUrl = inject("postgresUrl");
const backends: [string, string | undefined][] = [["PGlite", undefined]];
if (postgresUrl) backends.push(["PostgreSQL", postgresUrl]);
else console.warn(`two-instance auto-trading test not run: ${inject("postgresMissing")}`);

describe.runIf(postgresUrl)("two server instances on one PostgreSQL", () => {
  let place: TestDatabase;
  let shift = 0;
  const now = () => Date.now() + shift;
  beforeAll(async () => {
    place = await createTestDatabase(postgresUrl);
  });
  afterAll(async () => {
    await place.drop();
  });

  it("runs each scheduled slot exactly once", async () => {
    const environment = { DATABASE_URL: place.databaseUrl ?? "" };
    const options = { now, autoTradingPollMs: 50 };
    const first = await startTestServer(environment, options);
    const second = await startTestServer(environment, options);
    try {
      // The session lives in the shared database: the cookie works on both instances.
      const { cookie } = await signIn(first, alice);
      const saved = await second.post("/api/auto-trading/schedule", schedule, { cookie });
      expect(saved.status).toBe(200);
      const runs = () =>
        first
          .get(`/api/auto-trading/runs?address=${alice.address}&limit=50`, { cookie })
          .then((a) => runsOf(a.body));
      const finished = (count: number) => (list: AutoTradingServerRun[]) =>
        list.length >= count && list.every((run) => run.status !== "running");
      await until(runs, finished(1), "the first run");
      for (let slot = 2; slot <= 3; slot += 1) {
        shift += 60_000;
        await until(runs, finished(slot), `run ${slot}`);
      }
      // Both instances kept polling for a while after the last slot: nothing more ran.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const all = await runs();
      expect(all).toHaveLength(3);
      expect(new Set(all.map((run) => run.slot)).size).toBe(3);
      for (const run of all) {
        expect(run.attempts).toBe(1);
        expect(run.record?.model).toBe("local");
        // The built-in analyst's cost is answered with the record (the history shows it).
        expect(run.record?.costUsd).toBe(0);
      }
      const database = await place.open();
      try {
        const stored = await database.db.select().from(executions);
        for (const run of all) {
          const key = autoTradingKey(alice.address, run.slot);
          const matching = stored.filter((row) => row.idempotencyKey.endsWith(key));
          expect(matching.length).toBe(run.executionId ? 1 : 0);
        }
      } finally {
        await database.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("lets one of two racing claims take a due slot", async () => {
    const location = { databaseUrl: place.databaseUrl, dataDir: place.dataDir };
    const [a, b] = await Promise.all([openDatabase(location), openDatabase(location)]);
    try {
      const { createStores } = await import("../db/stores.ts");
      const storeA = createStores(a.db).autoTrading;
      const storeB = createStores(b.db).autoTrading;
      const settings = {
        coins: ["BTC" as const],
        dataSources: {},
        riskPreference: "balanced" as const,
        language: "en" as const,
      };
      let total = 0;
      for (let round = 0; round < 20; round += 1) {
        const at = 1_000_000_000_000 + round * 3_600_000;
        await a.db.delete(autoTradingRuns);
        await storeA.saveSchedule(bob.address, { enabled: true, intervalMinutes: 60, settings }, at);
        const [x, y] = await Promise.all([storeA.claimDue(at, 60_000, 10), storeB.claimDue(at, 60_000, 10)]);
        expect(x.length + y.length).toBe(1);
        total += x.length + y.length;
      }
      expect(total).toBe(20);
      await a.db.delete(autoTradingSchedules);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.each(backends)("a restart during a run on %s", (_name, adminUrl) => {
  let place: TestDatabase;
  beforeAll(async () => {
    place = await createTestDatabase(adminUrl);
  });
  afterAll(async () => {
    await place.drop();
  });

  it("finishes the interrupted run from what it stored, executing its orders once", async () => {
    const environment: Record<string, string> = place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {};
    const slot = Date.now() - 30_000;
    const address = alice.address.toLowerCase();
    // What a server that stopped after the analysis left: a running row, its lease run out.
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
      orders: [{ coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 }],
    });
    await database.close();

    const server = await startTestServer(environment, { dataDir: place.dataDir, autoTradingPollMs: 100 });
    try {
      const { cookie } = await signIn(server, alice);
      const runs = () =>
        server.get(`/api/auto-trading/runs?address=${alice.address}`, { cookie }).then((a) => runsOf(a.body));
      const [run] = await until(runs, (list) => list[0]?.status !== "running", "the resumed run");
      expect(run).toMatchObject({ slot, status: "success", attempts: 2 });
      expect(run?.record).toMatchObject({
        timestamp: slot,
        summary: "Stored before the stop",
        execution: { executed: 1 },
      });
      const positions = await server.get(`/api/account/positions?address=${alice.address}`);
      const eth = (
        positions.body as { data: { positions: { coin: string; size: number }[] } }
      ).data.positions.find((position) => position.coin === "ETH");
      expect(eth?.size).toBeCloseTo(0.01, 8);
    } finally {
      await server.close();
    }
  });
});
