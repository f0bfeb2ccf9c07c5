import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkTypeErrors, type TypedAnswer } from "../../test/sdk-types.ts";

const HOUR_MS = 3_600_000;
const micro = (value: string | undefined) => Math.round(Number(value) * 1e6);

let env: TestExchange;
let alice: ExchangeClient;
let bob: ExchangeClient;
const aliceAddress = testWallet("alice").address.toLowerCase() as `0x${string}`;
const bobAddress = testWallet("bob").address.toLowerCase() as `0x${string}`;
const builder = testWallet("mallory").address.toLowerCase() as `0x${string}`;
/** Every answer of this file, checked against the SDK's response types at the end. */
const answers: TypedAnswer[] = [];
const info = <T>(type: string, value: T): T => {
  answers.push({ module: "info", type, value });
  return value;
};
const exchange = <T>(type: string, value: T): T => {
  answers.push({ module: "exchange", type, value });
  return value;
};

/** An IOC buy of `size` BTC at mid + 1 %, optionally with a builder fee. */
async function buyBtc(client: ExchangeClient, size: string, fee?: number) {
  const mids = await env.info.allMids();
  const p = formatPrice(Number(mids.BTC) * 1.01, 5);
  const order = { a: 0, b: true, p, s: size, r: false, t: { limit: { tif: "Ioc" as const } } };
  return client.order({
    orders: [order],
    grouping: "na",
    ...(fee === undefined ? {} : { builder: { b: builder, f: fee } }),
  });
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 5 });
  alice = env.exchange(testWallet("alice"));
  bob = env.exchange(testWallet("bob"));
  await env.info.clearinghouseState({ user: aliceAddress });
  await env.info.clearinghouseState({ user: bobAddress });
});
afterAll(() => env.close());

