import {
  analysisStreamEventSchema,
  executeResponseSchema,
  proposedPolicy,
  smartAnalysisResponseSchema,
  type TradingDecision,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeBuyDecision } from "./support/execute-decision.ts";
import { exitsOf } from "./support/exit-helpers.ts";
import { type FakeProviderServer, startFakeProviderServer } from "./support/fake-provider-server.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

let fake: FakeProviderServer;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer({ AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1` });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const headers = (name: string) => ({
  "X-API-Mode": "openrouter",
  "X-User-API-Key": `sk-or-v1-test-exits-${name}-0123456789abcdef`,
});
const request = (address: string, language: "en" | "zh") => ({
  model: "deepseek",
  coins: ["BTC", "ETH"],
  userAddress: address,
  initialBalance: 100,
  language,
});

describe("an exit policy the model proposes, through the analysis routes", () => {
  it("keeps a sound proposal on its decision, drops a nonsensical one with a note, and executes it like a chosen one", async () => {
    const account = privateKeyToAccount(`0x${"e5".repeat(32)}`);
    const answer = await server.post("/api/ai/smart-analysis", request(account.address, "en"), headers("en"));
    expect(answer.status).toBe(200);
    const [btc, eth] = smartAnalysisResponseSchema.parse(answer.body).data.analysis.trading_decisions;
    expect(btc).toMatchObject({ coin: "BTC", action: "BUY" });
    expect(btc?.exit_policy).toEqual({ kind: "trailing", percent: 1.5, atr: null });
    // The nonsensical 45 % trail costs only itself: the trade stands, with a note saying why.
    expect(eth).toMatchObject({ coin: "ETH", action: "BUY", exit_policy: null });
    expect(eth?.reasoning).toContain(
      "Guardrail: Proposed exit policy ignored (its percentage must be 0.2-30); the stop stays fixed unless you choose one.",
    );

    // Executed as the card sends it: the proposal is the order's exit policy, set once the order filled.
    const decision = btc as TradingDecision;
    const { cookie } = await signIn(server, account);
    const executed = await executeBuyDecision(
      server,
      { cookie, address: account.address },
      decision,
      "proposed-exit-1",
      proposedPolicy(decision),
    );
    expect(executed.status).toBe(200);
    expect(executeResponseSchema.parse(executed.body).exits).toEqual([
      { coin: "BTC", set: true, error: null },
    ]);
    expect((await exitsOf(server, cookie, account)).exits).toEqual([
      expect.objectContaining({
        coin: "BTC",
        policy: { kind: "trailing", percent: 1.5 },
        manager: "server",
        status: "active",
      }),
    ]);
  });

  it("streams each decision with its proposal or its note in Chinese", async () => {
    const response = await fetch(`${server.url}/api/ai/smart-analysis/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...headers("zh") },
      body: JSON.stringify(request(`0x${"6".repeat(40)}`, "zh")),
    });
    expect(response.status).toBe(200);
    const events = (await response.text())
      .split("\n\n")
      .filter((block) => block.startsWith("data: "))
      .map((block) => analysisStreamEventSchema.parse(JSON.parse(block.slice("data: ".length))));
    const decisions = events.flatMap((event) => (event.type === "decision" ? [event.decision] : []));
    expect(decisions.map((decision) => [decision.coin, decision.exit_policy])).toEqual([
      ["BTC", { kind: "trailing", percent: 1.5, atr: null }],
      ["ETH", null],
    ]);
    expect(decisions[1]?.reasoning).toContain(
      "风控：建议的出场策略无效，已忽略（百分比须在 0.2-30 之间）；除非你另选，止损保持固定。",
    );
    const done = events.at(-1);
    if (done?.type !== "done") throw new Error("no result");
    expect(done.data.analysis.trading_decisions[0]?.exit_policy).toEqual({
      kind: "trailing",
      percent: 1.5,
      atr: null,
    });
  });
});
