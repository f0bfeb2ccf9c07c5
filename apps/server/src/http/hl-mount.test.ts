import { createHlSim } from "@app/hl-sim";
import rateLimit from "@fastify/rate-limit";
import { HttpTransport, InfoClient, SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { mountLocalExchange } from "./hl-mount.ts";

/** The /hl budget per IP and minute in this test. */
const HL_LIMIT = 6;
const app = Fastify();
const sim = createHlSim({ seed: 4, now: () => Date.UTC(2025, 10, 20, 12) });
let base = "";

beforeAll(async () => {
  await app.register(rateLimit, {
    max: HL_LIMIT,
    timeWindow: 60_000,
    keyGenerator: (request) => `hl|${request.ip}`,
  });
  await mountLocalExchange(app, sim, false);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  base = address;
});
afterAll(async () => {
  await app.close();
  sim.close();
});

describe("the local exchange mounted under /hl", () => {
  it("answers the SDK over HTTP at /hl and over WebSocket at /hl/ws", async () => {
    const http = new InfoClient({ transport: new HttpTransport({ isTestnet: true, apiUrl: `${base}/hl` }) });
    const mids = await http.allMids();
    const transport = new WebSocketTransport({ isTestnet: true, url: `${base.replace("http", "ws")}/hl/ws` });
    try {
      const snapshot = new Promise<Record<string, string>>((resolve) => {
        void new SubscriptionClient({ transport }).allMids((event) => resolve(event.mids));
      });
      expect(await snapshot).toEqual(mids);
    } finally {
      transport.close();
    }
  });

  it("counts the WebSocket's post requests in the same per-IP budget as /hl's HTTP requests", async () => {
    // One HTTP request was made by the test above; two more here, then posts until the budget is used.
    for (let i = 0; i < 2; i += 1) {
      expect((await fetch(`${base}/hl/info`, { method: "POST", body: '{"type":"allMids"}' })).status).toBe(
        200,
      );
    }
    const socket = new WebSocket(`${base.replace("http", "ws")}/hl/ws`);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    const answers: { type: string }[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as {
        channel: string;
        data: { response: { type: string } };
      };
      if (message.channel === "post") answers.push(message.data.response);
    });
    for (let id = 1; id <= 4; id += 1) {
      socket.send(
        JSON.stringify({ method: "post", id, request: { type: "info", payload: { type: "allMids" } } }),
      );
    }
    while (answers.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.close();
    expect(answers.map((answer) => answer.type)).toEqual(["info", "info", "info", "error"]);
    expect((await fetch(`${base}/hl/info`, { method: "POST", body: '{"type":"allMids"}' })).status).toBe(429);
  });
});
