// Load on the dashboard's poll: GET /api/account/overview with 50 concurrent clients (autocannon) on
// the local exchange, for an account holding six positions with their stops and targets; then the time
// to execute 6 decisions end to end in server mode. Prints a table; asserts nothing.
import os from "node:os";
import autocannon from "autocannon";
import { sixLongOrders, startSignedInServer, timeExecutions } from "./bench-server.ts";
import { ms, printTable, summarize } from "./stats.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const EXECUTIONS = Number(process.env.BENCH_EXECUTIONS ?? 10);
const server = await startSignedInServer(
  "0x00000000000000000000000000000000000000000000000000000000000b3ec2",
);
const { user } = server;

try {
  const orders = await sixLongOrders(server, 0.1, 0.1);
  const { times: executions, filled } = await timeExecutions(server, orders, EXECUTIONS);

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
}