describe("paper-account actions through the SDK's ExchangeClient", () => {
  it("sends USDC between paper accounts and shows it in both ledgers", async () => {
    exchange("UsdSendSuccessResponse", await alice.usdSend({ destination: bobAddress, amount: "100.5" }));
    const [a, b] = await Promise.all([
      env.info.clearinghouseState({ user: aliceAddress }),
      env.info.clearinghouseState({ user: bobAddress }),
    ]);
    expect(micro(a.withdrawable)).toBe(9_899_500_000);
    expect(micro(b.withdrawable)).toBe(10_100_500_000);
    const ledger = info(
      "UserNonFundingLedgerUpdatesResponse",
      await env.info.userNonFundingLedgerUpdates({ user: bobAddress }),
    );
    expect(ledger.map((u) => u.delta.type)).toEqual(["deposit", "internalTransfer"]);
    expect(ledger[1]?.delta).toEqual({
      type: "internalTransfer",
      usdc: "100.5",
      user: aliceAddress,
      destination: bobAddress,
      fee: "0.0",
    });
    await expect(alice.usdSend({ destination: bobAddress, amount: "20000" })).rejects.toThrow(
      "Insufficient balance for withdrawal.",
    );
  });

  it("moves USDC between perp and spot with usdClassTransfer", async () => {
    exchange(
      "UsdClassTransferSuccessResponse",
      await alice.usdClassTransfer({ amount: "50", toPerp: false }),
    );
    await alice.usdClassTransfer({ amount: "20", toPerp: true });
    const spot = info(
      "SpotClearinghouseStateResponse",
      await env.info.spotClearinghouseState({ user: aliceAddress }),
    );
    expect(spot.balances).toEqual([{ coin: "USDC", token: 0, total: "30.0", hold: "0.0", entryNtl: "0.0" }]);
    const perp = await env.info.clearinghouseState({ user: aliceAddress });
    expect(micro(perp.withdrawable)).toBe(9_899_500_000 - 30_000_000);
    await expect(alice.usdClassTransfer({ amount: "31", toPerp: true })).rejects.toThrow(
      "Insufficient balance for transfer.",
    );
  });

  it("refuses an unapproved builder and accepts one within its approved fee", async () => {
    await expect(buyBtc(alice, "0.001", 10)).rejects.toThrow("Builder fee has not been approved.");
    exchange(
      "ApproveBuilderFeeSuccessResponse",
      await alice.approveBuilderFee({ maxFeeRate: "0.01%", builder }),
    );
    expect(info("MaxBuilderFeeResponse", await env.info.maxBuilderFee({ user: aliceAddress, builder }))).toBe(
      10,
    );
    await expect(buyBtc(alice, "0.001", 11)).rejects.toThrow("Builder fee has not been approved.");
    const before = micro(
      (await env.info.clearinghouseState({ user: aliceAddress })).marginSummary.accountValue,
    );
    const filled = exchange("OrderSuccessResponse", await buyBtc(alice, "0.001", 10));
    expect(filled.response.data.statuses[0]).toHaveProperty("filled");
    const [fill] = await env.info.userFills({ user: aliceAddress });
    // f = 10 tenths of a basis point = 0.01 % of the notional, on top of the 0.045 % taker fee.
    const notional = micro(fill?.px) * 0.001;
    expect(micro(fill?.builderFee)).toBe(Math.round(notional * 0.0001));
    expect(micro(fill?.fee)).toBe(Math.round(notional * 0.00045));
    const after = await env.info.clearinghouseState({ user: aliceAddress });
    const unrealized = micro(after.assetPositions[0]?.position.unrealizedPnl);
    expect(before - (micro(after.marginSummary.accountValue) - unrealized)).toBe(
      micro(fill?.fee) + micro(fill?.builderFee),
    );
  });

  it("registers a referral code after $10,000 of volume and lets another account trade under it", async () => {
    const before = info("ReferralResponse", await env.info.referral({ user: aliceAddress }));
    expect(before.referrerState.stage).toBe("needToTrade");
    await expect(alice.registerReferrer({ code: "ALICE" })).rejects.toThrow("$10,000");
    await buyBtc(alice, "0.12");
    exchange("RegisterReferrerSuccessResponse", await alice.registerReferrer({ code: "ALICE" }));
    await expect(bob.setReferrer({ code: "NOPE" })).rejects.toThrow("Referral code does not exist.");
    exchange("SetReferrerSuccessResponse", await bob.setReferrer({ code: "alice" }));
    const mine = info("ReferralResponse", await env.info.referral({ user: aliceAddress }));
    expect(mine.referrerState).toMatchObject({ stage: "ready", data: { code: "ALICE", nReferrals: 1 } });
    const theirs = info("ReferralResponse", await env.info.referral({ user: bobAddress }));
    expect(theirs.referredBy).toEqual({ referrer: aliceAddress, code: "ALICE" });
    await expect(bob.setReferrer({ code: "ALICE" })).rejects.toThrow("Referrer already set.");
  });

  it("reserves request weight for 0.0005 USDC each and raises the request cap", async () => {
    const before = info("UserRateLimitResponse", await env.info.userRateLimit({ user: aliceAddress }));
    const cash = micro(
      (await env.info.clearinghouseState({ user: aliceAddress })).marginSummary.accountValue,
    );
    exchange("ReserveRequestWeightSuccessResponse", await alice.reserveRequestWeight({ weight: 1000 }));
    const after = info("UserRateLimitResponse", await env.info.userRateLimit({ user: aliceAddress }));
    expect(after.nRequestsCap - before.nRequestsCap).toBe(1000);
    expect(after.nRequestsUsed).toBe(before.nRequestsUsed + 1);
    const value = micro(
      (await env.info.clearinghouseState({ user: aliceAddress })).marginSummary.accountValue,
    );
    expect(cash - value).toBe(500_000);
  });

  it("stores the account abstraction chosen with userSetAbstraction", async () => {
    expect(info("UserAbstractionResponse", await env.info.userAbstraction({ user: bobAddress }))).toBe(
      "default",
    );
    exchange(
      "UserSetAbstractionSuccessResponse",
      await bob.userSetAbstraction({ user: bobAddress, abstraction: "disabled" }),
    );
    expect(await env.info.userAbstraction({ user: bobAddress })).toBe("disabled");
  });
});

