import { type ExitEvent, errorBodySchema, executeResponseSchema } from "@app/core";
import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitsOf, MINUTE, openWithStop, setPolicy, toTick, viewOf } from "./support/exit-helpers.ts";
import { startWebhookReceiver, until } from "./support/notification-receivers.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { riseStart, Trail, trailStart } from "./support/trail-path.ts";

const alice = privateKeyToAccount(`0x${"a1".repeat(32)}`);
const bob = privateKeyToAccount(`0x${"b2".repeat(32)}`);
const carol = privateKeyToAccount(`0x${"c3".repeat(32)}`);
const dave = privateKeyToAccount(`0x${"d8".repeat(32)}`);
const erin = privateKeyToAccount(`0x${"e1".repeat(32)}`);
// ETH has 4 size decimals: a price between 1,000 and 9,999 has 5 significant figures at one decimal.
const ETH_TICK = 0.1;

describe("the exit manager on the real server and local exchange", () => {
  let server: TestServer;
  // The exchange's clock, moved by the tests (near real time: the server's API wallet signs with real nonces).
  let time = Date.now();
  // The server's own exchange: the default seed, anchored at the clock when it starts.
  const anchor = time;
  const events: ExitEvent[] = [];
  const step = async (minutes = 1) => {
    time += minutes * MINUTE;
    await server.exitManager.poll();
  };
  beforeAll(async () => {
    server = await startTestServer(
      { HL_RATE_LIMIT_PER_MINUTE: "100000", NOTIFY_SECRET_KEY: "4d".repeat(32) },
      { now: () => time, exitManager: { timer: false } },
    );
    server.exitEvents.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await server.close();
  });

  it("moves a long's stop to entry plus the round-trip fees once it is up by the chosen 0.2 %", async () => {
    const needs = { coin: "ETH", percent: 0.2, stopFraction: 0.03, within: 120 };
    time = riseStart({ seed: 1, anchor }, time, needs);
    const { cookie } = await signIn(server, alice);
    const user = alice.address.toLowerCase();
    const opened = await openWithStop(server, cookie, alice, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: needs.stopFraction,
      key: "exit-break-even-1",
    });
    expect(opened.mark).toBeGreaterThan(1_000);
    expect(opened.mark).toBeLessThan(10_000);
    const [initial] = opened.stops;
    expect((await setPolicy(server, cookie, alice, "ETH", { kind: "breakEven", percent: 0.2 })).status).toBe(
      200,
    );
    // Entry × (1 + 2 × 0.045 %), up to the next tick so the fees are covered.
    const breakEven = toTick(opened.entry * 1.0009, ETH_TICK, "up");
    let moved = false;
    for (let minute = 0; minute < needs.within && !moved; minute += 1) {
      await step();
      const view = await viewOf(server, user, "ETH");
      expect(view.szi).toBeCloseTo(0.05, 8);
      expect(view.stops).toHaveLength(1);
      const up = view.mark - opened.entry >= opened.entry * 0.002;
      expect(Number(view.stops[0]?.triggerPx)).toBeCloseTo(up ? breakEven : Number(initial?.triggerPx), 6);
      moved = up;
    }
    expect(moved).toBe(true);
    const { exits, events: recorded } = await exitsOf(server, cookie, alice);
    expect(exits).toEqual([
      expect.objectContaining({
        coin: "ETH",
        side: "LONG",
        status: "active",
        stop: breakEven,
        manager: "server",
      }),
    ]);
    expect(recorded.map((event) => [event.kind, event.reason, event.to])).toEqual([
      ["stopMoved", "breakEven", breakEven],
      ["policySet", "breakEven", Number(initial?.triggerPx)],
    ]);
    expect(events.filter((event) => event.address === user).map((event) => event.kind)).toEqual([
      "policySet",
      "stopMoved",
    ]);
  });

  it("trails a long 1 % behind its best mark, only upward, by a tick and 5 bps at least", async () => {
    const needs = { coin: "ETH", tick: ETH_TICK, percent: 1, stopFraction: 0.05, moves: 3, within: 120 };
    time = trailStart({ seed: 1, anchor }, time, needs);
    const { cookie } = await signIn(server, bob);
    const user = bob.address.toLowerCase();
    const opened = await openWithStop(server, cookie, bob, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: needs.stopFraction,
      key: "exit-trailing-1",
    });
    const cloid = opened.stops[0]?.cloid;
    expect(cloid).toMatch(/^0x[0-9a-f]{32}$/);
    expect((await setPolicy(server, cookie, bob, "ETH", { kind: "trailing", percent: 1 })).status).toBe(200);
    const trail = new Trail(opened.mark, Number(opened.stops[0]?.triggerPx), needs);
    for (let minute = 0; minute < needs.within && trail.moves.length < needs.moves; minute += 1) {
      await step();
      const view = await viewOf(server, user, "ETH");
      expect(view.szi).toBeCloseTo(0.05, 8);
      expect(view.stops).toHaveLength(1);
      expect(view.stops[0]?.cloid).toBe(cloid);
      expect(Number(view.stops[0]?.triggerPx)).toBeCloseTo(trail.see(view.mark), 6);
    }
    expect(trail.moves.length).toBe(needs.moves);
    const { exits, events: recorded } = await exitsOf(server, cookie, bob);
    const moved = recorded.filter((event) => event.kind === "stopMoved").reverse();
    expect(moved.map((event) => event.to)).toEqual(trail.moves);
    expect(moved.every((event) => event.reason === "trailing")).toBe(true);
    expect(exits[0]?.extreme).toBeCloseTo(trail.best, 6);
  });

  it("reports a stop cancelled by hand and does not place it again", async () => {
    const { cookie } = await signIn(server, carol);
    const user = carol.address.toLowerCase();
    const opened = await openWithStop(server, cookie, carol, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: 0.05,
      key: "exit-cancelled-1",
    });
    expect((await setPolicy(server, cookie, carol, "ETH", { kind: "trailing", percent: 2 })).status).toBe(
      200,
    );
    // The user cancels the stop from another client, signing with their own wallet.
    const own = new ExchangeClient({
      transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }),
      wallet: carol,
    });
    const cloid = opened.stops[0]?.cloid as `0x${string}`;
    await own.cancelByCloid({ cancels: [{ asset: 1, cloid }] });
    await step();
    const { exits, events: recorded } = await exitsOf(server, cookie, carol);
    expect(exits[0]).toMatchObject({ coin: "ETH", status: "missing" });
    expect(recorded[0]).toMatchObject({ kind: "stopMissing", coin: "ETH", manager: "server" });
    expect(events.filter((event) => event.address === user).at(-1)).toMatchObject({ kind: "stopMissing" });
    await step(5);
    expect((await viewOf(server, user, "ETH")).stops).toEqual([]);
    expect((await exitsOf(server, cookie, carol)).events).toHaveLength(recorded.length);
  });

  it("sets the exit policy an executed order asked for on its position, and says when it could not", async () => {
    const frank = privateKeyToAccount(`0x${"f6".repeat(32)}`);
    const { cookie } = await signIn(server, frank);
    const mark = (await viewOf(server, frank.address.toLowerCase(), "ETH")).mark;
    const answer = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: frank.address,
        orders: [
          {
            coin: "ETH",
            side: "BUY",
            quantity: 0.05,
            leverage: 5,
            stop_loss: Math.round(mark * 0.97),
            exit_policy: { kind: "trailing", atr: 2 },
          },
          // No stop: the policy has nothing to manage.
          { coin: "SOL", side: "BUY", quantity: 1, leverage: 5, exit_policy: { kind: "breakEven" } },
        ],
      },
      { cookie, "idempotency-key": "exit-card-1" },
    );
    expect(answer.status).toBe(200);
    expect(executeResponseSchema.parse(answer.body).exits).toEqual([
      { coin: "ETH", set: true, error: null },
      { coin: "SOL", set: false, error: "notFilled" },
    ]);
    expect((await exitsOf(server, cookie, frank)).exits).toEqual([
      expect.objectContaining({ coin: "ETH", policy: { kind: "trailing", atr: 2 }, status: "active" }),
    ]);
  });

  it("refuses a policy without a session, without a position, or outside the guardrails", async () => {
    const { cookie } = await signIn(server, alice);
    const code = (body: unknown) => errorBodySchema.parse(body).errorCode;
    const anonymous = await server.post("/api/exits/policy", {
      userAddress: alice.address,
      coin: "ETH",
      policy: { kind: "trailing", percent: 1 },
    });
    expect(code(anonymous.body)).toBe("SIGN_IN_REQUIRED");
    const none = await setPolicy(server, cookie, alice, "SOL", { kind: "trailing", percent: 1 });
    expect(none.status).toBe(404);
    expect(code(none.body)).toBe("NO_POSITION");
    const wild = await server.post(
      "/api/exits/policy",
      { userAddress: alice.address, coin: "ETH", policy: { kind: "trailing", percent: 90 } },
      { cookie },
    );
    expect(wild.status).toBe(400);
    expect((await setPolicy(server, cookie, alice, "ETH", { kind: "fixed" })).status).toBe(200);
    expect((await exitsOf(server, cookie, alice)).exits).toEqual([]);
  });

  it("tells once the stop or take profit hit of a position it protected with no exit policy, to the webhook", async () => {
    const secret = "whsec-protected-positions-hit-once-77";
    const webhook = await startWebhookReceiver(secret);
    try {
      // From a minute the seeded market rises 0.3 % within 40 minutes before it falls: the long's target and
      // the short's stop, in few steps (each one looks at both accounts).
      const needs = { coin: "ETH", percent: 0.3, stopFraction: 0.05, within: 40 };
      time = riseStart({ seed: 1, anchor }, time, needs);
      const mark = (await viewOf(server, alice.address.toLowerCase(), "ETH")).mark;
      const positions = [
        { account: dave, side: "BUY", stop_loss: Math.round(mark * 0.95), take_profit: mark * 1.002 },
        { account: erin, side: "SELL", stop_loss: mark * 1.002, take_profit: Math.round(mark * 0.95) },
      ] as const;
      const cookies: string[] = [];
      for (const [index, { account, ...order }] of positions.entries()) {
        const { cookie } = await signIn(server, account);
        cookies.push(cookie);
        const saved = await server.post(
          "/api/notifications/settings",
          {
            userAddress: account.address,
            webhook: { url: webhook.url, secret },
            events: ["exit-hit"],
            language: "en",
          },
          { cookie },
        );
        expect(saved.status).toBe(200);
        const answer = await server.post(
          "/api/signing/execute-with-agent",
          {
            mode: "server",
            userAddress: account.address,
            orders: [{ coin: "ETH", quantity: 0.05, leverage: 5, ...order }],
          },
          { cookie, "idempotency-key": `exit-protected-${index}` },
        );
        const result = executeResponseSchema.parse(answer.body).data.results[0];
        expect(result?.protectiveOrders.map((one) => one.success)).toEqual([true, true]);
      }
      const flat = async () => {
        const states = await Promise.all(
          positions.map(({ account }) =>
            server.post("/hl/info", { type: "clearinghouseState", user: account.address.toLowerCase() }),
          ),
        );
        return states.every((state) =>
          (state.body as { assetPositions: { position: { szi: string } }[] }).assetPositions.every(
            (entry) => Number(entry.position.szi) === 0,
          ),
        );
      };
      for (let minute = 0; minute < needs.within && !(await flat()); minute += 1) await step();
      expect(await flat()).toBe(true);
      // Later looks find nothing more to tell.
      await step();
      await step();
      const hits = await Promise.all(
        positions.map(async ({ account }, index) =>
          (await exitsOf(server, cookies[index] ?? "", account)).events.map(({ kind, manager }) => ({
            kind,
            manager,
          })),
        ),
      );
      expect(hits).toEqual([
        [{ kind: "targetHit", manager: "server" }],
        [{ kind: "stopHit", manager: "server" }],
      ]);
      const received = await until(
        () => webhook.received,
        (items) => items.length >= 2,
        "both hits",
      );
      expect(received.every((item) => item.signatureValid && item.event === "exit-hit")).toBe(true);
      expect(received.map((item) => [item.body.address, item.body.data.kind]).sort()).toEqual(
        [
          [dave.address.toLowerCase(), "target"],
          [erin.address.toLowerCase(), "stop"],
        ].sort(),
      );
      expect(received.find((item) => item.body.data.kind === "target")?.body.text).toMatch(
        /^ETH: take profit hit at /,
      );
    } finally {
      await webhook.close();
    }
  });
});
