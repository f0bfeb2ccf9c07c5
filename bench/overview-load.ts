// Load on the dashboard's poll: GET /api/account/overview with 50 concurrent clients (autocannon) on
// the local exchange, for an account holding six positions with their stops and targets; then the time
// to execute 6 decisions end to end in server mode. Prints a table; asserts nothing.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { executeResponseSchema } from "@app/core";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import autocannon from "autocannon";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { ms, printTable, summarize } from "./stats.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 10);
const account = privateKeyToAccount("0x00000000000000000000000000000000000000000000000000000000000b3ec2");
const user = account.address.toLowerCase();

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-overview-"));
const server = await startServer(
  loadConfig(
    {
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "1000000",
      ADDRESS_RATE_LIMIT_PER_MINUTE: "1000000",
    },
    process.cwd(),
  ),
);
let cookie = "";
const post = async (route: string, body: unknown) => {
  const response = await fetch(`${server.url}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) cookie = setCookie.split(";")[0] ?? "";
  return response.json();
};

try {
  const { data } = (await fetch(`${server.url}/api/auth/nonce`).then((r) => r.json())) as {
    data: { nonce: string };
  };
  const message = createSiweMessage({
    domain: new URL(server.url).host,
    address: account.address,
    uri: server.url,
    version: "1",
    chainId: 421614,
    nonce: data.nonce,
  });
  await post("/api/auth/verify", { message, signature: await account.signMessage({ message }) });

  const mids = (await post("/hl/info", { type: "allMids" })) as Record<string, string>;
  const orders = (["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"] as const).map((coin) => {
    const price = Number(mids[coin]);
    return {
      coin,
      side: "BUY",
      quantity: Number((25 / price).toPrecision(3)),
      leverage: 5,
      stop_loss: Number((price * 0.9).toPrecision(5)),
      take_profit: Number((price * 1.1).toPrecision(5)),
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
  }

  const load = await autocannon({
    url: `${server.url}/api/account/overview?address=${user}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const execution = summarize(executions);
  console.log(
    `\nLocal exchange, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"})\n`,
  );
  printTable(
    ["measure", "value"],
    [
      [
        `GET /api/account/overview, ${CONNECTIONS} clients, ${DURATION_S} s: requests/s (mean)`,
        load.requests.average.toFixed(0),
      ],
      ["the same: latency p50 / p99", `${ms(load.latency.p50)} / ${ms(load.latency.p99)}`],
      ["the same: non-2xx answers / errors / timeouts", `${load.non2xx} / ${load.errors} / ${load.timeouts}`],
      [
        `execute 6 decisions end to end, server mode (median / p95 of ${execution.count}; ${filled}/${EXECUTIONS * 6} filled)`,
        `${ms(execution.median)} / ${ms(execution.p95)}`,
      ],
    ],
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
