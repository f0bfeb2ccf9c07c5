import type { ExecutionData, SmartAnalysisData, SmartAnalysisRequest } from "@app/core";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-databases.ts";
import { openDatabase } from "./database.ts";
import { createStores } from "./stores.ts";

const address = "0x00000000000000000000000000000000000000a1" as const;
const agentAddress = "0x00000000000000000000000000000000000000b2" as const;

const request: SmartAnalysisRequest = {
  model: "local",
  coins: ["BTC"],
  dataSources: {},
  customPrompt: "",
  userAddress: address,
  riskPreference: "balanced",
  language: "en",
};

const analysis: SmartAnalysisData = {
  analysis: { strategy_overview: "calm", comprehensive_analysis: "flat", trading_decisions: [] },
  metadata: {
    model: "local",
    provider: "built-in",
    inputTokens: 12,
    outputTokens: 34,
    cachedInputTokens: 0,
    costUsd: 0,
    latencyMs: 5.5,
    marketDataTime: 1,
    coins: ["BTC"],
    riskPreference: "balanced",
  },
  prompts: { userPrompt: "BTC | 100000" },
};

const results: ExecutionData = { account: address, results: [], success: 0, rejected: 0, failed: 0 };

const postgresUrl = inject("postgresUrl");
const backends: [string, string | undefined][] = [["PGlite", undefined]];
if (postgresUrl) backends.push(["PostgreSQL", postgresUrl]);
else console.warn(`PostgreSQL persistence tests not run: ${inject("postgresMissing")}`);

describe.each(backends)("persistence on %s", (_name, adminUrl) => {
  let place: TestDatabase | undefined;
  afterEach(async () => {
    await place?.drop();
  });

  // The one test that starts PGlite in an empty folder and runs every migration, as a first start does.
  it("keeps analyses, executions, snapshots and agents across a restart", async () => {
    place = await createTestDatabase(adminUrl);
    const first = await openDatabase(place);
    expect(first.kind).toBe(adminUrl ? "postgres" : "pglite");
    if (!adminUrl) {
      // A new PGlite folder is made with the server's own settings (PGLITE_INITDB), not PostgreSQL's.
      const settings = await first.db.execute(sql`show shared_buffers`);
      expect(settings).toMatchObject({ rows: [{ shared_buffers: "16MB" }] });
    }
    const stores = createStores(first.db);
    const analysisId = await stores.analyses.save(request, analysis, 1000);
    const claim = await stores.executions.claim({
      idempotencyKey: "k1",
      address,
      account: address,
      mode: "server",
      signer: agentAddress,
      orders: [{ coin: "BTC" }],
      createdAt: 2000,
    });
    expect(claim.kind).toBe("new");
    if (claim.kind === "new") await stores.executions.complete(claim.id, results);
    await stores.equity.record(address, {
      timestamp: 3000,
      total_equity: 10050,
      pnl: 50,
      pnl_pct: 0.5,
      cycle_number: 1,
    });
    await stores.agents.save({
      mainAddress: address,
      agentAddress,
      agentName: "A12345678",
      maxOrderSizeUnits: 1_000_000_000n,
      expirationTime: 9_999_999_999_999,
      nonce: 1_700_000_000_000,
      chainId: 421614,
      signature: "0xabc",
      createdAt: 4000,
    });
    await first.close();

    const second = await openDatabase(place);
    const again = createStores(second.db);
    const [stored] = await again.analyses.recent(address, 3);
    expect(stored).toMatchObject({ id: analysisId, model: "local", inputTokens: 12, prompt: "BTC | 100000" });
    expect(stored?.decisions).toEqual(analysis.analysis);
    const duplicate = await again.executions.claim({
      idempotencyKey: "k1",
      address,
      account: address,
      mode: "server",
      signer: agentAddress,
      orders: [],
      createdAt: 5000,
    });
    expect(duplicate).toEqual({ kind: "done", id: claim.id, results, orders: [{ coin: "BTC" }] });
    expect(await again.executions.completedCount(address)).toBe(1);
    expect(await again.equity.all(address)).toEqual([
      { timestamp: 3000, total_equity: 10050, pnl: 50, pnl_pct: 0.5, cycle_number: 1 },
    ]);
    expect(await again.agents.get(address, agentAddress)).toMatchObject({
      maxOrderSizeUnits: 1_000_000_000n,
      chainId: 421614,
    });
    await second.close();
  });

  it("lets only one of two simultaneous claims of a key through", async () => {
    place = await createTestDatabase(adminUrl);
    const database = await place.open();
    const { executions } = createStores(database.db);
    const execution = {
      idempotencyKey: "same",
      address,
      account: address,
      mode: "server" as const,
      signer: address,
      orders: [],
      createdAt: 1,
    };
    const claims = await Promise.all([executions.claim(execution), executions.claim(execution)]);
    expect(claims.map((claim) => claim.kind).sort()).toEqual(["new", "pending"]);
    await database.close();
  });

  it("uses a sign-in nonce once and finds sessions by their token only", async () => {
    place = await createTestDatabase(adminUrl);
    const database = await place.open();
    const { sessions } = createStores(database.db);
    const nonce = await sessions.issueNonce(10_000);
    expect(await sessions.consumeNonce(nonce, 5_000)).toBe(true);
    expect(await sessions.consumeNonce(nonce, 5_000)).toBe(false);
    const late = await sessions.issueNonce(10_000);
    expect(await sessions.consumeNonce(late, 20_000)).toBe(false);
    const token = await sessions.open(address, 1_000, 50_000);
    expect(await sessions.addressOf(token, 2_000)).toBe(address);
    expect(await sessions.addressOf(token, 60_000)).toBeUndefined();
    expect(await sessions.addressOf("not-a-token", 2_000)).toBeUndefined();
    await sessions.close(token);
    expect(await sessions.addressOf(token, 2_000)).toBeUndefined();
    await database.close();
  });
});
