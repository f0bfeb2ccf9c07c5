import {
  CHART_CANDLE_COUNT,
  candlesResponseSchema,
  errorBodySchema,
  marketPricesResponseSchema,
  marketSpecsResponseSchema,
} from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/support/test-server.ts";

describe("GET /api/market/prices", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("answers the current mid price of each asked coin, with or without a position", async () => {
    const answer = await server.get("/api/market/prices?coins=BTC,sol");
    expect(answer.status).toBe(200);
    const { prices } = marketPricesResponseSchema.parse(answer.body).data;
    expect(Object.keys(prices).sort()).toEqual(["BTC", "SOL"]);
    expect(prices.BTC).toBeGreaterThan(0);
    expect(prices.SOL).toBeGreaterThan(0);
  });

  it("refuses a coin outside the catalogue with a clear validation error", async () => {
    const answer = await server.get("/api/market/prices?coins=BTC,NOPE");
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).errorCode).toBe("VALIDATION_ERROR");
  });
});

describe("GET /api/market/specs", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("answers every listed catalogue market with its lot decimals, maximum leverage and prices", async () => {
    const answer = await server.get("/api/market/specs");
    expect(answer.status).toBe(200);
    const { markets } = marketSpecsResponseSchema.parse(answer.body).data;
    const byCoin = new Map(markets.map((market) => [market.coin, market]));
    expect(byCoin.get("PEPE")?.exchangeCoin).toBe("kPEPE");
    const btc = byCoin.get("BTC");
    expect(btc?.szDecimals).toBe(5);
    expect(btc?.maxLeverage).toBeGreaterThanOrEqual(20);
    expect(btc?.midPrice).toBeGreaterThan(0);
    expect(btc?.markPrice).toBeGreaterThan(0);
  });
});

describe("GET /api/market/candles", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it("answers a coin's latest candles oldest first, with its lot decimals, for the price chart", async () => {
    const answer = await server.get("/api/market/candles?coin=sol&interval=1h");
    expect(answer.status).toBe(200);
    const data = candlesResponseSchema.parse(answer.body).data;
    expect(data.coin).toBe("SOL");
    expect(data.interval).toBe("1h");
    expect(data.szDecimals).toBe(2);
    expect(data.candles.length).toBeGreaterThan(10);
    expect(data.candles.length).toBeLessThanOrEqual(CHART_CANDLE_COUNT);
    const times = data.candles.map((candle) => candle.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(3_600_000);
    for (const candle of data.candles) {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
    }
  });

  it("refuses a coin outside the catalogue and an interval the chart does not offer", async () => {
    for (const query of ["coin=NOPE", "coin=BTC&interval=7m"]) {
      const answer = await server.get(`/api/market/candles?${query}`);
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).errorCode).toBe("VALIDATION_ERROR");
    }
  });
});
