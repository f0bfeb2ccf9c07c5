import { type ReplayRun, replayRunResponseSchema, replayRunsResponseSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-server.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const address = "0x00000000000000000000000000000000000000a1";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
});

afterAll(async () => {
  await server.close();
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
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await server.get(`/api/replay/run?address=${address}&id=${id}`);
    const run = replayRunResponseSchema.parse(answer.body).data;
    if (run.status !== "running") return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the replay did not finish");
}

describe("replay routes", () => {
  it("run a replay in the background, store it and answer its metrics, curve and trades", async () => {
    const started = await server.post("/api/replay/runs", body);
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

    const list = replayRunsResponseSchema.parse(
      (await server.get(`/api/replay/runs?address=${address}`)).body,
    );
    expect(list.data.runs.map((item) => item.id)).toContain(run.id);
  });

  it("answer 400 for a future end, a range over 45 days or a step that is not offered, and 404 for another wallet's run", async () => {
    for (const bad of [
      { ...body, end: NOW + HOUR },
      { ...body, start: NOW - 46 * 24 * HOUR },
      { ...body, stepHours: 3 },
      { ...body, start: NOW - 90 * 60_000 },
    ]) {
      const answer = await server.post("/api/replay/runs", bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    }
    const run = replayRunResponseSchema.parse((await server.post("/api/replay/runs", body)).body).data;
    await waitUntilSettled(run.id);
    const other = await server.get(
      `/api/replay/run?address=0x00000000000000000000000000000000000000b2&id=${run.id}`,
    );
    expect(other.status).toBe(404);
  });
});
