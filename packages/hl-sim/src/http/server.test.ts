import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHlSim } from "../sim.ts";
import { listenHlSim } from "./server.ts";

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await listenHlSim(createHlSim({ seed: 2 }), { port: 0 });
});
afterAll(() => server.close());

describe("standalone HTTP server", () => {
  it("listens on 127.0.0.1 and answers POST /info with JSON and CORS *", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/info`, { method: "POST", body: '{"type":"allMids"}' });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toHaveProperty("BTC");
  });

  it("answers CORS preflights so a browser page can call it", async () => {
    const response = await fetch(`${server.url}/exchange`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain("content-type");
  });

  it("refuses other paths and methods", async () => {
    expect((await fetch(`${server.url}/other`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${server.url}/info`)).status).toBe(405);
  });

  it("refuses oversized bodies", async () => {
    const response = await fetch(`${server.url}/info`, { method: "POST", body: "x".repeat(2_000_000) });
    expect(response.status).toBe(413);
  });

  it("sim.handle answers unknown paths without throwing", async () => {
    const sim = createHlSim();
    expect(await sim.handle("/nope", "{}")).toMatchObject({ status: 404 });
    expect(await sim.handle("/info", "")).toMatchObject({ status: 422 });
  });
});
