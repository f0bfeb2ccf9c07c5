// Benchmark of the AI analysis engine on the local exchange: the server-side time of an analysis with
// the user's model, excluding the model's own time (a local fake provider answers at once), for 6 and
// 25 coins, and the size of the prompt for 6 coins with the default data sources, counted with real
// tokenizers. Prints tables; figures go into docs/performance.md. Not a test: nothing is asserted.
import os from "node:os";
import { COIN_SYMBOLS, DEFAULT_COINS, smartAnalysisResponseSchema } from "@app/core";
import { encode as encodeCl100k } from "gpt-tokenizer/encoding/cl100k_base";
import { encode as encodeO200k } from "gpt-tokenizer/encoding/o200k_base";
import { startAppWithFakeProvider } from "./bench-server.ts";
import { ms, printTable, summarize } from "./stats.ts";

const RUNS = Number(process.env.BENCH_ANALYSES ?? 40);
const user = "0x00000000000000000000000000000000000b3ec2";
const headers = {
  "content-type": "application/json",
  "X-API-Mode": "openrouter",
  "X-User-API-Key": "sk-or-v1-test-valid-bench-0123456789abcdefghij",
};

const app = await startAppWithFakeProvider("analysis");

/** Server-side times of `RUNS` analyses of some coins; the market cache expires every tenth run. */
async function measure(model: string, coins: readonly string[]): Promise<number[]> {
  const body = JSON.stringify({ model, coins, userAddress: user, initialBalance: 100 });
  const analyse = async () => {
    const response = await fetch(`${app.url}/api/ai/smart-analysis`, { method: "POST", headers, body });
    return smartAnalysisResponseSchema.parse(await response.json()).data.metadata.latencyMs;
  };
  await analyse(); // warm-up: JIT, caches, first account
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    samples.push(await analyse());
    if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 2_100));
  }
  return samples;
}

try {
  const rows: string[][] = [];
  for (const [model, label] of [
    ["deepseek", "user's model (fake provider, 0 ms)"],
    ["local", "local analyst"],
  ] as const) {
    for (const coins of [DEFAULT_COINS, COIN_SYMBOLS]) {
      const summary = summarize(await measure(model, coins));
      rows.push([
        `${label}, ${coins.length} coins`,
        String(summary.count),
        ms(summary.median),
        ms(summary.p95),
      ]);
    }
  }

  const promptRows: string[][] = [];
  for (const language of ["en", "zh"] as const) {
    const query = new URLSearchParams({ address: user, initialBalance: "100", language });
    const answer = (await (await fetch(`${app.url}/api/account/ai-prompt?${query.toString()}`)).json()) as {
      data: { prompts: { userPrompt: string } };
    };
    const prompt = answer.data.prompts.userPrompt;
    promptRows.push([
      `6 coins, default sources, ${language}`,
      String(prompt.length),
      String(encodeO200k(prompt).length),
      String(encodeCl100k(prompt).length),
    ]);
  }

  console.log(
    `\nLocal exchange, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"})\n`,
  );
  printTable(["analysis: server-side time without the model's own", "runs", "median", "p95"], rows);
  console.log("");
  printTable(["prompt", "characters", "tokens (o200k_base)", "tokens (cl100k_base)"], promptRows);
} finally {
  await app.close();
}
