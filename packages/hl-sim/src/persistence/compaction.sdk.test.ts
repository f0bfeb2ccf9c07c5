import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  startTestExchange,
  TEST_START_TIME,
  type TestExchange,
  testDataDir,
  testWallet,
} from "@app/hl-sim/testing";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, describe, expect, it } from "vitest";
import { HistoryText } from "../accounts/account-history.ts";
import { JOURNAL_FILE } from "./journal.ts";
import { readSnapshot, SNAPSHOT_FILE } from "./snapshot-file.ts";

const HOUR_MS = 3_600_000;
const alice = testWallet("alice");
const bob = testWallet("bob");
const agent = testWallet("agent");
const builder = testWallet("mallory").address.toLowerCase() as `0x${string}`;
const users = [alice.address, bob.address] as const;
const dirs: string[] = [];
const newDir = () => {
  const dir = testDataDir("hl-sim-compaction-");
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Everything the users can read about their accounts and orders. */
async function views(env: TestExchange) {
  const perUser = await Promise.all(
    users.map(async (user) => {
      const orders = await env.info.historicalOrders({ user });
      return {
        state: await env.info.clearinghouseState({ user }),
        spot: await env.info.spotClearinghouseState({ user }),
        open: await env.info.frontendOpenOrders({ user }),
        orders,
        statuses: await Promise.all(
          orders.map(({ order }) => env.info.orderStatus({ user, oid: order.oid })),
        ),
        fills: await env.info.userFills({ user }),
        funding: await env.info.userFunding({ user, startTime: 0 }),
        ledger: await env.info.userNonFundingLedgerUpdates({ user, startTime: 0 }),
        agents: await env.info.extraAgents({ user }),
        referral: await env.info.referral({ user }),
        builderFee: await env.info.maxBuilderFee({ user, builder }),
        rateLimit: await env.info.userRateLimit({ user }),
        abstraction: await env.info.userAbstraction({ user }),
        portfolio: await env.info.portfolio({ user }),
      };
    }),
  );
  return { perUser, mids: await env.info.allMids() };
}

/** Orders of every kind, agents, transfers, builder fees, referrals and funding hours for alice and bob. */
async function trade(env: TestExchange) {
  const a = env.exchange(alice);
  const b = env.exchange(bob);
  const px = (coin: string, factor: number, mids: Record<string, string>) =>
    formatPrice(Number(mids[coin]) * factor, coin === "BTC" ? 5 : 4);
  let mids = await env.info.allMids();
  await a.approveBuilderFee({ builder, maxFeeRate: "0.05%" });
  await a.order({
    orders: [
      { a: 0, b: true, p: px("BTC", 1.01, mids), s: "0.01", r: false, t: { limit: { tif: "Ioc" } } },
      { a: 1, b: true, p: px("ETH", 0.97, mids), s: "0.2", r: false, t: { limit: { tif: "Gtc" } } },
    ],
    grouping: "na",
    builder: { b: builder, f: 10 },
  });
  await a.order({
    orders: [
      { a: 0, b: true, p: px("BTC", 0.98, mids), s: "0.002", r: false, t: { limit: { tif: "Gtc" } } },
      {
        a: 0,
        b: false,
        p: px("BTC", 0.9, mids),
        s: "0.002",
        r: true,
        t: { trigger: { isMarket: true, triggerPx: px("BTC", 0.93, mids), tpsl: "sl" } },
      },
    ],
    grouping: "normalTpsl",
  });
  await a.order({
    orders: [
      {
        a: 1,
        b: true,
        p: px("ETH", 0.99, mids),
        s: "0.1",
        r: false,
        t: { limit: { tif: "Alo" } },
        c: "0x00000000000000000000000000000abc",
      },
    ],
    grouping: "na",
  });
  await a.updateLeverage({ asset: 2, isCross: true, leverage: 5 });
  await a.approveAgent({ agentAddress: agent.address, agentName: "bot" });
  await a.usdSend({ destination: bob.address, amount: "250" });
  await b.usdClassTransfer({ amount: "40", toPerp: false });
  await b.reserveRequestWeight({ weight: 3 });
  await b.userSetAbstraction({ user: bob.address, abstraction: "disabled" });
  await b.updateLeverage({ asset: 1, isCross: false, leverage: 10 });
  await b.order({
    orders: [{ a: 1, b: false, p: px("ETH", 0.99, mids), s: "0.3", r: false, t: { limit: { tif: "Ioc" } } }],
    grouping: "na",
  });
  await b.updateIsolatedMargin({ asset: 1, isBuy: false, ntli: 5_000_000 });
  env.clock.advance(2 * HOUR_MS + 7_000);
  mids = await env.info.allMids();
  await env.exchange(agent).order({
    orders: [{ a: 0, b: false, p: px("BTC", 0.99, mids), s: "0.004", r: true, t: { limit: { tif: "Ioc" } } }],
    grouping: "na",
  });
  await b.scheduleCancel({ time: env.clock.now() + 60_000 });
}

describe("journal compaction (snapshot + a new journal)", () => {
  it("restores orders, fills, positions, balances, agents and nonces exactly after compacting every few entries", async () => {
    const dataDir = newDir();
    const first = await startTestExchange({ start: TEST_START_TIME, seed: 8, dataDir, compactEvery: 4 });
    for (const user of users) await first.info.clearinghouseState({ user });
    await trade(first);
    // 110 nonces of one signer: the exchange keeps the highest 100 and refuses anything below them.
    const base = first.clock.now() + 1000;
    const nonces = Array.from({ length: 110 }, (_, i) => base + 10 * i);
    const noops = first.exchange(bob);
    for (const nonce of nonces) await noops.noop({ nonce });
    const before = await views(first);
    expect(before.perUser[0]?.fills.length).toBeGreaterThanOrEqual(2);
    expect(before.perUser[0]?.funding.length).toBeGreaterThan(0);
    expect(before.perUser[0]?.open.length).toBeGreaterThan(1);
    expect(readSnapshot(dataDir).generation).toBeGreaterThan(10);

    // A crash: the process dies without closing, so the journal after the last snapshot is replayed.
    const crashed = await startTestExchange({ start: first.clock.now(), dataDir, compactEvery: 1e9 });
    expect(await views(crashed)).toEqual(before);
    await crashed.close();
    await first.close();

    // A clean restart loads the snapshot written on close; its state is byte for byte the one saved.
    const saved = readSnapshot(dataDir);
    const second = await startTestExchange({ start: first.clock.now(), seed: 99, dataDir });
    // Histories not read since the restart are written back as they were read; read ones re-encoded.
    await second.sim.compact();
    expect(readSnapshot(dataDir).state).toEqual(saved.state);
    expect(await views(second)).toEqual(before);
    await second.sim.compact();
    expect(readSnapshot(dataDir).state).toEqual(saved.state);
    const again = second.exchange(bob);
    await expect(again.noop({ nonce: nonces[50] ?? 0 })).rejects.toThrow(
      `Invalid nonce: duplicate nonce ${nonces[50]}`,
    );
    await expect(again.noop({ nonce: nonces[5] ?? 0 })).rejects.toThrow(
      `Invalid nonce: nonce too low ${nonces[5]} < ${nonces[10]}`,
    );
    await again.noop({ nonce: (nonces.at(-1) ?? 0) + 1 });
    // The scheduled cancel and the resting orders still run after the restart.
    second.clock.advance(61_000);
    expect(await second.info.frontendOpenOrders({ user: bob.address })).toEqual([]);
    await second.close();
  });

  it("skips the entries a snapshot holds when the journal could not be replaced after it", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, seed: 3, dataDir, compactEvery: 1e9 });
    for (const user of users) await env.info.clearinghouseState({ user });
    await trade(env);
    const journalFile = path.join(dataDir, JOURNAL_FILE);
    const oldJournal = `${journalFile}.old`;
    copyFileSync(journalFile, oldJournal);
    await env.sim.compact();
    await env.exchange(alice).updateLeverage({ asset: 3, isCross: true, leverage: 3 });
    const before = await views(env);
    // As if the new journal never replaced the old one: later entries were appended to the old file.
    const newLines = readFileSync(journalFile, "utf8").split("\n").slice(1).join("\n");
    writeFileSync(journalFile, readFileSync(oldJournal, "utf8") + newLines);
    const restarted = await startTestExchange({ start: env.clock.now(), dataDir });
    expect(await views(restarted)).toEqual(before);
    await restarted.close();
    await env.close();
  });

  it("answers concurrent orders (one flush for many) and restarts into the state they left", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, seed: 6, dataDir, compactEvery: 7 });
    for (const user of users) await env.info.clearinghouseState({ user });
    const mid = Number((await env.info.allMids()).BTC);
    const bodies = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const isBuy = i % 2 === 0;
        const p = formatPrice(mid * (isBuy ? 1.01 : 0.99), 5);
        const action = {
          type: "order",
          orders: [{ a: 0, b: isBuy, p, s: "0.001", r: false, t: { limit: { tif: "Ioc" } } }],
          grouping: "na",
        };
        const nonce = env.clock.now() + i;
        const signature = await signL1Action({ wallet: i % 3 ? alice : bob, action, nonce, isTestnet: true });
        return JSON.stringify({ action, nonce, signature });
      }),
    );
    const answers = await Promise.all(bodies.map((body) => env.sim.handle("/exchange", body)));
    expect(answers.every((answer) => answer.body.includes('"filled"'))).toBe(true);
    const before = await views(env);
    expect(before.perUser[0]?.fills).toHaveLength(16);
    const crashed = await startTestExchange({ start: env.clock.now(), dataDir });
    expect(await views(crashed)).toEqual(before);
    await crashed.close();
    await env.close();
  });

  it("records new fills of a restarted account without reading its history first, then shows both", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, seed: 12, dataDir });
    for (const user of users) await env.info.clearinghouseState({ user });
    await trade(env);
    const before = await views(env);
    await env.close();
    const restarted = await startTestExchange({ start: env.clock.now(), dataDir });
    const mids = await restarted.info.allMids();
    const p = formatPrice(Number(mids.BTC) * 1.01, 5);
    await restarted.exchange(alice).order({
      orders: [{ a: 0, b: true, p, s: "0.002", r: false, t: { limit: { tif: "Ioc" } } }],
      grouping: "na",
    });
    // As after a crash now: the fill is replayed onto the history still held as text.
    const crashed = await startTestExchange({ start: restarted.clock.now(), dataDir });
    for (const env2 of [restarted, crashed]) {
      const fills = await env2.info.userFills({ user: alice.address });
      expect(fills.slice(1)).toEqual(before.perUser[0]?.fills);
      expect(fills[0]?.sz).toBe("0.002");
      const ledger = await env2.info.userNonFundingLedgerUpdates({ user: alice.address, startTime: 0 });
      expect(ledger).toEqual(before.perUser[0]?.ledger);
    }
    expect(await views(crashed)).toEqual(await views(restarted));
    await crashed.close();
    await restarted.close();
  });

  it("reads snapshots of the first format (an account and its history on one line)", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, seed: 2, dataDir });
    for (const user of users) await env.info.clearinghouseState({ user });
    await trade(env);
    const before = await views(env);
    await env.close();
    const file = path.join(dataDir, SNAPSHOT_FILE);
    const [head = "", ...rest] = readFileSync(file, "utf8").trimEnd().split("\n");
    const parsedHead = JSON.parse(head) as { accountLines: number };
    const accounts = rest.slice(0, parsedHead.accountLines);
    const oneLine = accounts.flatMap((text, i) =>
      i % 2 === 0 ? [JSON.stringify({ ...JSON.parse(text), ...JSON.parse(accounts[i + 1] ?? "") })] : [],
    );
    const oldHead = JSON.stringify({ ...parsedHead, v: 1, accountLines: oneLine.length });
    writeFileSync(file, `${[oldHead, ...oneLine, ...rest.slice(parsedHead.accountLines)].join("\n")}\n`);
    const restarted = await startTestExchange({ start: env.clock.now(), dataDir });
    expect(await views(restarted)).toEqual(before);
    await restarted.close();
  });

  it("answers requests while a compaction is written, and keeps what they changed in the next journal", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, seed: 4, dataDir, compactEvery: 1e9 });
    for (const user of users) await env.info.clearinghouseState({ user });
    await trade(env);
    // 1,500 accounts make a snapshot of megabytes, written over many slices (opened
    // concurrently, so one journal flush covers many).
    await Promise.all(
      Array.from({ length: 1500 }, (_, i) => {
        const user = `0x${(i + 1).toString(16).padStart(40, "0")}`;
        return env.sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user }));
      }),
    );
    const mid = Number((await env.info.allMids()).BTC);
    const action = {
      type: "order",
      orders: [
        { a: 0, b: true, p: formatPrice(mid * 1.01, 5), s: "0.003", r: false, t: { limit: { tif: "Ioc" } } },
      ],
      grouping: "na",
    };
    const nonce = env.clock.now() + 5;
    const signature = await signL1Action({ wallet: alice, action, nonce, isTestnet: true });
    const fillsBefore = (await env.info.userFills({ user: alice.address })).length;
    let finished = false;
    const compaction = env.sim.compact().then(() => {
      finished = true;
    });
    // The order arrives after the compaction took the state: it is journaled, not in the snapshot.
    const order = await env.sim.handle("/exchange", JSON.stringify({ action, nonce, signature }));
    expect(order.body).toContain('"filled"');
    let answered = 0;
    while (!finished) {
      // As requests arrive from the network: each in a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      const mids = await env.sim.handle("/info", '{"type":"allMids"}');
      expect(mids.status).toBe(200);
      answered += 1;
    }
    await compaction;
    expect(answered).toBeGreaterThan(0);
    const saved = readSnapshot(dataDir);
    expect(saved.generation).toBe(1);
    const savedAlice = saved.state.accounts.find((a) => a.address === alice.address.toLowerCase());
    const history = savedAlice?.history;
    if (!(history instanceof HistoryText)) throw new Error("the snapshot holds alice's history as text");
    const savedFills = JSON.parse(history.json) as { fills: unknown[] };
    expect(savedFills.fills).toHaveLength(fillsBefore);
    const journal = readFileSync(path.join(dataDir, JOURNAL_FILE), "utf8").trimEnd().split("\n");
    expect(JSON.parse(journal[0] ?? "")).toMatchObject({ k: "h", base: 1 });
    expect(journal.filter((line) => line.includes('"k":"x"'))).toHaveLength(1);
    const before = await views(env);
    expect(before.perUser[0]?.fills).toHaveLength(fillsBefore + 1);
    // A crash now: the snapshot plus the new journal's order give the same state.
    const crashed = await startTestExchange({ start: env.clock.now(), dataDir, compactEvery: 1e9 });
    expect(await views(crashed)).toEqual(before);
    await crashed.close();
    await env.close();
  });

  it("refuses a journal that continues a snapshot which is missing", async () => {
    const dataDir = newDir();
    const env = await startTestExchange({ start: TEST_START_TIME, dataDir });
    await env.info.clearinghouseState({ user: alice.address });
    // An action, so closing has an entry to compact (a query journals nothing).
    await env.exchange(alice).updateLeverage({ asset: 1, isCross: true, leverage: 3 });
    await env.close();
    rmSync(path.join(dataDir, SNAPSHOT_FILE));
    await expect(startTestExchange({ dataDir })).rejects.toThrow("which is missing");
  });
});
