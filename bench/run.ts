// Benchmarks of the walking skeleton on the local exchange: the analysis path with the local analyst
// on 6 coins (server-side time and round trip) and the time to execute 6 decisions end to end.
// Prints a table; figures go into docs/performance.md. Not a test: nothing is asserted.
import os from "node:os";
import { DEFAULT_COINS, smartAnalysisResponseSchema } from "@app/core";
import { sixLongOrders, startSignedInServer, timeExecutions } from "./bench-server.ts";
import { ms, printTable, summarize } from "./stats.ts";

const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 40);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 15);
// Server mode trades only for an address signed in with Ethereum: the bench signs in as this one.
const server = await startSignedInServer(
  "0x000000000000000000000000000000000000000000000000000000000b3ec1b3",
);
const { post, user } = server;

try {
  const analysisRequest = { model: "local", coins: DEFAULT_COINS, userAddress: user, initialBalance: 100 };
  await post("/api/ai/smart-analysis", analysisRequest); // warm-up: JIT, caches, first account
  const serverSide: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < ANALYSES; i++) {
    const started = performance.now();
    const answer = smartAnalysisResponseSchema.parse(await post("/api/ai/smart-analysis", analysisRequest));
    roundTrip.push(performance.now() - started);
    serverSide.push(answer.data.metadata.latencyMs);
    // Let the 2 s market cache expire now and then, so cold reads are measured too.
    if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 2_100));
  }

  // Six decisions: open 6 small longs (leverage, market IOC, stop loss and take profit), then close them.
  const orders = await sixLongOrders(server, 0.03, 0.06);
  const { times: executions, filled } = await timeExecutions(server, orders, EXECUTIONS, async (answer) => {
    const closes = answer.data.results
      .filter((result) => result.filled)
      .map((result) => ({
        coin: result.coin,
        side: "SELL",
        quantity: result.filled?.totalSz,
        reduceOnly: true,
      }));
    if (closes.length > 0)
      await post("/api/signing/execute-with-agent", { mode: "server", userAddress: user, orders: closes });
  });

  const analysis = summarize(serverSide);
  const trip = summarize(roundTrip);
  const execution = summarize(executions);
  console.log(
    `\nLocal exchange, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"})\n`,
  );
  printTable(
    ["measure", "runs", "median", "p95"],
    [
      [
        "analysis, local analyst, 6 coins: server-side",
        String(analysis.count),
        ms(analysis.median),
        ms(analysis.p95),
      ],
      ["analysis, local analyst, 6 coins: round trip", String(trip.count), ms(trip.median), ms(trip.p95)],
      [
        `execute 6 decisions end to end (${filled}/${EXECUTIONS * 6} filled)`,
        String(execution.count),
        ms(execution.median),
        ms(execution.p95),
      ],
    ],
  );
} finally {
  await server.close();
}
