import { createServer, type Server, Socket } from "node:net";
import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitsOf, MINUTE, openWithStop, setPolicy, viewOf } from "./support/exit-helpers.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { Trail, trailStart } from "./support/trail-path.ts";

const frank = privateKeyToAccount(`0x${"f6".repeat(32)}`);
const grace = privateKeyToAccount(`0x${"a7".repeat(32)}`);
const ETH_TICK = 0.1;
const HOUR = 3_600_000;

/** A TCP relay between the exit manager and the exchange's WebSocket that the test can cut and restore. */
class Relay {
  readonly #server: Server;
  readonly #open = new Set<Socket>();
  #cut = false;
  targetPort = 0;

  constructor() {
    this.#server = createServer((client) => {
      if (this.#cut || this.targetPort === 0) {
        client.destroy();
        return;
      }
      const upstream = new Socket().connect(this.targetPort, "127.0.0.1");
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.#open.add(from);
        from.pipe(to);
        from.on("error", () => to.destroy());
        from.on("close", () => {
          this.#open.delete(from);
          to.destroy();
        });
      }
    });
  }

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.#server.listen(0, "127.0.0.1", () => {
        const address = this.#server.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      }),
    );
  }

  /** Drops every connection and refuses new ones: the socket is down. */
  cut(): void {
    this.#cut = true;
    for (const socket of this.#open) socket.destroy();
  }

  restore(): void {
    this.#cut = false;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/**
 * A pass that started after everything before it: until the socket is up the timer passes every 100 ms, and
 * `poll()` joins a pass in progress, which may have started before the position or its policy.
 */
async function freshPass(server: TestServer): Promise<void> {
  await server.exitManager.poll();
  await server.exitManager.poll();
}

/** Waits for `ready()` to hold, looking every 20 ms (the test's timeout bounds it). */
async function until(ready: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** A 1 % trail that moves five times within three hours of one-minute steps: one move for each stage and to spare. */
const needs = { coin: "ETH", tick: ETH_TICK, percent: 1, stopFraction: 0.05, moves: 5, within: 180 };

describe("the exit manager fed by the exchange's WebSocket", () => {
  let server: TestServer;
  const relay = new Relay();
  // The exchange's clock, moved by the test (near real time: the server's API wallet signs with real nonces).
  let time = Date.now();
  beforeAll(async () => {
    const port = await relay.listen();
    // The server's own exchange: the default seed, anchored at the clock when it starts.
    const anchor = time;
    server = await startTestServer(
      { HL_RATE_LIMIT_PER_MINUTE: "100000" },
      {
        now: () => time,
        // Polled every 100 ms while the socket is down, never (an hour) while it pushes the marks.
        exitManager: {
          pollMs: 100,
          livePollMs: HOUR,
          socketUrl: `ws://127.0.0.1:${port}/hl/ws`,
          socketReconnectMs: 50,
        },
      },
    );
    relay.targetPort = Number(new URL(server.url).port);
    time = trailStart({ seed: 1, anchor }, time, needs);
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it("moves a trailing stop on a pushed mark without a poll, polls while the socket is down, and resubscribes", async () => {
    const { cookie } = await signIn(server, frank);
    const user = frank.address.toLowerCase();
    const opened = await openWithStop(server, cookie, frank, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: needs.stopFraction,
      key: "exit-socket-1",
    });
    const cloid = opened.stops[0]?.cloid;
    expect((await setPolicy(server, cookie, frank, "ETH", { kind: "trailing", percent: 1 })).status).toBe(
      200,
    );
    const trail = new Trail(opened.mark, Number(opened.stops[0]?.triggerPx), needs);
    const passedAt = (at: number) => until(() => (server.exitManager.lastPassAt ?? 0) >= at);
    const stopOnExchange = async () => {
      const view = await viewOf(server, user, "ETH");
      expect(view.szi).toBeGreaterThan(0);
      expect(view.stops).toHaveLength(1);
      expect(view.stops[0]?.cloid).toBe(cloid);
      return { stop: Number(view.stops[0]?.triggerPx), mark: view.mark };
    };
    /** Minute by minute until a pushed mark moves the stop: no poll looks meanwhile, so the push starts the pass. */
    const pushedMove = async () => {
      const moves = trail.moves.length;
      while (trail.moves.length === moves) {
        time += MINUTE;
        trail.see((await stopOnExchange()).mark);
      }
      await until(async () => (await stopOnExchange()).stop === trail.stop);
      await passedAt(time);
      expect((await exitsOf(server, cookie, frank)).exits[0]?.stop).toBe(trail.stop);
    };

    // The first look subscribes to ETH's mark (and trails the 5 % stop up to 1 % under the mark now).
    await freshPass(server);
    trail.see(opened.mark);
    expect((await stopOnExchange()).stop).toBe(trail.stop);
    await until(() => server.exitManager.marksPushed);
    // Any pass still running ends; from here the timer waits an hour, so only a pushed mark starts one.
    await server.exitManager.poll();
    const before = server.exitManager.lastPassAt ?? Number.POSITIVE_INFINITY;
    await pushedMove();
    expect(server.exitManager.lastPassAt).toBeGreaterThan(before);

    // The socket drops: the manager polls (every 100 ms here), so a pass sees each new minute, as before.
    relay.cut();
    await until(() => !server.exitManager.marksPushed);
    await passedAt(time);
    const moves = trail.moves.length;
    while (trail.moves.length === moves) {
      time += MINUTE;
      await passedAt(time);
      const { stop, mark } = await stopOnExchange();
      expect(stop).toBe(trail.see(mark));
    }
    expect(server.exitManager.marksPushed).toBe(false);

    // Back: the feed reconnects and resubscribes by itself, and pushed marks move the stop again.
    relay.restore();
    await until(() => server.exitManager.marksPushed);
    await server.exitManager.poll();
    await pushedMove();

    const { events } = await exitsOf(server, cookie, frank);
    const moved = events.filter((event) => event.kind === "stopMoved").reverse();
    expect(moved.map((event) => event.to)).toEqual(trail.moves);
  });

  it("notices a stop cancelled by hand as the exchange pushes the cancel, with no poll and no mark", async () => {
    const { cookie } = await signIn(server, grace);
    const user = grace.address.toLowerCase();
    const opened = await openWithStop(server, cookie, grace, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: needs.stopFraction,
      key: "exit-socket-cancel-1",
    });
    expect((await setPolicy(server, cookie, grace, "ETH", { kind: "trailing", percent: 1 })).status).toBe(
      200,
    );
    // A look at the new address subscribes to its orders; the clock stands still from here, so no block pushes
    // a mark, and the timer waits an hour: only the pushed cancel can start the pass that reports it.
    await freshPass(server);
    await server.exitManager.subscribed();
    expect(server.exitManager.marksPushed).toBe(true);
    expect((await exitsOf(server, cookie, grace)).exits[0]?.status).toBe("active");
    const own = new ExchangeClient({
      transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }),
      wallet: grace,
    });
    await own.cancelByCloid({ cancels: [{ asset: 1, cloid: opened.stops[0]?.cloid as `0x${string}` }] });
    await until(async () => (await exitsOf(server, cookie, grace)).exits[0]?.status === "missing");
    const { events } = await exitsOf(server, cookie, grace);
    expect(events.filter((event) => event.kind === "stopMissing")).toHaveLength(1);
    expect((await viewOf(server, user, "ETH")).stops).toEqual([]);
  });
});
