import { DEFAULT_DATA_SOURCES } from "@app/core";
import { HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { MarketData } from "../exchange/market-data.ts";
import { type CoinHistory, loadReplayHistory } from "./replay-history.ts";
import { analystInputAt } from "./replay-inputs.ts";
import {
  type ReplayRequest,
  type ReplayRunCheckpoint,
  ReplayService,
  replayLocalAnalyst,
} from "./replay-service.ts";

const HOUR = 3_600_000;
// A fixed clock on a whole hour: the local exchange's market and history are then the same every run.
const NOW = Date.UTC(2026, 10, 20, 12);

let server: TestServer;
let info: InfoClient;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
  info = new InfoClient({ transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }) });
});

afterAll(async () => {
  await server.close();
});

const request: ReplayRequest = {
  userAddress: "0x00000000000000000000000000000000000000d1",
  coins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
  dataSources: DEFAULT_DATA_SOURCES,
  riskPreference: "balanced",
  tradeAmount: 500,
  initialBalance: 10_000,
  language: "en",
  start: NOW - 3 * 24 * HOUR,
  end: NOW,
  stepHours: 4,
};

describe("ReplayService on the local exchange's history", () => {
  it("replays the local analyst deterministically: the same inputs give the same result", async () => {
    const service = new ReplayService(info, new MarketData(info, { now: () => NOW }));
    const progress: number[] = [];
    const first = await service.run(request, { onProgress: (done) => progress.push(done) });
    const second = await service.run(request);
    expect(first.steps).toBe(18);
    expect(progress).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
    expect(first.equity).toHaveLength(19);
    expect(second).toEqual(first);
    // Every trade is closed by the end, and the account's value is what the trades made.
    const traded = first.trades.reduce((sum, trade) => sum + trade.pnl, 0);
    expect(first.equity.at(-1)?.equity).toBeCloseTo(request.initialBalance + traded, 6);
    expect(first.feesPaid).toBeGreaterThanOrEqual(0);
  });

  it("builds each step's analysis only from candles closed before the step", async () => {
    const snapshot = await new MarketData(info, { now: () => NOW }).snapshot();
    const histories = await loadReplayHistory(info, snapshot.markets, ["BTC"], request);
    const btc = histories.get("BTC") as CoinHistory;
    const stepTime = request.start + 10 * HOUR;
    const view = {
      time: stepTime,
      cash: 10_000,
      equity: 10_000,
      marginUsed: 0,
      positions: [],
      fills: [],
      candles: () => [],
    };
    const { input } = analystInputAt(view, histories, request);
    const coin = input.coins[0];
    expect(coin?.intraday).toHaveLength(96);
    expect(coin?.context).toHaveLength(90);
    for (const candle of coin?.intraday ?? [])
      expect(candle.time + 15 * 60_000).toBeLessThanOrEqual(stepTime);
    for (const candle of coin?.context ?? []) expect(candle.time + 4 * HOUR).toBeLessThanOrEqual(stepTime);
    expect(coin?.market.midPrice).toBe(coin?.intraday.at(-1)?.close);

    // Wreck every candle that opens at or after the step: the step's input does not change.
    const wreck = <T extends { time: number; close: number }>(candles: readonly T[]) =>
      candles.map((candle) => (candle.time >= stepTime ? { ...candle, close: candle.close * 3 } : candle));
    const altered = new Map([
      [
        "BTC" as const,
        { ...btc, intraday: wreck(btc.intraday), context: wreck(btc.context), hourly: wreck(btc.hourly) },
      ],
    ]);
    expect(analystInputAt(view, altered, request).input).toEqual(input);
  });

  it("stops a cancelled run, and its checkpoint resumes to the uninterrupted result", async () => {
    const snapshot = await new MarketData(info, { now: () => NOW }).snapshot();
    const histories = await loadReplayHistory(info, snapshot.markets, request.coins, request);
    const whole = await replayLocalAnalyst(histories, request);
    const controller = new AbortController();
    let saved: ReplayRunCheckpoint | undefined;
    const run = replayLocalAnalyst(histories, request, {
      signal: controller.signal,
      onCheckpoint: (checkpoint) => {
        saved = JSON.parse(JSON.stringify(checkpoint())) as ReplayRunCheckpoint;
        if (saved.sim.step === 7) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(saved?.steps).toBe(7);
    const resumed = await replayLocalAnalyst(histories, request, { resume: saved });
    expect(resumed).toEqual(whole);
  });
});
