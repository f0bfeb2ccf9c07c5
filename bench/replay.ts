// Benchmark of the Strategy tab's replay: 30 days of 6 coins at 1-hour steps (720 steps) with the
// local analyst, on the local exchange's own history. Loading the history (one read per coin and
// interval over HTTP) and the replay loop (analysis, guardrails, order rules and simulation at every
// step) are timed apart. Prints a table; figures go into docs/performance.md. Not a test: nothing is asserted.
import os from "node:os";
import { DEFAULT_COINS, DEFAULT_DATA_SOURCES } from "@app/core";
import { createHlSim, listenHlSim } from "@app/hl-sim";
import { MarketData } from "@app/server/exchange/market-data";
import { loadReplayHistory } from "@app/server/replay/replay-history";
import { type ReplayRequest, replayLocalAnalyst } from "@app/server/replay/replay-service";
import { HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { ms, printTable, summarize } from "./stats.ts";

const RUNS = Number(process.env.BENCH_REPLAY_RUNS ?? 3);
const DAYS = Number(process.env.BENCH_REPLAY_DAYS ?? 30);
const HOUR = 3_600_000;
const now = Math.floor(Date.now() / HOUR) * HOUR;

const sim = createHlSim({ now: () => now });
const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
const info = new InfoClient({ transport: new HttpTransport({ isTestnet: true, apiUrl: server.url }) });
const request: ReplayRequest = {
  userAddress: "0x0000000000000000000000000000000000000b01",
  coins: DEFAULT_COINS,
  dataSources: DEFAULT_DATA_SOURCES,
  riskPreference: "balanced",
  tradeAmount: 500,
  initialBalance: 10_000,
  language: "en",
  start: now - DAYS * 24 * HOUR,
  end: now,
  stepHours: 1,
};

try {
  const loads: number[] = [];
  const loops: number[] = [];
  let last: Awaited<ReturnType<typeof replayLocalAnalyst>> | undefined;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const snapshot = await new MarketData(info, { now: () => now }).snapshot();
    const histories = await loadReplayHistory(info, snapshot.markets, request.coins, request);
    const loaded = performance.now();
    last = await replayLocalAnalyst(histories, request);
    loads.push(loaded - started);
    loops.push(performance.now() - loaded);
  }
  const load = summarize(loads);
  const loop = summarize(loops);
  const total = summarize(loads.map((value, index) => value + (loops[index] ?? 0)));
  console.log(
    `\nReplay, ${DAYS} days × ${request.coins.length} coins at 1 h steps (${last?.steps} steps), local analyst; Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  printTable(
    ["measure", "runs", "median", "max"],
    [
      [
        "load history (candles 15m/1h/4h + funding, over HTTP)",
        String(load.count),
        ms(load.median),
        ms(Math.max(...loads)),
      ],
      [
        "replay loop (analysis + guardrails + order rules + simulation)",
        String(loop.count),
        ms(loop.median),
        ms(Math.max(...loops)),
      ],
      [
        "whole replay",
        String(total.count),
        ms(total.median),
        ms(Math.max(...loads.map((v, i) => v + (loops[i] ?? 0)))),
      ],
    ],
  );
  if (last) {
    const { metrics } = last;
    console.log(
      `\nLast run: ${last.trades.length} trades, profit rate ${(metrics.profitRate * 100).toFixed(2)} %, win rate ${
        metrics.winRate === null ? "—" : `${(metrics.winRate * 100).toFixed(1)} %`
      }, max drawdown ${(metrics.maxDrawdown * 100).toFixed(2)} %, Sortino ${metrics.sortinoRatio?.toFixed(3) ?? "—"}, fees ${last.feesPaid.toFixed(2)} USDC, funding ${last.fundingPaid.toFixed(2)} USDC`,
    );
  }
} finally {
  await server.close();
}
