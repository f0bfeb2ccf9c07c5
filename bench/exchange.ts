// Benchmarks of the local exchange (packages/hl-sim): orders matched per second (pre-signed IOC
// orders, in process and over HTTP, in memory and with the fsynced journal) and the latency of
// clearinghouseState under concurrent load (autocannon). Prints a table for the hl-sim README.
// Not a test: nothing is asserted.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createHlSim, type HlSim, listenHlSim } from "@app/hl-sim";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import autocannon from "autocannon";
import { privateKeyToAccount } from "viem/accounts";
import { ms, printTable, summarize } from "./stats.ts";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const us = (value: number) => `${(value * 1000).toFixed(0)} µs`;
const WALLETS = Array.from({ length: 10 }, (_, i) =>
  privateKeyToAccount(`0x${(0xbe00 + i).toString(16).padStart(64, "0")}`),
);

/** Pre-signs `count` BTC IOC orders, alternately buying and selling 0.001 so positions stay small. */
async function signOrders(sim: HlSim, count: number): Promise<string[]> {
  const mids = JSON.parse((await sim.handle("/info", '{"type":"allMids"}')).body) as Record<string, string>;
  const mid = Number(mids.BTC);
  const bodies: string[] = [];
  const start = Date.now();
  for (let i = 0; i < count; i++) {
    const wallet = WALLETS[i % WALLETS.length];
    if (!wallet) throw new Error("no wallet");
    const isBuy = Math.floor(i / WALLETS.length) % 2 === 0;
    const action = {
      type: "order",
      orders: [
        {
          a: 0,
          b: isBuy,
          p: String(Math.round(mid * (isBuy ? 1.05 : 0.95))),
          s: "0.001",
          r: false,
          t: { limit: { tif: "Ioc" } },
        },
      ],
      grouping: "na",
    };
    const nonce = start + i;
    const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
    bodies.push(JSON.stringify({ action, nonce, signature }));
  }
  return bodies;
}

/** Opens the bench wallets' accounts, as the app does with its first account query. */
async function openAccounts(sim: HlSim): Promise<void> {
  for (const wallet of WALLETS) {
    await sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user: wallet.address }));
  }
}

/** Orders per second submitted one after another in process, or over HTTP with 10 in flight. */
async function matchRate(sim: HlSim, bodies: readonly string[], overHttp: boolean): Promise<number> {
  let filled = 0;
  const started = performance.now();
  if (!overHttp) {
    for (const body of bodies) if ((await sim.handle("/exchange", body)).body.includes('"filled"')) filled++;
  } else {
    const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const body = bodies[next++];
        const response = await fetch(`${server.url}/exchange`, { method: "POST", body });
        if ((await response.text()).includes('"filled"')) filled++;
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    await server.close();
  }
  const seconds = (performance.now() - started) / 1000;
  if (filled !== bodies.length) console.warn(`only ${filled} of ${bodies.length} orders filled`);
  return filled / seconds;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-exchange-"));
try {
  const rows: string[][] = [];
  for (const [label, journal] of [
    ["in memory", false],
    ["journal (fsync)", true],
  ] as const) {
    for (const overHttp of [false, true]) {
      const sim = createHlSim(journal ? { dataDir: path.join(dataDir, `${overHttp}`) } : {});
      await openAccounts(sim);
      const bodies = await signOrders(sim, ORDERS);
      const rate = await matchRate(sim, bodies, overHttp);
      rows.push([
        `orders matched/s, ${overHttp ? "HTTP, 10 in flight" : "in process"}, ${label}`,
        rate.toFixed(0),
      ]);
      sim.close();
    }
  }

  // clearinghouseState of an account with positions, under concurrent load over HTTP.
  const sim = createHlSim({ dataDir: path.join(dataDir, "load") });
  await openAccounts(sim);
  for (const body of await signOrders(sim, 20)) await sim.handle("/exchange", body);
  const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
  const result = await autocannon({
    url: `${server.url}/info`,
    method: "POST",
    connections: CONNECTIONS,
    duration: SECONDS,
    body: JSON.stringify({ type: "clearinghouseState", user: WALLETS[0]?.address }),
  });
  await server.close();
  const direct: number[] = [];
  for (let i = 0; i < 500; i++) {
    const started = performance.now();
    await sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user: WALLETS[0]?.address }));
    direct.push(performance.now() - started);
  }
  sim.close();
  const inProcess = summarize(direct);
  rows.push(
    [`clearinghouseState, ${CONNECTIONS} connections: requests/s`, result.requests.average.toFixed(0)],
    [`clearinghouseState, ${CONNECTIONS} connections: median latency`, ms(result.latency.p50)],
    [`clearinghouseState, ${CONNECTIONS} connections: p99 latency`, ms(result.latency.p99)],
    ["clearinghouseState in process: median / p99", `${us(inProcess.median)} / ${us(inProcess.p99)}`],
  );
  printTable(["measure", "value"], rows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