describe("history and market reads through the SDK's InfoClient", () => {
  it("answers the reads trading libraries load markets with", async () => {
    expect(info("PerpDexsResponse", await env.info.perpDexs())).toEqual([null]);
    const [spot, contexts] = info("SpotMetaAndAssetCtxsResponse", await env.info.spotMetaAndAssetCtxs());
    expect(spot.tokens[0]).toMatchObject({ index: 0, name: "USDC" });
    expect(contexts).toEqual([]);
    const meta = await env.info.meta();
    expect(spot.tokens[meta.collateralToken]?.name).toBe("USDC");
    const status = info("ExchangeStatusResponse", await env.info.exchangeStatus());
    expect(status).toEqual({ time: env.clock.now(), specialStatuses: null });
  });

  it("lists fills by time, historical orders, fees and recent trades", async () => {
    const now = env.clock.now();
    const fills = info(
      "UserFillsResponse",
      await env.info.userFillsByTime({ user: aliceAddress, startTime: now - HOUR_MS }),
    );
    expect(fills).toHaveLength(2);
    expect(fills.map((f) => f.sz)).toEqual(["0.001", "0.12"]);
    const newest = await env.info.userFillsByTime({ user: aliceAddress, startTime: 0, reversed: true });
    expect(newest.map((f) => f.sz)).toEqual(["0.12", "0.001"]);
    const orders = info("HistoricalOrdersResponse", await env.info.historicalOrders({ user: aliceAddress }));
    expect(orders.map((o) => o.status)).toEqual(["filled", "filled"]);
    // Filled IOC orders keep the tif they were placed with.
    expect(orders.map((o) => o.order.tif)).toEqual(["Ioc", "Ioc"]);
    const fees = info("UserFeesResponse", await env.info.userFees({ user: aliceAddress }));
    expect(fees.userCrossRate).toBe("0.00045");
    expect(fees.userAddRate).toBe("0.00015");
    const traded = fills.reduce((sum, f) => sum + Number(f.px) * Number(f.sz), 0);
    expect(Number(fees.dailyUserVlm[0]?.userCross)).toBeCloseTo(traded, 6);
    const trades = info("RecentTradesResponse", await env.info.recentTrades({ coin: "BTC" }));
    expect(trades.map((t) => t.tid)).toEqual(newest.map((f) => f.tid));
    expect(trades[0]?.users[0]).toBe(aliceAddress);
  });

  it("reports hourly funding rates that match what positions were charged, and the next ones", async () => {
    // One past the hour: the rate at the start hour was settled before these positions existed.
    const start = env.clock.now() + 1;
    env.clock.advance(3 * HOUR_MS);
    const paid = await env.info.userFunding({ user: aliceAddress, startTime: start });
    expect(paid).toHaveLength(3);
    const rates = info(
      "FundingHistoryResponse",
      await env.info.fundingHistory({ coin: "BTC", startTime: start }),
    );
    expect(rates.map((r) => [r.time, r.fundingRate])).toEqual(paid.map((p) => [p.time, p.delta.fundingRate]));
    const predicted = info("PredictedFundingsResponse", await env.info.predictedFundings());
    expect(predicted).toHaveLength(25);
    const [coin, venues] = predicted[0] ?? [];
    const [venue, data] = venues?.[0] ?? [];
    expect([coin, venue]).toEqual(["BTC", "HlPerp"]);
    expect(data?.nextFundingTime).toBe(Math.floor(env.clock.now() / HOUR_MS + 1) * HOUR_MS);
  });

  it("credits builder fees to the builder, who claims them into its perp balance", async () => {
    const builderClient = env.exchange(testWallet("mallory"));
    const earned = (await env.info.referral({ user: builder })).builderRewards;
    const fees = (await env.info.userFills({ user: aliceAddress })).reduce(
      (sum, f) => sum + micro(f.builderFee ?? "0"),
      0,
    );
    expect(micro(earned)).toBe(fees);
    expect(fees).toBeGreaterThan(0);
    await buyBtc(alice, "0.002", 10);
    const [latest] = await env.info.userFills({ user: aliceAddress });
    const referral = info("ReferralResponse", await env.info.referral({ user: builder }));
    expect(micro(referral.builderRewards)).toBe(fees + micro(latest?.builderFee));
    const cash = micro((await env.info.clearinghouseState({ user: builder })).withdrawable);
    exchange("ClaimRewardsSuccessResponse", await builderClient.claimRewards());
    const claimed = info("ReferralResponse", await env.info.referral({ user: builder }));
    expect(claimed.builderRewards).toBe("0.0");
    expect(claimed.claimedRewards).toBe(referral.builderRewards);
    expect(micro((await env.info.clearinghouseState({ user: builder })).withdrawable)).toBe(
      cash + micro(referral.builderRewards),
    );
    const ledger = info(
      "UserNonFundingLedgerUpdatesResponse",
      await env.info.userNonFundingLedgerUpdates({ user: builder }),
    );
    expect(ledger.at(-1)?.delta).toEqual({
      type: "rewardsClaim",
      amount: referral.builderRewards,
      token: "USDC",
    });
    // A second claim finds nothing left and moves nothing.
    await builderClient.claimRewards();
    expect(micro((await env.info.clearinghouseState({ user: builder })).withdrawable)).toBe(
      cash + micro(referral.builderRewards),
    );
  });

  it("answers every request above in exactly the SDK's response types", async () => {
    expect(await sdkTypeErrors(answers)).toEqual([]);
  });
});
