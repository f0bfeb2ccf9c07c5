// Benchmarks of the local exchange (packages/hl-sim), printed as a table for docs/performance.md:
// - signature recovery alone, and signed orders per second (pre-signed 0.001 BTC IOC orders from
//   10 wallets, after 500 untimed ones) in process and over HTTP, in memory and with the journal (group commit),
//   with and without the recovery thread (every signature then recovered on the main thread); over
//   HTTP from a separate client process (as a bot is) on keep-alive connections, whose CPU shares
//   the 2 cores. Beside each rate the exchange process's CPU time per order (every thread), which
//   a loaded machine inflates far less than the rate: compare that between runs at different loads;
// - matching and accounting alone (decoded actions, no signatures, JSON or journal);
// - restart after BENCH_RESTART_ORDERS (default 100,000) + 5,000 journaled orders: after a crash (snapshot +
//   the journal's tail replayed) and after a clean close (snapshot only), and the snapshot's size;
// - clearinghouseState under concurrent load (autocannon).
// The machine's load average is printed before and after: figures on a shared machine move with it.
// Not a test: nothing is asserted.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { recoverActionSigner } from "@app/core/signing/recover-signer";
import { createHlSim, listenHlSim } from "@app/hl-sim";
import { DEFAULT_COMPACT_EVERY } from "@app/hl-sim/sim";
import autocannon from "autocannon";
import { matchingRate } from "./exchange/matching.ts";
import { btcMid, openAccounts, signOrders, WALLETS } from "./exchange/orders.ts";
import { measureRestart } from "./exchange/restart.ts";
import { submitInProcess, submitOverHttp } from "./exchange/submit.ts";
import { ms, printTable, summarize } from "./stats.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const RESTART_ORDERS = Number(process.env.BENCH_RESTART_ORDERS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IN_FLIGHT = 16;
const WARM_UP = 500;
const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;
const perSecond = (value: number) => value.toFixed(0);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const progress = (message: string) => process.stderr.write(`${message}\n`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-exchange-"));
const loadBefore = load();
try {
  const rows: string[][] = [];

  progress("signature recovery…");
  const probe = createHlSim({});
  const signed = (await signOrders(ORDERS, await btcMid(probe), Date.now())).map(
    (body) => JSON.parse(body) as Parameters<typeof recoverActionSigner>[0],
  );
  const recoveryCpu = process.cpuUsage();
  let started = performance.now();
  for (const request of signed) await recoverActionSigner(request);
  const recoverySeconds = (performance.now() - started) / 1000;
  const recoveryUsed = process.cpuUsage(recoveryCpu);
  rows.push([
    "signature recovery alone (L1 order, libsecp256k1): per second",
    perSecond(ORDERS / recoverySeconds),
    us((recoveryUsed.user + recoveryUsed.system) / 1000 / ORDERS),
  ]);

  for (const [label, journal] of [
    ["in memory", false],
    ["journal", true],
  ] as const) {
    for (const [where, inFlight, overHttp, recoveryThread] of [
      ["in process, one at a time", 1, false, true],
      [`in process, ${IN_FLIGHT} in flight`, IN_FLIGHT, false, true],
      [`in process, ${IN_FLIGHT} in flight, no recovery thread`, IN_FLIGHT, false, false],
      [`HTTP, ${IN_FLIGHT} keep-alive connections`, IN_FLIGHT, true, true],
      [`HTTP, ${IN_FLIGHT} keep-alive connections, no recovery thread`, IN_FLIGHT, true, false],
    ] as const) {
      progress(`signed orders, ${where}, ${label}…`);
      const sim = createHlSim({
        ...(journal ? { dataDir: path.join(dataDir, `${where}-${label}`) } : {}),
        recoveryThread,
      });
      await openAccounts(sim);
      const signed = await signOrders(WARM_UP + ORDERS, await btcMid(sim), Date.now());
      // Untimed: compiles the hot paths and starts the recovery thread (its module loading is a
      // one-off cost of a long-running exchange, not of each order).
      await submitInProcess(sim, signed.slice(0, WARM_UP), inFlight);
      const bodies = signed.slice(WARM_UP);
      if (overHttp) {
        const { rate, cpuUs, clientCpuUs } = await submitOverHttp(sim, bodies, inFlight);
        rows.push(
          [`signed orders/s, ${where}, ${label}`, perSecond(rate), us(cpuUs / 1000)],
          ["  the client process (on the same 2 cores)", "", us(clientCpuUs / 1000)],
        );
      } else {
        const { rate, cpuUs } = await submitInProcess(sim, bodies, inFlight);
        rows.push([`signed orders/s, ${where}, ${label}`, perSecond(rate), us(cpuUs / 1000)]);
      }
      sim.close();
    }
  }

  progress("matching alone…");
  rows.push([
    "matching + accounting alone (no signature, JSON, journal): orders/s",
    perSecond(matchingRate(ORDERS * 4)),
  ]);

  progress(`restart after ${RESTART_ORDERS} orders (signing them first)…`);
  const restart = await measureRestart(path.join(dataDir, "restart"), RESTART_ORDERS);
  const thousands = `${(RESTART_ORDERS + DEFAULT_COMPACT_EVERY / 2) / 1000}k`;
  const times = (open: { inProcessMs: number; wholeProcessMs: number }) =>
    `${ms(open.inProcessMs)} (whole process ${ms(open.wholeProcessMs)})`;
  rows.push(
    [
      `filling the journal: signed orders/s, in process, ${IN_FLIGHT} in flight, compacting`,
      perSecond(restart.fillRate),
    ],
    ["empty data folder, fresh process: opening (whole process = start-up)", times(restart.empty)],
    [
      `restart after ${thousands} orders, crash (snapshot + ${restart.crashTail} entries replayed)`,
      times(restart.crash),
    ],
    [
      `background compaction after ${thousands} orders (snapshot ${(restart.snapshotBytes / 1e6).toFixed(0)} MB): took`,
      ms(restart.compactionMs),
    ],
    [
      "  meanwhile: longest event-loop stall / allMids answered",
      `${ms(restart.compactionStallMs)} / ${restart.answeredDuringCompaction}`,
    ],
    [`restart after ${thousands} orders, clean (snapshot only)`, times(restart.clean)],
  );

  progress("clearinghouseState under load…");
  const sim = createHlSim({ dataDir: path.join(dataDir, "load") });
  await openAccounts(sim);
  for (const body of await signOrders(20, await btcMid(sim), Date.now())) await sim.handle("/exchange", body);
  const user = WALLETS[0]?.address;
  const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
  const result = await autocannon({
    url: `${server.url}/info`,
    method: "POST",
    connections: CONNECTIONS,
    duration: SECONDS,
    body: JSON.stringify({ type: "clearinghouseState", user }),
  });
  await server.close();
  const direct: number[] = [];
  for (let i = 0; i < 500; i++) {
    started = performance.now();
    await sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user }));
    direct.push(performance.now() - started);
  }
  sim.close();
  const inProcess = summarize(direct);
  rows.push(
    [`clearinghouseState, ${CONNECTIONS} connections: requests/s`, result.requests.average.toFixed(0)],
    [
      `clearinghouseState, ${CONNECTIONS} connections: median / p99 latency`,
      `${ms(result.latency.p50)} / ${ms(result.latency.p99)}`,
    ],
    ["clearinghouseState in process: median / p99", `${us(inProcess.median)} / ${us(inProcess.p99)}`],
  );
  console.log(
    `load average (1, 5, 15 min) before: ${loadBefore}, after: ${load()} (${os.cpus().length} cores)`,
  );
  printTable(["measure", "value", "CPU per order (all threads)"], rows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
