// Benchmarks of the walking skeleton on the local exchange: the analysis path with the local analyst
// on 6 coins (server-side time and round trip) and the time to execute 6 decisions end to end.
// Prints a table; figures go into the README's performance section. Not a test: nothing is asserted.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_COINS, executeResponseSchema, smartAnalysisResponseSchema } from "@app/core";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { ms, printTable, summarize } from "./stats.ts";

const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 40);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 15);
// Server mode trades only for an address signed in with Ethereum: the bench signs in as this one.
const account = privateKeyToAccount("0x000000000000000000000000000000000000000000000000000000000b3ec1b3");
const user = account.address.toLowerCase();

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
const server = await startServer(
  loadConfig(
    { PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "1000000" },
    process.cwd(),
  ),
);
let cookie = "";
const post = async (route: string, body: unknown) => {
  const response = await fetch(`${server.url}${route}`, {
    method: "POST",
    // Every request is its own execution: a fresh idempotency key, so none is taken for a retry.
    headers: { "content-type": "application/json", cookie, "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.headers.get("set-cookie")) cookie = response.headers.get("set-cookie")?.split(";")[0] ?? "";
  return response.json();
};
const { data: nonce } = (await fetch(`${server.url}/api/auth/nonce`).then((r) => r.json())) as {
  data: { nonce: string };
};
const message = createSiweMessage({
  domain: new URL(server.url).host,
  address: account.address,
  uri: server.url,
  version: "1",
  chainId: 421614,
  nonce: nonce.nonce,
});
await post("/api/auth/verify", { message, signature: await account.signMessage({ message }) });

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
  const snapshot = await fetch(`${server.url}/hl/info`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "allMids" }),
  }).then((response) => response.json() as Promise<Record<string, string>>);
  const coins = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"] as const;
  const orders = coins.map((coin) => {
    const price = Number(snapshot[coin]);
    return {
      coin,
      side: "BUY",
      quantity: Number((25 / price).toPrecision(3)),
      leverage: 5,
      stop_loss: Number((price * 0.97).toPrecision(5)),
      take_profit: Number((price * 1.06).toPrecision(5)),
    };
  });
  const executions: number[] = [];
  let filled = 0;
  for (let i = 0; i < EXECUTIONS; i++) {
    const started = performance.now();
    const answer = executeResponseSchema.parse(
      await post("/api/signing/execute-with-agent", { userAddress: user, orders }),
    );
    executions.push(performance.now() - started);
    filled += answer.data.success;
    const closes = answer.data.results
      .filter((result) => result.filled)
      .map((result) => ({
        coin: result.coin,
        side: "SELL",
        quantity: result.filled?.totalSz,
        reduceOnly: true,
      }));
    if (closes.length > 0)
      await post("/api/signing/execute-with-agent", { userAddress: user, orders: closes });
  }

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
  await rm(dataDir, { recursive: true, force: true });
}
