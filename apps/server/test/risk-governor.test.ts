import {
  type AutoTradingServerRun,
  autoTradingScheduleResponseSchema,
  errorBodySchema,
  riskCheckResponseSchema,
  riskStatusResponseSchema,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { until } from "./support/until.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const bob = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");
const DAILY_LOSS_LIMIT = 2;
const limits = {
  dailyLoss: { unit: "usdc", value: DAILY_LOSS_LIMIT },
  maxDrawdownPercent: null,
  maxLosingRuns: null,
  closePositionsOnTrip: false,
};
const schedule = {
  userAddress: alice.address,
  enabled: true,
  intervalMinutes: 1,
  coins: ["BTC", "ETH"],
  riskPreference: "balanced",
};
const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;
const runsOf = (body: unknown) => (body as { data: { runs: AutoTradingServerRun[] } }).data.runs;

describe("the risk governor of auto-trading (issue 36 item 3)", () => {
  let server: TestServer;
  let cookie: string;
  // Noon UTC today, moving with the wall clock: the test never crosses a UTC day by chance.
  const started = Date.now();
  const noon = new Date(started).setUTCHours(12, 0, 0, 0);
  let shift = 0;
  const now = () => noon + (Date.now() - started) + shift;
  const equity = async () =>
    (
      (await server.get(`/api/account/balance?address=${alice.address}`)).body as {
        data: { accountValue: number };
      }
    ).data.accountValue;
  const runs = async () =>
    runsOf((await server.get(`/api/auto-trading/runs?address=${alice.address}&limit=50`, { cookie })).body);
  const status = async () =>
    riskStatusResponseSchema.parse((await server.get(`/api/risk?address=${alice.address}`, { cookie })).body)
      .data;

  beforeAll(async () => {
    server = await startTestServer({}, { now, autoTradingPollMs: 100 });
    ({ cookie } = await signIn(server, alice));
  });
  afterAll(async () => {
    await server.close();
  });

  it("keeps limits and trips for the signed-in address only, and answers an unguarded loop without a session", async () => {
    const anonymous = await server.post("/api/risk/limits", { userAddress: alice.address, limits });
    expect(anonymous.status).toBe(401);
    expect(errorCode(anonymous.body)).toBe("SIGN_IN_REQUIRED");
    const { cookie: bobs } = await signIn(server, bob);
    expect((await server.get(`/api/risk?address=${alice.address}`, { cookie: bobs })).status).toBe(401);
    // Bob has no limits: his browser loop is told so without a session, and nothing is stored.
    const unguarded = await server.post("/api/risk/check", { userAddress: bob.address, place: "browser" });
    expect(riskCheckResponseSchema.parse(unguarded.body).data).toEqual({
      allowed: true,
      trip: null,
      newTrip: false,
      closePositions: false,
    });
    const bad = await server.post(
      "/api/risk/limits",
      { userAddress: alice.address, limits: { ...limits, maxDrawdownPercent: 150 } },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(errorCode(bad.body)).toBe("VALIDATION_ERROR");
  });

  it("stops the server loop driven into its daily loss limit, keeps it stopped, and lets a re-arm start it", async () => {
    const saved = await server.post("/api/risk/limits", { userAddress: alice.address, limits }, { cookie });
    expect(saved.status).toBe(200);
    expect(riskStatusResponseSchema.parse(saved.body).data.limits).toEqual(limits);
    // Alice's limits are set: the check now needs her session.
    const anonymous = await server.post("/api/risk/check", { userAddress: alice.address, place: "browser" });
    expect(anonymous.status).toBe(401);
    // The governor arms at the equity of its first look.
    const armed = await server.post(
      "/api/risk/check",
      { userAddress: alice.address, place: "browser" },
      { cookie },
    );
    expect(riskCheckResponseSchema.parse(armed.body).data.allowed).toBe(true);
    const start = (await status()).state?.dayStartEquity ?? Number.NaN;
    expect(start).toBeCloseTo(await equity(), 6);

    // Round trips on the local exchange pay fees and spread until the day's loss reaches the limit.
    for (let trip = 0; trip < 10 && start - (await equity()) < DAILY_LOSS_LIMIT; trip += 1) {
      const opened = await server.post(
        "/api/signing/execute-with-agent",
        {
          mode: "server",
          userAddress: alice.address,
          orders: [{ coin: "ETH", side: "BUY", quantity: 2, leverage: 10 }],
        },
        { cookie, "idempotency-key": `risk-open-${trip}-0001` },
      );
      expect(opened.status).toBe(200);
      const closed = await server.post(
        "/api/account/close-position",
        { coin: "ETH", address: alice.address },
        { cookie, "idempotency-key": `risk-close-${trip}-0001` },
      );
      expect(closed.status).toBe(200);
    }
    const lost = start - (await equity());
    expect(lost).toBeGreaterThanOrEqual(DAILY_LOSS_LIMIT);

    // The loop's first run meets the governor before any analysis: it stops the schedule.
    expect((await server.post("/api/auto-trading/schedule", schedule, { cookie })).status).toBe(200);
    const [tripped] = await until(
      runs,
      (list) => list.length === 1 && list[0]?.status === "failed",
      "the run",
    );
    expect(tripped?.record?.error).toMatch(/^Risk breaker tripped: the account lost \d+\.\d\d USDC today/);
    expect(tripped?.record?.decisions).toEqual([]);
    const read = await server.get(`/api/auto-trading/schedule?address=${alice.address}`, { cookie });
    expect(autoTradingScheduleResponseSchema.parse(read.body).data.schedule).toMatchObject({
      enabled: false,
      nextRunAt: null,
    });
    const held = await status();
    expect(held.state?.trip).toMatchObject({ reason: "daily-loss", limit: DAILY_LOSS_LIMIT });
    // Recorded as a row of its own, with the figures it was judged on.
    expect(held.trips).toEqual([
      expect.objectContaining({ reason: "daily-loss", place: "server", rearmedAt: null }),
    ]);
    expect(held.trips[0]?.measured).toBeGreaterThanOrEqual(DAILY_LOSS_LIMIT);

    // It stays stopped: later slots run nothing, Start is refused, the browser's check is refused too.
    shift += 5 * 60_000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await runs()).toHaveLength(1);
    const again = await server.post("/api/auto-trading/schedule", schedule, { cookie });
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe("RISK_BREAKER_TRIPPED");
    const browser = await server.post(
      "/api/risk/check",
      { userAddress: alice.address, place: "browser" },
      { cookie },
    );
    expect(riskCheckResponseSchema.parse(browser.body).data).toMatchObject({
      allowed: false,
      newTrip: false,
    });

    // The re-arm is the user's deliberate act: the trip is marked, the limits count from the equity now.
    const rearmed = riskStatusResponseSchema.parse(
      (await server.post("/api/risk/rearm", { userAddress: alice.address }, { cookie })).body,
    ).data;
    expect(rearmed.state?.trip).toBeNull();
    expect(rearmed.state?.dayStartEquity).toBeCloseTo(await equity(), 6);
    expect(rearmed.trips[0]?.rearmedAt).toEqual(expect.any(Number));
    expect((await server.post("/api/auto-trading/schedule", schedule, { cookie })).status).toBe(200);
    const after = await until(
      runs,
      (list) => list.length === 2 && list[0]?.status !== "running",
      "a run after re-arming",
    );
    expect(after[0]?.record?.error ?? "").not.toMatch(/Risk breaker/);
  });
});
