import {
  aiPromptResponseSchema,
  executeResponseSchema,
  MEMORY_WORDS,
  smartAnalysisResponseSchema,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeBuyDecision } from "./support/execute-decision.ts";
import { type FakeProviderServer, startFakeProviderServer } from "./support/fake-provider-server.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const trader = privateKeyToAccount(`0x${"d3".repeat(32)}`);
const user = trader.address.toLowerCase();
const key = "sk-or-v1-test-valid-memory-0123456789abcdef";
const headers = { "X-API-Mode": "openrouter", "X-User-API-Key": key };
const heading = MEMORY_WORDS.en.heading;

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

const analyse = async (extra: Record<string, unknown> = {}) => {
  const answer = await server.post(
    "/api/ai/smart-analysis",
    { model: "deepseek", coins: ["BTC", "ETH"], userAddress: user, initialBalance: 100, ...extra },
    headers,
  );
  expect(answer.status).toBe(200);
  return smartAnalysisResponseSchema.parse(answer.body).data;
};

describe("decision memory on the real server and the local exchange", () => {
  it("recalls an executed decision's plan with the stop now on the exchange, and leaves it out when switched off", async () => {
    // A new wallet: nothing stored, no fills. The memory says so.
    const first = await analyse();
    expect(first.prompts.userPrompt).toContain(`${heading}\n${MEMORY_WORDS.en.none}`);
    const buy = first.analysis.trading_decisions.find((decision) => decision.action === "BUY");
    if (!buy || buy.stop_loss === null) throw new Error("the fake buys its first coin with a stop");
    // The BUY is executed in server mode with its stop and target, as the Execute button sends it.
    const { cookie } = await signIn(server, trader);
    const executed = await executeBuyDecision(server, { cookie, address: user }, buy, "memory-exec-0001");
    expect(executeResponseSchema.parse(executed.body).data.results[0]).toMatchObject({ success: true });

    const second = await analyse();
    const prompt = second.prompts.userPrompt;
    const memory = prompt.slice(prompt.indexOf(heading), prompt.indexOf("\nTime "));
    // The plan of the open position: the reason (its coin prefix dropped), the planned stop, live on the exchange.
    expect(memory).toMatch(
      new RegExp(
        `\\n${buy.coin} long plan \\d+m: trend up, RSI mid-range; SL=${buy.stop_loss}\\(live\\) TP=`,
      ),
    );
    // The decision with what came of it: filled, so open, its R measured from the fills.
    expect(memory).toMatch(new RegExp(`\\n${buy.coin} \\d+m BUY→open [-+]\\d+\\.\\dR$`));
    // HOLDs have no outcome and are not recalled.
    expect(memory).not.toMatch(/\nETH /);

    // Switched off for an analysis, and in the prompt preview: no memory at all.
    expect((await analyse({ memory: false })).prompts.userPrompt).not.toContain(heading);
    const preview = (query: string) =>
      server
        .get(`/api/account/ai-prompt?address=${user}&coins=BTC,ETH${query}`)
        .then((answer) => aiPromptResponseSchema.parse(answer.body).data.prompts.userPrompt);
    expect(await preview("")).toContain(heading);
    expect(await preview("&memory=false")).not.toContain(heading);
  });
});
