// Benchmark of streamed decisions: 6-coin analyses through an OpenAI-compatible provider (the fake, writing its
// reply at a set pace: the first token after a delay, then so many tokens a second), streamed and one-shot at
// the same pace. It prints the time from the provider writing the last token of a coin's decision to that
// decision arriving at the client (the server's part of "card on screen"), and the time to the first card and
// to the full result on each path. Figures go into docs/performance.md. Not a test: nothing is asserted.
// BENCH_RUNS, BENCH_FIRST_TOKEN_MS, BENCH_TOKENS_PER_SECOND set the runs and the pace.
import { type AnalysisStreamEvent, analysisStreamEventSchema, DEFAULT_COINS } from "@app/core";
import { startAppWithFakeProvider } from "./bench-server.ts";
import { decisionEnds } from "./decision-ends.ts";
import { printTable, summarize } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_TOKEN_MS = Number(process.env.BENCH_FIRST_TOKEN_MS ?? 800);
const TOKENS_PER_SECOND = Number(process.env.BENCH_TOKENS_PER_SECOND ?? 60);
const user = "0x00000000000000000000000000000000000b5e11";

const app = await startAppWithFakeProvider("streamed");
const { fake } = app;

const body = JSON.stringify({ model: "gpt4", coins: DEFAULT_COINS, userAddress: user, initialBalance: 100 });
const headers = (key: string) => ({
  "content-type": "application/json",
  "X-API-Mode": "native",
  "X-OpenAI-API-Key": key,
});

interface StreamedRun {
  readonly firstCard: number;
  readonly full: number;
  /** Per decision: its arrival at the client less the provider's last token of it. */
  readonly lags: number[];
}

async function streamedRun(run: number): Promise<StreamedRun> {
  const key = `sk-test-valid-bench-stream-${run}-pace-${FIRST_TOKEN_MS}-${TOKENS_PER_SECOND}-0123456789abcdef`;
  const started = performance.now();
  const response = await fetch(`${app.url}/api/ai/smart-analysis/stream`, {
    method: "POST",
    headers: { ...headers(key), accept: "text/event-stream" },
    body,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error(`no stream: ${response.status}`);
  const arrivals = new Map<string, number>();
  let buffer = "";
  let done: AnalysisStreamEvent | undefined;
  while (!done) {
    const chunk = await reader.read();
    if (chunk.done) break;
    const now = performance.now();
    buffer += chunk.value;
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    for (const block of blocks) {
      const event = analysisStreamEventSchema.parse(JSON.parse(block.slice("data: ".length)));
      if (event.type === "decision") arrivals.set(event.decision.coin, now);
      if (event.type === "done" || event.type === "error") done = event;
    }
  }
  const full = performance.now() - started;
  if (done?.type !== "done") throw new Error(`the analysis failed: ${JSON.stringify(done)}`);
  const call = fake.calls.find((recorded) => String(recorded.headers.authorization).includes(key));
  if (!call) throw new Error("the fake recorded no call");
  const ends = decisionEnds(call);
  const lags = [...arrivals].flatMap(([coin, at]) => {
    const end = ends.get(coin);
    return end === undefined ? [] : [at - end];
  });
  return { firstCard: Math.min(...arrivals.values()) - started, full, lags };
}

async function oneShotRun(run: number): Promise<number> {
  const key = `sk-test-valid-bench-oneshot-${run}-pace-${FIRST_TOKEN_MS}-${TOKENS_PER_SECOND}-0123456789abcdef`;
  const started = performance.now();
  const response = await fetch(`${app.url}/api/ai/smart-analysis`, {
    method: "POST",
    headers: headers(key),
    body,
  });
  if (!response.ok) throw new Error(`the analysis failed: ${response.status} ${await response.text()}`);
  await response.json();
  return performance.now() - started;
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

try {
  // One of each first, so the exchange's market data and the database are warm.
  await streamedRun(-1);
  await oneShotRun(-1);
  const streamed: StreamedRun[] = [];
  const oneShot: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    streamed.push(await streamedRun(run));
    oneShot.push(await oneShotRun(run));
  }
  const lags = summarize(streamed.flatMap((run) => run.lags));
  const first = summarize(streamed.map((run) => run.firstCard));
  const full = summarize(streamed.map((run) => run.full));
  const single = summarize(oneShot);
  console.log(
    `\n${RUNS} runs of each, 6 coins, provider pace: first token after ${FIRST_TOKEN_MS} ms, then ${TOKENS_PER_SECOND} tokens/s (medians, p95 in brackets)\n`,
  );
  printTable(
    ["path", "first card", "full result", "provider's last token of a decision → at the client"],
    [
      [
        "streamed",
        `${ms(first.median)} (${ms(first.p95)})`,
        `${ms(full.median)} (${ms(full.p95)})`,
        `${ms(lags.median)} (p95 ${ms(lags.p95)}, max ${ms(Math.max(...streamed.flatMap((run) => run.lags)))}, ${lags.count} decisions)`,
      ],
      [
        "one-shot",
        `${ms(single.median)} (${ms(single.p95)})`,
        `${ms(single.median)} (${ms(single.p95)})`,
        "—",
      ],
    ],
  );
} finally {
  await app.close();
}
