import { COIN_SYMBOLS, DEFAULT_COINS, errorBodySchema, RISK_PREFERENCES } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const user = "0x00000000000000000000000000000000005eed01";
const COIN_SETS = [DEFAULT_COINS, COIN_SYMBOLS.slice(0, 25)] as const;
const BALANCES = [0.1, 1, 9.99, 10, 55, 2_000, 10_000, 123_456.78, 1e7] as const;
const LANGUAGES = ["en", "zh"] as const;

describe("analysis sweep: the local analyst over coin sets, risks, balances and languages", () => {
  let server: TestServer;
  let sent = 0;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: "1000000",
      ADDRESS_RATE_LIMIT_PER_MINUTE: "1000000",
    });
  }, 120_000);
  afterAll(async () => {
    console.log(`analysis sweep: ${sent} requests`);
    await server.close();
  });

  it("answers every combination without a 5xx, and a 4xx only with an errorCode", async () => {
    const cases = COIN_SETS.flatMap((coins) =>
      RISK_PREFERENCES.flatMap((riskPreference) =>
        BALANCES.flatMap((initialBalance) =>
          LANGUAGES.map((language) => ({ coins: [...coins], riskPreference, initialBalance, language })),
        ),
      ),
    );
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < cases.length) {
          const body = cases[next];
          next += 1;
          const answer = await server.post("/api/ai/smart-analysis", {
            model: "local",
            userAddress: user,
            ...body,
          });
          sent += 1;
          const label = `${body?.coins.length} coins ${body?.riskPreference} ${body?.initialBalance} ${body?.language}`;
          if (answer.status >= 500)
            problems.push(`${label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
          else if (answer.status >= 400 && !errorBodySchema.safeParse(answer.body).success)
            problems.push(`${label} -> ${answer.status} without an errorCode`);
        }
      }),
    );
    expect(problems).toEqual([]);
    expect(sent).toBe(COIN_SETS.length * RISK_PREFERENCES.length * BALANCES.length * LANGUAGES.length);
  }, 180_000);
});
