import { type ReplayRun, replayRunResponseSchema, replayRunsResponseSchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeProviderServer, startFakeProviderServer } from "../../test/support/fake-provider-server.ts";
import { signIn, startTestServer, type TestAnswer, type TestServer } from "../../test/support/test-server.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const bob = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");

/** The fake provider's slow scenario answers after 5 s: a run of the user's model is running meanwhile. */
const SLOW = { "X-User-API-Key": "sk-or-v1-test-slow-access0123456789abcdef0123" };

let fake: FakeProviderServer;
let server: TestServer;
let asAlice: { cookie: string };
let asBob: { cookie: string };

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer(
    { AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1` },
    { now: () => NOW },
  );
  asAlice = { cookie: (await signIn(server, alice)).cookie };
  asBob = { cookie: (await signIn(server, bob)).cookie };
});

afterAll(async () => {
  await Promise.all([server.close(), fake.close()]);
});

/** A replay of alice's with her model; with the slow key its first step waits 5 s for the model. */
const body = {
  userAddress: alice.address,
  model: "deepseek",
  budget: { maxTokens: 1_000_000, maxUsd: 5 },
  coins: ["BTC", "ETH"],
  start: NOW - 12 * HOUR,
  end: NOW,
  stepHours: 4,
};

const runOf = (answer: TestAnswer): ReplayRun => replayRunResponseSchema.parse(answer.body).data;
const runsOf = (answer: TestAnswer): ReplayRun[] => replayRunsResponseSchema.parse(answer.body).data.runs;

/** Waits until the model has been called more than `before` times: the run waits in its slow call then. */
async function modelCalled(before: number): Promise<void> {
  for (let attempt = 0; attempt < 1_200 && fake.calls.length <= before; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(fake.calls.length).toBeGreaterThan(before);
}

async function settled(id: string): Promise<ReplayRun> {
  for (let attempt = 0; attempt < 1_200; attempt += 1) {
    const run = runOf(await server.get(`/api/replay/run?id=${id}`, asAlice));
    if (run.status !== "running") return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the replay did not stop");
}

describe("replay routes act for the signed-in address only", () => {
  it("answer 401 SIGN_IN_REQUIRED to every replay route without a session, storing nothing", async () => {
    const id = crypto.randomUUID();
    const refused = [
      await server.post("/api/replay/runs", body),
      await server.get(`/api/replay/runs?address=${alice.address}`),
      await server.get(`/api/replay/run?address=${alice.address}&id=${id}`),
      await server.post("/api/replay/cancel", { address: alice.address, id }),
      await server.post("/api/replay/resume", { address: alice.address, id }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: "SIGN_IN_REQUIRED" });
    }
    expect(runsOf(await server.get("/api/replay/runs", asAlice))).toEqual([]);
  });

  it("refuse to start a replay for another wallet than the signed-in one", async () => {
    const answer = await server.post("/api/replay/runs", body, asBob);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ errorCode: "SIGN_IN_REQUIRED" });
    expect(runsOf(await server.get("/api/replay/runs", asAlice))).toEqual([]);
    expect(runsOf(await server.get("/api/replay/runs", asBob))).toEqual([]);
  });

  it("let another signed-in wallet neither list, read, cancel nor resume a run: 404 as for no run at all", async () => {
    const calls = fake.calls.length;
    const started = runOf(await server.post("/api/replay/runs", body, { ...asAlice, ...SLOW }));
    expect(started.status).toBe("running");
    expect(started.address).toBe(alice.address.toLowerCase());

    // An address in the query is not the owner: the list is always the session's.
    const listed = await server.get(`/api/replay/runs?address=${alice.address}`, asBob);
    expect(listed.status).toBe(200);
    expect(runsOf(listed)).toEqual([]);

    const missing = await server.get(`/api/replay/run?id=${crypto.randomUUID()}`, asBob);
    expect(missing.status).toBe(404);
    const foreign = [
      await server.get(`/api/replay/run?address=${alice.address}&id=${started.id}`, asBob),
      await server.post("/api/replay/cancel", { address: alice.address, id: started.id }, asBob),
    ];
    for (const answer of foreign) {
      expect(answer.status).toBe(404);
      // The same answer as for a run that does not exist: nothing tells the run is there.
      expect(answer.body).toEqual(missing.body);
      expect(JSON.stringify(answer.body)).not.toContain(alice.address.slice(2).toLowerCase());
    }
    // Bob's cancel did not stop it: alice stops it herself, while it waits for her model (so no candle read
    // of the local exchange is cut off halfway).
    await modelCalled(calls);
    const mine = runOf(await server.get(`/api/replay/run?id=${started.id}`, asAlice));
    expect(mine.status).toBe("running");
    const cancelled = runOf(await server.post("/api/replay/cancel", { id: started.id }, asAlice));
    expect(cancelled.status).toBe("cancelled");

    const resumed = await server.post("/api/replay/resume", { id: started.id }, { ...asBob, ...SLOW });
    expect(resumed.status).toBe(404);
    expect(resumed.body).toEqual(missing.body);
    expect(runOf(await server.get(`/api/replay/run?id=${started.id}`, asAlice)).status).toBe("cancelled");

    // Alice may resume it: the run was resumable, only not by bob.
    const again = runOf(await server.post("/api/replay/resume", { id: started.id }, { ...asAlice, ...SLOW }));
    expect(again.status).toBe("running");
    await modelCalled(calls + 1);
    await server.post("/api/replay/cancel", { id: started.id }, asAlice);
    expect((await settled(started.id)).status).not.toBe("running");
  });
});
