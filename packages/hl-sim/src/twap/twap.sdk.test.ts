import { rmSync } from "node:fs";
import {
  ManualClock,
  startTestExchange,
  TEST_START_TIME,
  type TestExchange,
  testDataDir,
  testWallet,
} from "@app/hl-sim/testing";
import { SubscriptionClient, WebSocketTransport } from "@nktkas/hyperliquid";
import type {
  TwapStatesEvent,
  UserTwapHistoryEvent,
  UserTwapSliceFillsEvent,
} from "@nktkas/hyperliquid/api/subscription";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkTypeErrors, type TypedAnswer } from "../../test/sdk-types.ts";

/**
 * Hyperliquid's native TWAP (docs "Order types"): a suborder every 30 s of the exchange's clock, sizes
 * spread evenly (or randomised) over the duration, each at most 3 % from the mark, reduce-only
 * possible, 5–1440 minutes, cancellable; `twapHistory`, `userTwapSliceFills` and the WebSocket feeds.
 * Bodies are posted raw as the Python SDK writes them (it has no TWAP helper: clients sign the action
 * themselves), and through the nktkas SDK.
 */
const SLICE_MS = 30_000;
const wallet = testWallet("alice");
const user = wallet.address.toLowerCase() as `0x${string}`;
const answers: TypedAnswer[] = [];
let env: TestExchange;
/** The clock of the exchange being signed for; raw nonces run an hour ahead of the SDK clients'. */
let nonceClock: () => number = Date.now;
let lastNonce = 0;
const nextNonce = () => {
  lastNonce = Math.max(nonceClock() + 3_600_000, lastNonce + 1);
  return lastNonce;
};

