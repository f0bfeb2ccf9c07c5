import { errorBodySchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

const first = "0x00000000000000000000000000000000000000f1";
const second = "0x00000000000000000000000000000000000000f2";

describe("protection", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: "12",
      ADDRESS_RATE_LIMIT_PER_MINUTE: "3",
      CORS_ORIGINS: "http://allowed.example",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends security headers and allows only the configured origins", async () => {
    const health = await server.get("/api/health");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect(health.headers.get("content-security-policy")).toContain("default-src 'self'");
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/account/overview`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET" },
      });
    expect((await preflight("http://allowed.example")).headers.get("access-control-allow-origin")).toBe(
      "http://allowed.example",
    );
    expect((await preflight("http://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("limits requests per address, then per IP, answering RATE_LIMITED with retry-after", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await server.get(`/api/account/balance?address=${first}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await server.get(`/api/account/balance?address=${first}`);
    expect(errorBodySchema.parse(limited.body).errorCode).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await server.get(`/api/account/balance?address=${second}`)).status).toBe(200);

    let answer = await server.get("/api/health");
    while (answer.status === 200) answer = await server.get("/api/health");
    expect(answer.status).toBe(429);
    expect(errorBodySchema.parse(answer.body).errorCode).toBe("RATE_LIMITED");
    expect(answer.headers.get("retry-after")).not.toBeNull();
  });
});
