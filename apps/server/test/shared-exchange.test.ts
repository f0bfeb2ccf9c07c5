import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { appConfigResponseSchema, executeResponseSchema } from "@app/core";
import { createHlSim, type HlSim, type HlSimServer, listenHlSim } from "@app/hl-sim";
import { InfoClient, SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_WALLET_FILE } from "../src/exchange/server-wallet.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const serverKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const serverWallet = privateKeyToAccount(serverKey);
const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const order = { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 } as const;

interface Position {
  coin: string;
  size: number;
}
const positionsOf = (body: unknown) => (body as { data: { positions: Position[] } }).data.positions;

describe("two instances on one shared local exchange (HL_EXCHANGE_URL)", () => {
  let sim: HlSim;
  let exchange: HlSimServer;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    // What `npm run exchange -- --operator-key-file <secret>` starts: the instances' API wallet is its operator.
    sim = createHlSim({ seed: 1, operators: [serverWallet.address] });
    await sim.ready;
    exchange = await listenHlSim(sim, { port: 0 });
    const environment = { HL_EXCHANGE_URL: `${exchange.url}/`, SERVER_WALLET_PRIVATE_KEY: serverKey };
    first = await startTestServer(environment);
    second = await startTestServer(environment);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await exchange?.close();
    sim?.close();
  });

  it("trades in server mode on one instance and shows the position on the other", async () => {
    expect(first.serverWalletAddress).toBe(serverWallet.address);
    expect(second.serverWalletAddress).toBe(serverWallet.address);
    const { cookie } = await signIn(first, alice);
    const executed = await first.post(
      "/api/signing/execute-with-agent",
      { mode: "server", userAddress: alice.address, orders: [order] },
      { cookie, "idempotency-key": "shared-exchange-1" },
    );
    expect(executed.status).toBe(200);
    const result = executeResponseSchema.parse(executed.body).data.results[0];
    expect(result?.success).toBe(true);
    const seen = await second.get(`/api/account/positions?address=${alice.address}`);
    expect(positionsOf(seen.body).find((position) => position.coin === "ETH")?.size).toBeCloseTo(0.01, 8);
  });

  it("mounts no exchange of its own and keeps no generated wallet or journal in its data folder", async () => {
    for (const server of [first, second]) {
      expect(existsSync(path.join(server.dataDir, SERVER_WALLET_FILE))).toBe(false);
      expect(existsSync(path.join(server.dataDir, "exchange"))).toBe(false);
    }
  });

  it("forwards the browser's /hl calls to the shared exchange", async () => {
    const config = appConfigResponseSchema.parse((await second.get("/api/config")).body).data;
    expect(config.exchangeUrl).toBe(`${second.url}/hl`);
    const viaProxy = await second.post("/hl/info", { type: "clearinghouseState", user: alice.address });
    expect(viaProxy.status).toBe(200);
    const direct = await fetch(`${exchange.url}/info`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "clearinghouseState", user: alice.address }),
    }).then((answer) => answer.json());
    const positions = (state: unknown) =>
      (state as { assetPositions: { position: { coin: string; szi: string } }[] }).assetPositions.map(
        (entry) => [entry.position.coin, entry.position.szi],
      );
    expect(positions(viaProxy.body)).toEqual(positions(direct));
    expect(positions(direct)).toContainEqual(["ETH", "0.01"]);
  });

  it("answers 502 on /hl when the shared exchange cannot be reached", async () => {
    const orphan = await startTestServer({
      HL_EXCHANGE_URL: "http://127.0.0.1:9",
      SERVER_WALLET_PRIVATE_KEY: serverKey,
    });
    try {
      const answer = await orphan.post("/hl/info", { type: "meta" });
      expect(answer.status).toBe(502);
    } finally {
      await orphan.close();
    }
  });
});

/** The status of a WebSocket handshake at `url` sent with `X-Forwarded-For: ip` (101 when upgraded); closes it. */
function handshake(url: string, ip: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64"),
        "x-forwarded-for": ip,
      },
    });
    outgoing.on("upgrade", (answer, socket) => {
      opened.push(socket);
      resolve(answer.statusCode ?? 0);
    });
    outgoing.on("response", (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
const opened: { destroy(): void }[] = [];

describe("/hl/ws forwarded to a shared exchange", () => {
  let sim: HlSim;
  let exchange: HlSimServer;
  let app: TestServer;
  beforeAll(async () => {
    sim = createHlSim({ seed: 1, operators: [serverWallet.address] });
    await sim.ready;
    // As compose starts it: the instances forward their users' sockets with the user's IP.
    exchange = await listenHlSim(sim, { port: 0, trustForwardedFor: true });
    app = await startTestServer({
      HL_EXCHANGE_URL: `${exchange.url}/`,
      SERVER_WALLET_PRIVATE_KEY: serverKey,
      TRUST_PROXY: "true",
    });
  });
  afterAll(async () => {
    for (const socket of opened) socket.destroy();
    await app?.close();
    await exchange?.close();
    sim?.close();
  });

  it("carries the SDK's WebSocket API: info over the socket and a subscription's events", async () => {
    const transport = new WebSocketTransport({
      isTestnet: true,
      url: `${app.url.replace("http", "ws")}/hl/ws`,
    });
    try {
      const overSocket = await new InfoClient({ transport }).meta();
      expect(overSocket.universe.map((asset) => asset.name)).toContain("ETH");
      const mids = await new Promise<Record<string, string>>((resolve, reject) => {
        new SubscriptionClient({ transport }).allMids((event) => resolve(event.mids)).catch(reject);
      });
      expect(Number(mids.ETH)).toBeGreaterThan(0);
    } finally {
      await transport.close();
    }
  });

  it("has the exchange limit each user's IP, not the instance's: a user over the limit is refused, another is not", async () => {
    const url = `${app.url}/hl/ws`;
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) statuses.push(await handshake(url, "198.51.100.7"));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(101));
    expect(statuses[10]).toBe(429);
    expect(await handshake(url, "198.51.100.8")).toBe(101);
  });
});