async function post(target: TestExchange, path: "/exchange" | "/info", body: unknown) {
  const response = await fetch(`${target.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json: unknown = response.status === 200 ? await response.json() : null;
  return { status: response.status, json };
}

/** An L1 action posted raw with the Python SDK's null vaultAddress and expiresAfter. */
async function rawAction(target: TestExchange, action: Record<string, unknown>) {
  const nonce = nextNonce();
  const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
  return post(target, "/exchange", { action, nonce, signature, vaultAddress: null, expiresAfter: null });
}

const twapOrder = (twap: Record<string, unknown>) => ({ type: "twapOrder", twap });
const info = async <T>(target: TestExchange, type: string, body: Record<string, unknown>) =>
  (await post(target, "/info", { type, ...body })).json as T;
/** The `data.status` of a raw twapOrder / twapCancel answer. */
const statusOf = (json: unknown) =>
  (json as { response: { data: { status: { running?: { twapId: number }; error?: string } | string } } })
    .response.data.status;
/** The id of the TWAP a raw twapOrder answer says is running. */
function runningId(json: unknown): number {
  const status = statusOf(json);
  if (typeof status === "string" || !status.running) throw new Error(`not running: ${JSON.stringify(json)}`);
  return status.running.twapId;
}
type History = { status: { status: string }; twapId: number; state: { executedSz: string; sz: string } }[];
type SliceFills = { twapId: number; fill: { sz: string; px: string; time: number; side: string } }[];

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 23 });
  nonceClock = env.clock.now;
  await env.info.clearinghouseState({ user });
});
afterAll(() => env.close());

describe("TWAP orders on the local exchange", () => {
  it("runs a raw twapOrder: a suborder every 30 s on the exchange's clock, evenly sized, done on time", async () => {
    const placed = await rawAction(env, twapOrder({ a: 1, b: true, s: "0.5", r: false, m: 5, t: false }));
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({
      status: "ok",
      response: { type: "twapOrder", data: { status: { running: { twapId: expect.any(Number) } } } },
    });
    const twapId = runningId(placed.json);
    // Two and a half minutes on: suborders at 0, 30, 60, 90, 120 and 150 s have run (6 of 10).
    env.clock.advance(5 * SLICE_MS);
    let fills = await info<SliceFills>(env, "userTwapSliceFills", { user });
    expect(fills).toHaveLength(6);
    expect(fills.every((row) => row.twapId === twapId && row.fill.side === "B")).toBe(true);
    expect(fills.map((row) => row.fill.sz)).toEqual(Array(6).fill("0.05"));
    const times = fills.map((row) => row.fill.time).reverse();
    expect(times.map((time) => time - (times[0] ?? 0))).toEqual([0, 1, 2, 3, 4, 5].map((k) => k * SLICE_MS));
    // Each suborder crossed at the touch, within 3 % of the mark.
    const mark = Number((await env.info.allMids()).ETH);
    for (const { fill } of fills) expect(Math.abs(Number(fill.px) / mark - 1)).toBeLessThan(0.03);
    const running = await info<History>(env, "twapHistory", { user });
    expect(running.map((row) => row.status.status)).toEqual(["activated"]);

    env.clock.advance(10 * SLICE_MS);
    fills = await info<SliceFills>(env, "userTwapSliceFills", { user });
    expect(fills).toHaveLength(10);
    const history = await info<History>(env, "twapHistory", { user });
    expect(history.map((row) => row.status.status)).toEqual(["activated", "finished"]);
    expect(history[1]?.state).toMatchObject({ sz: "0.5", executedSz: "0.5" });
    const [fill] = await env.info.userFills({ user });
    expect(fill?.twapId).toBe(twapId);
    const state = await env.info.clearinghouseState({ user });
    expect(state.assetPositions.find((p) => p.position.coin === "ETH")?.position.szi).toBe("0.5");
  });

  it("cancels a running TWAP, keeps what it executed, and refuses a second cancel", async () => {
    const placed = await rawAction(env, twapOrder({ a: 0, b: false, s: "0.01", r: false, m: 10, t: true }));
    const twapId = runningId(placed.json);
    env.clock.advance(3 * SLICE_MS);
    const cancelled = await rawAction(env, { type: "twapCancel", a: 0, t: twapId });
    expect(cancelled.json).toEqual({
      status: "ok",
      response: { type: "twapCancel", data: { status: "success" } },
    });
    const again = await rawAction(env, { type: "twapCancel", a: 0, t: twapId });
    expect(statusOf(again.json)).toEqual({
      error: expect.stringContaining("TWAP was never placed"),
    });
    env.clock.advance(10 * SLICE_MS);
    const fills = (await info<SliceFills>(env, "userTwapSliceFills", { user })).filter(
      (r) => r.twapId === twapId,
    );
    // Suborders at 0, 30, 60 and 90 s ran before the cancel; randomised sizes still add up to what ran.
    expect(fills).toHaveLength(4);
    const executed = fills.reduce((sum, row) => sum + Math.round(Number(row.fill.sz) * 1e5), 0);
    const history = (await info<History>(env, "twapHistory", { user })).filter((r) => r.twapId === twapId);
    expect(history.map((row) => row.status.status)).toEqual(["activated", "terminated"]);
    expect(Math.round(Number(history[1]?.state.executedSz) * 1e5)).toBe(executed);
    expect(executed).toBeGreaterThan(0);
    expect(executed).toBeLessThan(1000);
  });

  it("reduce-only sells only the position there is, and refuses out-of-range durations and tiny sizes", async () => {
    // ETH long 0.5 from the first test: a reduce-only sell of 1 ETH stops at flat.
    const placed = await rawAction(env, twapOrder({ a: 1, b: false, s: "1", r: true, m: 5, t: false }));
    const twapId = runningId(placed.json);
    env.clock.advance(11 * SLICE_MS);
    const state = await env.info.clearinghouseState({ user });
    expect(state.assetPositions.find((p) => p.position.coin === "ETH")).toBeUndefined();
    const history = (await info<History>(env, "twapHistory", { user })).filter((r) => r.twapId === twapId);
    expect(history.at(-1)?.state.executedSz).toBe("0.5");

    for (const m of [4, 1441]) {
      const refused = await rawAction(env, twapOrder({ a: 1, b: true, s: "0.1", r: false, m, t: false }));
      expect(refused.status).toBe(422);
    }
    const tiny = await rawAction(env, twapOrder({ a: 1, b: true, s: "0.001", r: false, m: 5, t: false }));
    expect(statusOf(tiny.json)).toEqual({ error: "Order must have minimum value of $10." });
  });

  it("is the SDK's twapOrder / twapCancel / twapHistory / userTwapSliceFills, with its WebSocket feeds", async () => {
    const transport = new WebSocketTransport({ isTestnet: true, url: env.wsUrl });
    const subs = new SubscriptionClient({ transport });
    const states: TwapStatesEvent[] = [];
    const history: UserTwapHistoryEvent[] = [];
    const slices: UserTwapSliceFillsEvent[] = [];
    const handles = await Promise.all([
      subs.twapStates({ user }, (event) => void states.push(event)),
      subs.userTwapHistory({ user }, (event) => void history.push(event)),
      subs.userTwapSliceFills({ user }, (event) => void slices.push(event)),
    ]);
    const client = env.exchange(wallet);
    const placed = await client.twapOrder({ twap: { a: 2, b: true, s: "2", r: false, m: 5, t: false } });
    answers.push({ module: "exchange", type: "TwapOrderSuccessResponse", value: placed });
    const { status } = placed.response.data;
    const twapId = "running" in status ? status.running.twapId : -1;
    await expect.poll(() => states.some((e) => e.states.some(([id]) => id === twapId))).toBe(true);
    env.clock.advance(2 * SLICE_MS);
    await env.info.allMids();
    await expect
      .poll(() => slices.flatMap((e) => e.twapSliceFills).filter((r) => r.twapId === twapId).length)
      .toBe(3);
    const cancelled = await client.twapCancel({ a: 2, t: twapId });
    answers.push({ module: "exchange", type: "TwapCancelSuccessResponse", value: cancelled });
    await expect
      .poll(() =>
        history
          .flatMap((e) => e.history)
          .some((r) => r.twapId === twapId && r.status.status === "terminated"),
      )
      .toBe(true);
    await expect.poll(() => states.at(-1)?.states.some(([id]) => id === twapId)).toBe(false);
    expect(history[0]?.isSnapshot).toBe(true);
    expect(slices[0]?.isSnapshot).toBe(true);
    answers.push(
      { module: "info", type: "TwapHistoryResponse", value: await env.info.twapHistory({ user }) },
      {
        module: "info",
        type: "UserTwapSliceFillsResponse",
        value: await env.info.userTwapSliceFills({ user }),
      },
      ...states.map((value) => ({ module: "subscription" as const, type: "TwapStatesEvent", value })),
      ...history.map((value) => ({ module: "subscription" as const, type: "UserTwapHistoryEvent", value })),
      ...slices.map((value) => ({ module: "subscription" as const, type: "UserTwapSliceFillsEvent", value })),
    );
    for (const handle of handles) await handle.unsubscribe();
    await transport.close();
  });

  it("answers in the SDK's own types", async () => {
    expect(await sdkTypeErrors(answers)).toEqual([]);
  });
});

describe("a TWAP across a restart (journal in dataDir)", () => {
  const dataDir = testDataDir("hl-sim-twap-");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps slicing on the exchange's clock after a crash (journal replay) and a clean restart (snapshot)", async () => {
    const clock = new ManualClock(TEST_START_TIME);
    nonceClock = clock.now;
    const first = await startTestExchange({ now: clock.now, seed: 3, dataDir, compactEvery: 1e9 });
    await first.info.clearinghouseState({ user });
    const placed = await rawAction(first, twapOrder({ a: 0, b: true, s: "0.02", r: false, m: 5, t: true }));
    const twapId = runningId(placed.json);
    clock.advance(3 * SLICE_MS);
    const before = await info<SliceFills>(first, "userTwapSliceFills", { user });
    expect(before).toHaveLength(4);

    // A second exchange on the same folder while the first still runs: what a crash leaves, replayed.
    const crashed = await startTestExchange({ now: clock.now, dataDir, compactEvery: 1e9 });
    expect(await info<SliceFills>(crashed, "userTwapSliceFills", { user })).toEqual(before);
    await crashed.close();
    // A clean restart loads the snapshot written on close.
    await first.close();
    const again = await startTestExchange({ now: clock.now, dataDir });
    expect(await info<SliceFills>(again, "userTwapSliceFills", { user })).toEqual(before);
    clock.advance(10 * SLICE_MS);
    const history = await info<History>(again, "twapHistory", { user });
    expect(history.map((r) => [r.twapId, r.status.status])).toEqual([
      [twapId, "activated"],
      [twapId, "finished"],
    ]);
    expect(history[1]?.state.executedSz).toBe("0.02");
    expect(await info<SliceFills>(again, "userTwapSliceFills", { user })).toHaveLength(10);
    await again.close();
  });
});
