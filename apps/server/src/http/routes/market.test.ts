import { errorBodySchema, marketPricesResponseSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test-server.ts";

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
