// WebSocket flood benchmark of the local exchange (packages/hl-sim): the exchange runs in its own
// process (its command line), a flooder process holds one IP's maximum (10 connections, 1000
// different subscriptions: every candle, book, trade and asset feed, every feed of 10 users) and is
// refused one connection and one subscription more, while this process, a second client, times
// BENCH_REQUESTS (default 200) HTTP `clearinghouseState` and `allMids` requests one after another:
// idle first, then under the flood. Prints a table; nothing is asserted.
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { ms, printTable, summarize } from "./stats.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const cli = fileURLToPath(new URL("../packages/hl-sim/src/cli.ts", import.meta.url));
const flooderScript = fileURLToPath(new URL("./ws/flooder.ts", import.meta.url));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Starts a process and resolves with the first stdout line matching `pattern`. */
function startAndRead(args: string[], pattern: RegExp): Promise<{ child: ChildProcess; match: string }> {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve({ child, match: match[0] });
    });
    child.once("exit", (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/** Times `count` requests sent one after another. */
async function time(url: string, body: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const answer = await fetch(`${url}/info`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    await answer.text();
    samples.push(performance.now() - start);
  }
  return samples;
}

const requests = {
  clearinghouseState: JSON.stringify({ type: "clearinghouseState", user: `0x${"ab".repeat(20)}` }),
  allMids: JSON.stringify({ type: "allMids" }),
};

const exchange = await startAndRead([cli, "--port", "0", "--seed", "7"], /http:\/\/127\.0\.0\.1:\d+/);
const url = exchange.match;
let flooder: ChildProcess | undefined;
try {
  console.log(`load average before: ${load()}`);
  // Warm both requests up, so the idle figures are not the exchange's first (unoptimized) answers.
  await time(url, requests.clearinghouseState, 100);
  await time(url, requests.allMids, 100);
  const idle = {
    clearinghouseState: summarize(await time(url, requests.clearinghouseState, REQUESTS)),
    allMids: summarize(await time(url, requests.allMids, REQUESTS)),
  };
  const flood = await startAndRead([flooderScript, `${url.replace("http", "ws")}/ws`], /\{.*\}\n/);
  flooder = flood.child;
  const held = JSON.parse(flood.match) as Record<string, unknown>;
  // Let the pushes of 1000 subscriptions (a block each second) settle into their pace before timing.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const flooded = {
    clearinghouseState: summarize(await time(url, requests.clearinghouseState, REQUESTS)),
    allMids: summarize(await time(url, requests.allMids, REQUESTS)),
  };
  console.log(
    `flooder from one IP: ${held.connections} connections, ${held.subscriptions} subscriptions; ` +
      `one more connection refused: ${held.refusedConnection}, one more subscription refused: ${held.refusedSubscription}`,
  );
  printTable(
    ["second client's request", "idle median", "idle p95", "flooded median", "flooded p95", "median ×"],
    (["clearinghouseState", "allMids"] as const).map((name) => [
      name,
      ms(idle[name].median),
      ms(idle[name].p95),
      ms(flooded[name].median),
      ms(flooded[name].p95),
      (flooded[name].median / idle[name].median).toFixed(1),
    ]),
  );
  console.log(`load average after: ${load()}`);
} finally {
  flooder?.kill("SIGKILL");
  exchange.child.kill("SIGTERM");
}
