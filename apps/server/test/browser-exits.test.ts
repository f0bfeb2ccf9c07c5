import { agentExitPass, type ExitEvent, errorBodySchema, movedStopWire } from "@app/core";
import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentExitPorts, openWithAgent, setUpAgent, signWithAgent } from "./support/agent-exit-helpers.ts";
import { exitsOf, MINUTE, setPolicy, toTick, viewOf } from "./support/exit-helpers.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { trailStart } from "./support/trail-path.ts";

// ETH has 4 size decimals: a price between 1,000 and 9,999 has 5 significant figures at one decimal.
const ETH_TICK = 0.1;
const ETH_ASSET = 1;
const code = (body: unknown) => errorBodySchema.parse(body).errorCode;

describe("agent wallet: the open tab's exit manager on the real server and local exchange", () => {
  let server: TestServer;
  // The exchange's clock, moved by the tests from a fixed start (nothing here signs on the wall clock: the agent's
  // and the wallet's nonces follow this clock); its synthetic market is a pure function of the start and the clock.
  const exchangeStart = Date.UTC(2026, 0, 15, 9, 30);
  let time = exchangeStart;
  const now = () => time;
  const events: ExitEvent[] = [];

  /** A main wallet with an agent, signed in, with an ETH long whose stop the tab manages by `percent` trailing. */
  const trailingLong = async (seed: string, percent: number) => {
    const main = privateKeyToAccount(`0x${seed.repeat(32)}`);
    const wallet = await setUpAgent(
      server,
      main,
      privateKeyToAccount(`0x${seed.split("").reverse().join("").repeat(32)}`),
      now,
    );
    const { cookie } = await signIn(server, main);
    await openWithAgent(server, wallet, { coin: "ETH", side: "BUY", quantity: 0.05, stopFraction: 0.05 });
    const set = await setPolicy(server, cookie, main, "ETH", { kind: "trailing", percent }, "browser");
    expect(set.status).toBe(200);
    return {
      main,
      wallet,
      cookie,
      user: main.address.toLowerCase(),
      ports: agentExitPorts(server, cookie, wallet),
    };
  };

  beforeAll(async () => {
    server = await startTestServer(
      { HL_RATE_LIMIT_PER_MINUTE: "100000" },
      { now, exitManager: { timer: false } },
    );
    server.exitEvents.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await server.close();
  });

  it("trails a long 1 % behind its best mark by batchModify of its cloid, recorded as the tab's; the server's manager leaves it alone", async () => {
    // From a minute the seeded market gives the trail its moves (the market is a function of the start and clock).
    const needs = { coin: "ETH", tick: ETH_TICK, percent: 1, stopFraction: 0.05, moves: 3, within: 120 };
    time = trailStart({ seed: 1, anchor: exchangeStart }, time, needs);
    const { cookie, main, user, ports } = await trailingLong("d4", 1);
    const opened = await viewOf(server, user, "ETH");
    const cloid = opened.stops[0]?.cloid;
    expect(cloid).toMatch(/^0x[0-9a-f]{32}$/);
    expect((await exitsOf(server, cookie, main)).exits[0]).toMatchObject({
      manager: "browser",
      status: "active",
    });
    let best = opened.mark;
    let stop = Number(opened.stops[0]?.triggerPx);
    const moves: number[] = [];
    for (let minute = 0; minute < 720 && moves.length < 3; minute += 1) {
      time += MINUTE;
      // The server's own manager runs too: a stop the tab manages is not its to move.
      await server.exitManager.poll();
      const outcomes = await agentExitPass(ports);
      const view = await viewOf(server, user, "ETH");
      if (view.szi === 0) break;
      best = Math.max(best, view.mark);
      // 1 % under the best mark, down to the tick; moved when a tick and 5 bps above the stop and under the mark.
      const candidate = toTick(best * 0.99, ETH_TICK, "down");
      if (candidate - stop >= Math.max(ETH_TICK, stop * 0.0005) - 1e-9 && candidate < view.mark) {
        stop = candidate;
        moves.push(stop);
        expect(outcomes).toEqual([{ coin: "ETH", kind: "moved", to: stop }]);
      } else {
        expect(outcomes).toEqual([{ coin: "ETH", kind: "held" }]);
      }
      // Exactly one stop at every step, the same order (same cloid) at the price computed by hand.
      expect(view.stops).toHaveLength(1);
      expect(view.stops[0]?.cloid).toBe(cloid);
      expect(Number(view.stops[0]?.triggerPx)).toBeCloseTo(stop, 6);
    }
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const { exits, events: recorded } = await exitsOf(server, cookie, main);
    const moved = recorded.filter((event) => event.kind === "stopMoved").reverse();
    expect(moved.map((event) => event.to)).toEqual(moves);
    expect(moved.every((event) => event.manager === "browser" && event.reason === "trailing")).toBe(true);
    expect(exits[0]).toMatchObject({ stop, manager: "browser" });
    expect(exits[0]?.extreme).toBeCloseTo(best, 6);
    // Emitted for notifications as the server's moves are.
    expect(events.filter((event) => event.address === user && event.kind === "stopMoved")).toHaveLength(
      moves.length,
    );
  });

  it("moves a stop whose size the exchange writes with a trailing zero (two whole SOL)", async () => {
    // The exchange lists the stop's size as "2.0"; the signed move's size reads "2" once decoded: one size.
    const main = privateKeyToAccount(`0x${"a7".repeat(32)}`);
    const wallet = await setUpAgent(server, main, privateKeyToAccount(`0x${"7a".repeat(32)}`), now);
    const { cookie } = await signIn(server, main);
    await openWithAgent(server, wallet, { coin: "SOL", side: "BUY", quantity: 2, stopFraction: 0.05 });
    const user = main.address.toLowerCase();
    const opened = await viewOf(server, user, "SOL");
    expect(opened.stops[0]?.sz).toBe("2.0");
    const set = await setPolicy(server, cookie, main, "SOL", { kind: "trailing", percent: 1 }, "browser");
    expect(set.status).toBe(200);
    time += MINUTE;
    // 1 % under the mark is far above a stop 5 % under the entry: the first pass moves it.
    const [outcome] = await agentExitPass(agentExitPorts(server, cookie, wallet));
    expect(outcome).toMatchObject({ coin: "SOL", kind: "moved" });
    const moved = await viewOf(server, user, "SOL");
    expect(moved.stops).toHaveLength(1);
    expect(moved.stops[0]?.cloid).toBe(opened.stops[0]?.cloid);
    expect(Number(moved.stops[0]?.triggerPx)).toBeGreaterThan(Number(opened.stops[0]?.triggerPx));
  });

  it("reports a stop cancelled by hand as missing and never places it again", async () => {
    const { cookie, main, user, ports } = await trailingLong("e5", 2);
    const cloid = (await viewOf(server, user, "ETH")).stops[0]?.cloid as `0x${string}`;
    const own = new ExchangeClient({
      transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }),
      wallet: main,
      nonceManager: () => (time += 1),
    });
    await own.cancelByCloid({ cancels: [{ asset: ETH_ASSET, cloid }] });
    time += MINUTE;
    expect(await agentExitPass(ports)).toEqual([{ coin: "ETH", kind: "missing" }]);
    const { exits, events: recorded } = await exitsOf(server, cookie, main);
    expect(exits[0]).toMatchObject({ coin: "ETH", status: "missing", manager: "browser" });
    expect(recorded[0]).toMatchObject({ kind: "stopMissing", coin: "ETH", manager: "browser" });
    for (let step = 0; step < 5; step += 1) {
      time += MINUTE;
      expect(await agentExitPass(ports)).toEqual([]);
    }
    expect((await viewOf(server, user, "ETH")).stops).toEqual([]);
    expect((await exitsOf(server, cookie, main)).events).toHaveLength(recorded.length);
  });

  it("refuses a move that is not the managed stop's own, breaks the rules or is signed by another key, sending nothing", async () => {
    const { cookie, wallet, user } = await trailingLong("f6", 1);
    const view = await viewOf(server, user, "ETH");
    const standing = view.stops[0];
    const cloid = standing?.cloid as `0x${string}`;
    const from = Number(standing?.triggerPx);
    const move = (triggerPx: string, options: { cloid?: `0x${string}`; size?: string } = {}) => ({
      type: "batchModify",
      modifies: [
        {
          oid: options.cloid ?? cloid,
          order: movedStopWire({
            side: "LONG",
            assetIndex: ETH_ASSET,
            szDecimals: view.szDecimals,
            triggerPx,
            size: options.size ?? String(standing?.sz),
            cloid: options.cloid ?? cloid,
          }),
        },
      ],
    });
    const sync = (signed: unknown, headers = { cookie }, agentAddress: string = wallet.agent.address) =>
      server.post(
        "/api/exits/browser-sync",
        { userAddress: user, coin: "ETH", agentAddress, move: signed },
        headers,
      );
    const up = String(toTick(Math.min(view.mark * 0.995, from * 1.02), ETH_TICK, "down"));
    const refusals: [unknown, number, string][] = [
      // Away from profit: a long's stop only goes up.
      [
        await signWithAgent(wallet, move(String(toTick(from * 0.98, ETH_TICK, "down")))),
        400,
        "VALIDATION_ERROR",
      ],
      // Past the mark: it would fire at once.
      [
        await signWithAgent(wallet, move(String(toTick(view.mark * 1.01, ETH_TICK, "up")))),
        400,
        "VALIDATION_ERROR",
      ],
      // Less than a tick and 5 bps.
      [await signWithAgent(wallet, move(String(from + ETH_TICK))), 400, "VALIDATION_ERROR"],
      // Another size: a stop move keeps the stop's size.
      [await signWithAgent(wallet, move(up, { size: "0.01" })), 400, "VALIDATION_ERROR"],
      // Another order than the managed stop.
      [await signWithAgent(wallet, move(up, { cloid: `0x${"12".repeat(16)}` })), 400, "VALIDATION_ERROR"],
      // A new order instead of a modify (cancel-then-place is never how a stop moves).
      [
        await signWithAgent(wallet, { type: "cancelByCloid", cancels: [{ asset: ETH_ASSET, cloid }] }),
        400,
        "VALIDATION_ERROR",
      ],
      // Signed by a key that is not the wallet's agent.
      [
        await signWithAgent({ ...wallet, agent: privateKeyToAccount(`0x${"99".repeat(32)}`) }, move(up)),
        401,
        "INVALID_SIGNATURE",
      ],
    ];
    for (const [signed, status, errorCode] of refusals) {
      const answer = await sync(signed);
      expect({ status: answer.status, code: code(answer.body) }).toEqual({ status, code: errorCode });
    }
    const anonymous = await sync(await signWithAgent(wallet, move(up)), { cookie: "" });
    expect(code(anonymous.body)).toBe("SIGN_IN_REQUIRED");
    // Nothing was sent: the stop stands where it was.
    expect((await viewOf(server, user, "ETH")).stops.map((stop) => [stop.cloid, stop.triggerPx])).toEqual([
      [cloid, standing?.triggerPx],
    ]);
    // A valid move goes; another right after it is refused by the rate limit (10 s), the same rule as the server's.
    expect((await sync(await signWithAgent(wallet, move(up)))).status).toBe(200);
    const next = String(toTick(Number(up) + Math.max(ETH_TICK, Number(up) * 0.001), ETH_TICK, "up"));
    const soon = await sync(await signWithAgent(wallet, move(next)));
    expect({ status: soon.status, code: code(soon.body) }).toEqual({ status: 400, code: "VALIDATION_ERROR" });
    expect(JSON.stringify(soon.body)).toContain("tooSoon");
    expect(Number((await viewOf(server, user, "ETH")).stops[0]?.triggerPx)).toBeCloseTo(Number(up), 6);
  });
});
