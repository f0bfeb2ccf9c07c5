import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { floodSubscriptions } from "./flood.ts";
import { HYPERLIQUID_SOCKET_LIMITS, SocketBudget } from "./limits.ts";

let env: TestExchange;
beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 2 });
});
afterAll(() => env.close());

/** A raw connection that collects every message; `open` rejects when the upgrade is refused. */
function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: { channel: string; data: unknown }[] = [];
  socket.on("message", (data) =>
    messages.push(JSON.parse(data.toString()) as { channel: string; data: unknown }),
  );
  const open = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once("error", reject);
  });
  const waitFor = async (count: number, channel: string) => {
    for (let tries = 0; tries < 12_000; tries += 1) {
      if (messages.filter((m) => m.channel === channel).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`fewer than ${count} ${channel} messages`);
  };
  return { socket, messages, open, waitFor };
}

describe("the WebSocket's per-IP limits (Hyperliquid's)", () => {
  it("holds one IP at 10 connections and 1000 subscriptions, refusing beyond, while another client is answered", async () => {
    const clients = Array.from({ length: HYPERLIQUID_SOCKET_LIMITS.connections }, () => connect(env.wsUrl));
    await Promise.all(clients.map((client) => client.open));
    await expect(connect(env.wsUrl).open).rejects.toThrow("HTTP 429");

    const { subscriptions, connectionOf } = floodSubscriptions(HYPERLIQUID_SOCKET_LIMITS.subscriptions);
    subscriptions.forEach((subscription, i) => {
      clients[connectionOf(i, clients.length)]?.socket.send(
        JSON.stringify({ method: "subscribe", subscription }),
      );
    });
    await Promise.all(clients.map((client) => client.waitFor(100, "subscriptionResponse")));
    expect(clients.flatMap((client) => client.messages).filter((m) => m.channel === "error")).toEqual([]);
    const first = clients[0];
    if (!first) throw new Error("no client");
    first.socket.send(JSON.stringify({ method: "subscribe", subscription: { type: "allMids" } }));
    await first.waitFor(1, "error");
    expect(first.messages.find((m) => m.channel === "error")?.data).toMatch(
      /Too many subscriptions from this IP \(at most 1000\)/,
    );

    // Another client is answered meanwhile (its latency is measured in bench/ws-flood.ts, not asserted).
    expect(Number((await env.info.allMids()).BTC)).toBeGreaterThan(0);
    expect((await env.info.clearinghouseState({ user: testWallet("bob").address })).withdrawable).toBe(
      "10000.0",
    );

    // Closing a connection gives its place and its subscriptions back.
    await new Promise((resolve) => {
      first.socket.once("close", resolve);
      first.socket.close();
    });
    let again = connect(env.wsUrl);
    // The server hears of the close a moment after the client.
    for (
      let tries = 0;
      tries < 100 &&
      !(await again.open.then(
        () => true,
        () => false,
      ));
      tries += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = connect(env.wsUrl);
    }
    await again.open;
    again.socket.send(JSON.stringify({ method: "subscribe", subscription: { type: "allMids" } }));
    await again.waitFor(1, "subscriptionResponse");
    for (const client of [...clients, again]) client.socket.close();
  }, 120_000);

  it("counts posts and messages per IP: an 11th user, a 101st post in flight and message 2001 in a minute are refused", () => {
    let now = 0;
    const budget = new SocketBudget(HYPERLIQUID_SOCKET_LIMITS, () => now);
    for (let user = 0; user < 10; user += 1) expect(budget.subscribe("a", `u${user}`)).toBeNull();
    expect(budget.subscribe("a", "u10")).toMatch(/unique users/);
    expect(budget.subscribe("a", "u3")).toBeNull();
    expect(budget.subscribe("b", "u10")).toBeNull();
    for (let post = 0; post < 100; post += 1) expect(budget.post("a")).toBeNull();
    expect(budget.post("a")).toMatch(/in flight/);
    budget.postDone("a");
    expect(budget.post("a")).toBeNull();
    for (let message = 0; message < 2000; message += 1) expect(budget.message("a")).toBeNull();
    expect(budget.message("a")).toMatch(/at most 2000 a minute/);
    expect(budget.message("b")).toBeNull();
    now += 60_000;
    expect(budget.message("a")).toBeNull();
    for (let connection = 0; connection < 10; connection += 1) expect(budget.connect("c")).toBeNull();
    expect(budget.connect("c")).toMatch(/Too many connections/);
    for (let connection = 0; connection < 10; connection += 1) budget.disconnect("c", 0, []);
    for (let connection = 0; connection < 10; connection += 1) expect(budget.connect("c")).toBeNull();
    budget.disconnect("c", 0, []);
    expect(budget.connect("c")).toBeNull();
    for (let connection = 0; connection < 10; connection += 1) budget.disconnect("c", 0, []);
    // 21 new connections this minute so far: 9 more are allowed, the 31st is not.
    for (let connection = 0; connection < 9; connection += 1) {
      expect(budget.connect("c")).toBeNull();
      budget.disconnect("c", 0, []);
    }
    expect(budget.connect("c")).toMatch(/new connections/);
  });
});
