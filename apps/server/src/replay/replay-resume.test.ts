import { type ReplayRun, replayRequestSchema } from "@app/core";
import { HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeProviderServer, startFakeProviderServer } from "../../test/support/fake-provider-server.ts";
import { pooledDatabase } from "../../test/support/pglite-pool.ts";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { resolveProvider } from "../ai/provider-keys.ts";
import type { Database } from "../db/database.ts";
import { ReplayReplyStore } from "../db/replay-reply-store.ts";
import { ReplayStore } from "../db/replay-store.ts";
import { MarketData } from "../exchange/market-data.ts";
import { ReplayJobs } from "./replay-jobs.ts";
import { ReplayService } from "./replay-service.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const KEY = "sk-or-v1-test-valid-resume-0123456789abcdef012";
const address = "0x00000000000000000000000000000000000000f1";
const headers = { "x-user-api-key": KEY };

let server: TestServer;
let fake: FakeProviderServer;
let database: Database;
let jobs: ReplayJobs;

// A test server, the fake provider and a second database start here: more than the default on a loaded machine.
beforeAll(async () => {
  [server, fake] = await Promise.all([startTestServer({}, { now: () => NOW }), startFakeProviderServer()]);
  database = await pooledDatabase();
  const info = new InfoClient({
    transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }),
  });
  const service = new ReplayService(info, new MarketData(info, { now: () => NOW }), {
    baseUrls: { openrouter: `${fake.url}/openrouter/api/v1` },
    timeoutMs: 30_000,
    replies: new ReplayReplyStore(database.db),
    now: () => NOW,
  });
  jobs = new ReplayJobs(
    new ReplayStore(database.db),
    service,
    () => NOW,
    { error: () => {} },
    (model, h) => (model === "local" ? undefined : resolveProvider("deepseek", h)),
  );
}, 240_000);

afterAll(async () => {
  await jobs.close();
  await Promise.all([server.close(), fake.close()]);
  await database.close();
});

const request = (customPrompt: string) =>
  replayRequestSchema.parse({
    userAddress: address,
    model: "deepseek",
    customPrompt,
    budget: { maxTokens: 1_000_000, maxUsd: 10 },
    coins: ["BTC", "ETH"],
    start: NOW - 48 * HOUR,
    end: NOW,
    stepHours: 1,
  });

async function until(id: string, done: (run: ReplayRun) => boolean): Promise<ReplayRun> {
  for (let attempt = 0; attempt < 2_000; attempt += 1) {
    const run = await jobs.get(id, address);
    if (done(run)) return run;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the replay did not get there");
}

const calls = () => fake.calls.length;

describe("resuming a replay", () => {
  it("continues a cancelled run from its last completed step as the same run: no step run or paid twice, the uninterrupted result", async () => {
    const whole = await jobs.start(request("Uninterrupted."), headers);
    const reference = await until(whole.id, (run) => run.status !== "running");
    expect(reference.result).toMatchObject({ steps: 48, modelCalls: 48 });

    const before = calls();
    const run = await jobs.start(request("Cancelled then resumed."), headers);
    await until(run.id, (current) => current.progress.done >= 1);
    const cancelled = await jobs.cancel(run.id, address);
    expect(cancelled.status).toBe("cancelled");
    const stoppedAt = cancelled.progress.done;
    expect(stoppedAt).toBeGreaterThanOrEqual(1);
    expect(stoppedAt).toBeLessThan(48);
    expect(cancelled.message).toMatchObject({
      key: "replay.cancelled",
      params: { step: stoppedAt, total: 48 },
    });

    // Without the key the user's model cannot go on.
    await expect(jobs.resume(run.id, address)).rejects.toMatchObject({ code: "MISSING_OPENROUTER_API_KEY" });
    const resumed = await jobs.resume(run.id, address, headers);
    expect(resumed).toMatchObject({ id: run.id, status: "running", progress: { done: stoppedAt } });
    const done = await until(run.id, (current) => current.status !== "running");
    expect(done.status).toBe("done");
    expect(done.result).toMatchObject({ steps: 48, cachedCalls: 0 });
    // Each step was called once; only the call in flight when it was cancelled, if any, was lost.
    expect(calls() - before).toBeGreaterThanOrEqual(48);
    expect(calls() - before).toBeLessThanOrEqual(49);
    expect(done.result?.modelCalls).toBe(48);
    expect(done.result?.equity).toEqual(reference.result?.equity);
    expect(done.result?.trades).toEqual(reference.result?.trades);
    // A finished run is not resumed again.
    await expect(jobs.resume(run.id, address, headers)).rejects.toMatchObject({
      code: "REPLAY_NOT_RESUMABLE",
      detail: { key: "errorDetail.replayIsDone" },
    });
  });
});
