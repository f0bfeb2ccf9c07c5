import { createHlSim, type HlSim, type HlSimServer, listenHlSim } from "@app/hl-sim";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, describe, expect, inject, it } from "vitest";
import { exitsOf, MINUTE, openWithStop, setPolicy, viewOf } from "./support/exit-helpers.ts";
import { createTestDatabase, removeDataFolder, type TestDatabase } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { Trail, trailStart } from "./support/trail-path.ts";

const dave = privateKeyToAccount(`0x${"d4".repeat(32)}`);
const erin = privateKeyToAccount(`0x${"e5".repeat(32)}`);
const ETH_TICK = 0.1;
const environment = { HL_RATE_LIMIT_PER_MINUTE: "100000" };

/** Waits for `ready()` to hold, looking every 20 ms (the test's timeout bounds it). */
async function until(ready: () => Promise<boolean>): Promise<void> {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** What both tests wait for: three moves of a 1 % trail within two hours of one-minute steps. */
const needs = { coin: "ETH", tick: ETH_TICK, percent: 1, stopFraction: 0.05, moves: 3, within: 120 };

describe("one exit manager per address", () => {
  let time = Date.now();
  const now = () => time;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("carries a trail across restarts in the middle of it, from the best mark pushed while no move was due", async () => {
    const dataDir = await scratchFolder("exit-restart-");
    cleanups.push(() => removeDataFolder(dataDir));
    const options = { dataDir, now, exitManager: { timer: false } };
    // The server's own exchange: the default seed, anchored at the clock when it starts.
    const anchor = time;
    let server: TestServer = await startTestServer(environment, options);
    // Planned for one move more than it follows: the hour without moves may merge two of them.
    time = trailStart({ seed: 1, anchor }, time, { ...needs, moves: needs.moves + 1 });
    const user = dave.address.toLowerCase();
    let { cookie } = await signIn(server, dave);
    const opened = await openWithStop(server, cookie, dave, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: 0.05,
      key: "exit-restart-1",
    });
    expect((await setPolicy(server, cookie, dave, "ETH", { kind: "trailing", percent: 1 })).status).toBe(200);
    const trail = new Trail(opened.mark, Number(opened.stops[0]?.triggerPx), needs);
    const follow = async (until: number) => {
      for (let minute = 0; minute < needs.within && trail.moves.length < until; minute += 1) {
        time += MINUTE;
        await server.exitManager.poll();
        const view = await viewOf(server, user, "ETH");
        expect(view.szi).toBeGreaterThan(0);
        expect(view.stops).toHaveLength(1);
        expect(Number(view.stops[0]?.triggerPx)).toBeCloseTo(trail.see(view.mark), 6);
      }
      expect(trail.moves.length).toBeGreaterThanOrEqual(until);
    };
    const stored = async () => (await exitsOf(server, cookie, dave)).exits[0];
    await follow(1);
    expect((await stored())?.extreme).toBeCloseTo(trail.best, 6);
    await server.close();

    // Restarted with the exchange's pushed marks and no move due for an hour: pushes start no pass, yet the
    // best of them is recorded as it comes.
    server = await startTestServer(environment, {
      ...options,
      exitManager: { timer: false, socket: true, minMoveIntervalMs: 60 * MINUTE },
    });
    cookie = (await signIn(server, dave)).cookie;
    await server.exitManager.poll();
    await server.exitManager.subscribed();
    const passedAt = server.exitManager.lastPassAt;
    const bestBefore = trail.best;
    for (let minute = 0; minute < needs.within && trail.best === bestBefore; minute += 1) {
      time += MINUTE;
      const { mark, stops } = await viewOf(server, user, "ETH");
      expect(stops).toHaveLength(1);
      if (mark <= trail.best) continue;
      // A new best: the test waits for its push to be recorded before the clock moves on.
      trail.best = mark;
      await until(async () => (await stored())?.extreme === mark);
    }
    expect(trail.best).toBeGreaterThan(bestBefore);
    expect(server.exitManager.lastPassAt).toBe(passedAt);
    const before = await stored();
    expect(before?.extreme).toBe(trail.best);
    await server.close();

    server = await startTestServer(environment, options);
    try {
      cookie = (await signIn(server, dave)).cookie;
      // The new process starts from what the last one stored: the best mark pushed and the stop.
      expect(await stored()).toEqual(before);
      await follow(3);
      const { events } = await exitsOf(server, cookie, dave);
      expect(events.filter((event) => event.kind === "stopMoved")).toHaveLength(trail.moves.length);
    } finally {
      await server.close();
    }
  });

  const postgresUrl = inject("postgresUrl");
  if (!postgresUrl) console.warn(`two-instance exit manager test not run: ${inject("postgresMissing")}`);

  it.runIf(postgresUrl)(
    "lets one of two instances on one PostgreSQL manage an address, the other at once when its heartbeat stops",
    async () => {
      const place: TestDatabase = await createTestDatabase(postgresUrl);
      cleanups.push(() => place.drop());
      const serverKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
      const anchor = time;
      const sim: HlSim = createHlSim({ seed: 3, now, operators: [privateKeyToAccount(serverKey).address] });
      await sim.ready;
      time = trailStart({ seed: 3, anchor }, time, needs);
      const exchange: HlSimServer = await listenHlSim(sim, { port: 0 });
      cleanups.push(async () => {
        await exchange.close();
        sim.close();
      });
      const shared = {
        ...environment,
        DATABASE_URL: place.databaseUrl ?? "",
        HL_EXCHANGE_URL: `${exchange.url}/`,
        SERVER_WALLET_PRIVATE_KEY: serverKey,
      };
      // The instances' heartbeats on a clock of the test's: it stands still, so each instance's heartbeat stays
      // current until the test stalls one (its heartbeat then reads a minute old: four beats missed and more).
      const beat = Date.now();
      const stalled = new Set<number>();
      // A lease far longer than the test: only the stopped heartbeat can hand the address over.
      const options = (index: number) => ({
        now,
        instanceClock: () => (stalled.has(index) ? beat - MINUTE : beat),
        exitManager: { timer: false, leaseMs: 600 * MINUTE },
      });
      const servers = [await startTestServer(shared, options(0)), await startTestServer(shared, options(1))];
      cleanups.push(async () => {
        await Promise.all(servers.map((server) => server.close()));
      });
      const [first] = servers as [TestServer, TestServer];
      const user = erin.address.toLowerCase();
      const { cookie } = await signIn(first, erin);
      const opened = await openWithStop(first, cookie, erin, {
        coin: "ETH",
        side: "BUY",
        quantity: 0.05,
        stopFraction: 0.05,
        key: "exit-instances-1",
      });
      expect((await setPolicy(first, cookie, erin, "ETH", { kind: "trailing", percent: 1 })).status).toBe(
        200,
      );
      const trail = new Trail(opened.mark, Number(opened.stops[0]?.triggerPx), needs);
      const database = await place.open();
      cleanups.push(() => database.close());
      const { createStores } = await import("../src/db/stores.ts");
      const store = createStores(database.db).exits;
      const owners: (string | undefined)[] = [];
      /** One minute: the running instances pass at the same moment, as their timers would; the stop checked. */
      const step = async (running: TestServer[]) => {
        time += MINUTE;
        await Promise.all(running.map((server) => server.exitManager.poll()));
        owners.push(await store.managerOf(user, time));
        const view = await viewOf(servers[0] as TestServer, user, "ETH");
        expect(view.stops).toHaveLength(1);
        expect(Number(view.stops[0]?.triggerPx)).toBeCloseTo(trail.see(view.mark), 6);
      };
      const follow = async (running: TestServer[], until: number) => {
        for (let minute = 0; minute < needs.within && trail.moves.length < until; minute += 1) {
          await step(running);
        }
        expect(trail.moves.length).toBeGreaterThanOrEqual(until);
      };
      await follow(servers, 2);
      expect(new Set(owners).size).toBe(1);
      const ownerIndex = servers.findIndex((server) => server.exitManager.owner === owners[0]);
      const owner = servers[ownerIndex];
      const other = servers[1 - ownerIndex];
      if (!owner || !other) throw new Error(`no instance owns the address: ${JSON.stringify(owners)}`);
      expect(owner.instanceId).toBe(owner.exitManager.owner);

      // The owner stalls: it passes no more and its heartbeat stops (its last one is a minute old now).
      stalled.add(ownerIndex);
      const { serverInstances } = await import("../src/db/schema.ts");
      const { eq } = await import("drizzle-orm");
      await database.db
        .update(serverInstances)
        .set({ heartbeatAt: beat - MINUTE })
        .where(eq(serverInstances.id, owner.instanceId));
      owners.length = 0;
      // The other takes the address over at its very next pass, not a lease later, and carries the trail on.
      await step([other]);
      expect(owners).toEqual([other.exitManager.owner]);
      await follow([other], 3);

      // The stalled instance comes back: the address stays the other's, and it moves nothing.
      stalled.delete(ownerIndex);
      for (let minute = 0; minute < 3; minute += 1) await step([owner, other]);
      expect(new Set(owners)).toEqual(new Set([other.exitManager.owner]));
      const moved = (await exitsOf(other, cookie, erin)).events.filter((event) => event.kind === "stopMoved");
      // Each move recorded once, whichever instance made it.
      expect(moved).toHaveLength(trail.moves.length);
    },
  );
});
