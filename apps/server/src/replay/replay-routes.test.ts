import { type ReplayRun, replayRunResponseSchema, replayRunsResponseSchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeProviderServer, startFakeProviderServer } from "../../test/support/fake-provider-server.ts";
import { signIn, startTestServer, type TestServer } from "../../test/support/test-server.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const address = alice.address;

const KEY = "sk-or-v1-test-valid-route0123456789abcdef0123";

let server: TestServer;
let fake: FakeProviderServer;
/** The Cookie header of alice's sign-in session. */
let session: { cookie: string };

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer(
    { AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1` },
    { now: () => NOW },
  );
  session = { cookie: (await signIn(server, alice)).cookie };
});

afterAll(async () => {
  await Promise.all([server.close(), fake.close()]);
});

const body = {
  userAddress: address,
  coins: ["BTC", "ETH", "SOL"],
  riskPreference: "aggressive",
  tradeAmount: 200,
  initialBalance: 5_000,
  start: NOW - 48 * HOUR,
  end: NOW,
  stepHours: 2,
};

async function waitUntilSettled(id: string): Promise<ReplayRun> {
  // Bounded by the test's timeout rather than a count: a loaded machine replays slower.
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    const answer = await server.get(`/api/replay/run?id=${id}`, session);
    const run = replayRunResponseSchema.parse(answer.body).data;
    if (run.status !== "running") return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the replay did not finish");
}

describe("replay routes", () => {
  it("run a replay in the background, store it and answer its metrics, curve and trades", async () => {
    const started = await server.post("/api/replay/runs", body, session);
    expect(started.status).toBe(200);
    const run = replayRunResponseSchema.parse(started.body).data;
    expect(run).toMatchObject({ status: "running", model: "local", progress: { done: 0, total: 24 } });

    const done = await waitUntilSettled(run.id);
    expect(done.status).toBe("done");
    expect(done.progress).toEqual({ done: 24, total: 24 });
    expect(done.result?.equity).toHaveLength(25);
    expect(done.result?.steps).toBe(24);
    const traded = (done.result?.trades ?? []).reduce((sum, trade) => sum + trade.pnl, 0);
    expect(done.result?.equity.at(-1)?.equity).toBeCloseTo(5_000 + traded, 6);

    const list = replayRunsResponseSchema.parse((await server.get("/api/replay/runs", session)).body);
    expect(list.data.runs.map((item) => item.id)).toContain(run.id);
  });

  it("apply the auto-trading governor: the run trips at its first losing step and decides nothing after it", async () => {
    const free = await waitUntilSettled(
      replayRunResponseSchema.parse((await server.post("/api/replay/runs", body, session)).body).data.id,
    );
    const equity = (free.result?.equity ?? []).map((point) => point.equity);
    // Each step is a run: the first one that starts lower than the one before is a losing run.
    const losing = equity.findIndex((value, step) => step > 0 && value < (equity[step - 1] ?? value) - 0.005);
    expect(losing).toBeGreaterThan(0);
    expect(free.result?.riskTrip).toBeNull();

    const riskLimits = {
      dailyLoss: null,
      maxDrawdownPercent: null,
      maxLosingRuns: 1,
      closePositionsOnTrip: true,
    };
    const started = await server.post("/api/replay/runs", { ...body, riskLimits }, session);
    expect(started.status).toBe(200);
    const done = await waitUntilSettled(replayRunResponseSchema.parse(started.body).data.id);
    expect(done.status).toBe("done");
    expect(done.request.riskLimits).toEqual(riskLimits);
    expect(done.result?.riskTrip).toMatchObject({
      reason: "losing-runs",
      at: body.start + losing * 2 * HOUR,
      measured: 1,
      limit: 1,
    });
    expect(done.result?.riskTrip?.equity).toBeCloseTo(equity[losing] ?? Number.NaN, 6);
    // Decisions up to the trip only; the curve is the free run's up to there, then flat (all closed).
    expect(done.result?.steps).toBe(losing);
    expect(done.result?.equity.slice(0, losing + 1)).toEqual(free.result?.equity.slice(0, losing + 1));
    const after = (done.result?.equity ?? []).slice(losing + 1).map((point) => point.equity);
    expect(new Set(after).size).toBeLessThanOrEqual(1);
  });

  it("answer 400 for a future end, a range over 45 days or a step that is not offered", async () => {
    for (const bad of [
      { ...body, end: NOW + HOUR },
      { ...body, start: NOW - 46 * 24 * HOUR },
      { ...body, stepHours: 3 },
      { ...body, start: NOW - 90 * 60_000 },
    ]) {
      const answer = await server.post("/api/replay/runs", bad, session);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    }
  });
});

describe("replay routes with the user's model", () => {
  const remote = {
    ...body,
    coins: ["BTC", "ETH"],
    model: "deepseek",
    customPrompt: "Only trade with the trend.",
    start: NOW - 12 * HOUR,
    stepHours: 4,
    budget: { maxTokens: 1_000_000, maxUsd: 5 },
  };
  const calls = () => fake.calls.length;

  it("refuse a remote replay without its key or without a budget, storing nothing", async () => {
    const before = (await server.get("/api/replay/runs", session)).body;
    const noKey = await server.post("/api/replay/runs", remote, session);
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ errorCode: "MISSING_OPENROUTER_API_KEY" });
    const { budget: _budget, ...noBudget } = remote;
    const unbounded = await server.post("/api/replay/runs", noBudget, { ...session, "X-User-API-Key": KEY });
    expect(unbounded.status).toBe(400);
    expect((await server.get("/api/replay/runs", session)).body).toEqual(before);
  });

  it("run with the key from the headers, store the replies, and answer a rerun from them without a call", async () => {
    const first = replayRunResponseSchema.parse(
      (await server.post("/api/replay/runs", remote, { ...session, "X-User-API-Key": KEY })).body,
    ).data;
    expect(first.model).toBe("deepseek/deepseek-v4-flash");
    const done = await waitUntilSettled(first.id);
    expect(done.status).toBe("done");
    expect(done.result).toMatchObject({
      modelCalls: 3,
      cachedCalls: 0,
      inputTokens: 3_600,
      outputTokens: 900,
    });
    const before = calls();
    const rerun = replayRunResponseSchema.parse(
      (await server.post("/api/replay/runs", remote, { ...session, "X-User-API-Key": KEY })).body,
    ).data;
    const again = await waitUntilSettled(rerun.id);
    expect(calls()).toBe(before);
    expect(again.result).toMatchObject({ modelCalls: 0, cachedCalls: 3, costUsd: 0 });
    expect(again.result?.equity).toEqual(done.result?.equity);
    // The key was in no answer and in no log line.
    const listed = await server.get("/api/replay/runs", session);
    expect(JSON.stringify(listed.body)).not.toContain(KEY);
    expect(server.logs()).not.toContain(KEY);
  });

  it("stop a run at its budget with the message kept for both languages", async () => {
    const tight = { ...remote, customPrompt: "A fresh prompt.", budget: { maxTokens: 4_000, maxUsd: 5 } };
    const run = replayRunResponseSchema.parse(
      (await server.post("/api/replay/runs", tight, { ...session, "X-User-API-Key": KEY })).body,
    ).data;
    const stopped = await waitUntilSettled(run.id);
    expect(stopped.status).toBe("stopped");
    expect(stopped.message).toMatchObject({ key: "replay.budgetStopped", params: { step: 3, total: 3 } });
    // Two calls of 1,500 tokens; a third, expected near 1,900, would pass 4,000.
    expect(stopped.result).toMatchObject({ steps: 2, modelCalls: 2, stoppedAt: NOW - 4 * HOUR });
  });
});
