import { createHlSim } from "@app/hl-sim";
import { HttpTransport, InfoClient, SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountLocalExchange } from "./hl-mount.ts";

const app = Fastify();
const sim = createHlSim({ seed: 4, now: () => Date.UTC(2025, 10, 20, 12) });
let base = "";

beforeAll(async () => {
  await mountLocalExchange(app, sim);
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
});
