import {
  type AgentExecuteRequest,
  AppError,
  type ExecutionData,
  type OrderResult,
  type ServerModeExecuteRequest,
} from "@app/core";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { describe, expect, it } from "vitest";
import { ExecutionKeys } from "./idempotency.ts";
import { type TradeRequestDeps, TradeRequests } from "./request.ts";
import type { TradingTarget } from "./target.ts";

const user = "0x1111111111111111111111111111111111111111";
const agent = "0x2222222222222222222222222222222222222222";
const paperAccount = "0x3333333333333333333333333333333333333333";
const target: TradingTarget = {
  client: {} as ExchangeClient,
  account: paperAccount,
  vaultAddress: paperAccount,
};

function result(overrides: Partial<OrderResult> = {}): OrderResult {
  return {
    coin: "BTC",
    side: "BUY",
    success: true,
    rejected: false,
    filled: { avgPx: 60_000, totalSz: 0.01 },
    resting: null,
    error: null,
    protectiveOrders: [],
    unprotected: false,
    ...overrides,
  };
}

function data(results: OrderResult[]): ExecutionData {
  const success = results.filter((one) => one.success).length;
  const rejected = results.filter((one) => one.rejected).length;
  return { account: paperAccount, results, success, rejected, failed: results.length - success - rejected };
}

const agentRequest: AgentExecuteRequest = {
  mode: "agent",
  mainWalletAddress: user,
  agentAddress: agent,
  actions: [{ action: { type: "order" }, nonce: 1, signature: { r: "0x1", s: "0x2", v: 27 } }],
};
const btcOrder = { coin: "BTC", side: "BUY", quantity: 0.01, reduceOnly: false } as const;
const serverRequest: ServerModeExecuteRequest = { mode: "server", userAddress: user, orders: [btcOrder] };

/** What the fakes saw, in order. */
type Call = readonly [string, ...unknown[]];

/** TradeRequests over fakes that record each call; `overrides` replaces any of them. */
function setup(overrides: Partial<TradeRequestDeps> = {}) {
  const calls: Call[] = [];
  const outcome = { data: data([result()]), replayed: false, executionId: "execution-1" };
  const deps: TradeRequestDeps = {
    keys: new ExecutionKeys(),
    ledger: {
      execute: async (request, to) => {
        calls.push(["ledger.execute", request.idempotencyKey, request.signer, to.account]);
        return outcome;
      },
    },
    agentExecution: {
      execute: async (_request, key) => {
        calls.push(["agent.execute", key]);
        return outcome;
      },
    },
    close: {
      close: async (request, to) => {
        calls.push(["close.close", request.coin, request.size, to.account]);
        return { ...outcome, cancelled: 2 };
      },
    },
    protection: {
      place: async (address, id, to) => {
        calls.push(["protection.place", address, id, to.account]);
        return data([result()]);
      },
    },
    budget: {
      check: (address) => calls.push(["budget.check", address]),
      charge: (address) => calls.push(["budget.charge", address]),
    },
    serverModeTarget: () => target,
    now: () => 1_000_000,
    ...overrides,
  };
  return { trades: new TradeRequests(deps), calls };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe("TradeRequests, agent mode", () => {
  it("checks the wallet's budget before relaying and charges it once the relay answered", async () => {
    const { trades, calls } = setup();
    const answer = await trades.executeWithAgent(agentRequest, "client-key-1");
    expect(calls.map(([name]) => name)).toEqual(["budget.check", "agent.execute", "budget.charge"]);
    expect(calls[1]).toEqual(["agent.execute", `${user}:key:client-key-1`]);
    expect(answer.mode).toBe("agent");
    expect(answer.executionId).toBe("execution-1");
    expect(answer.summary.key).toBe("execution.summary");
  });

  it("relays nothing when the wallet used its budget", async () => {
    const { trades, calls } = setup({
      budget: {
        check: () => {
          throw new AppError("RATE_LIMITED");
        },
        charge: () => calls.push(["budget.charge"]),
      },
    });
    expect(await codeOf(trades.executeWithAgent(agentRequest, undefined))).toBe("RATE_LIMITED");
    expect(calls).toEqual([]);
  });

  it("does not charge the budget for a relay that was refused (a forged or unauthorised signature)", async () => {
    const { trades, calls } = setup({
      agentExecution: {
        execute: async () => {
          throw new AppError("UNAUTHORIZED", { details: "the agent is not approved" });
        },
      },
    });
    expect(await codeOf(trades.executeWithAgent(agentRequest, undefined))).toBe("UNAUTHORIZED");
    expect(calls.map(([name]) => name)).toEqual(["budget.check"]);
  });
});

describe("TradeRequests, server mode", () => {
  it("signs with the server's wallet for the user's account, under one key for an identical body", async () => {
    const { trades, calls } = setup();
    const first = await trades.executeInServerMode(serverRequest, undefined);
    await trades.executeInServerMode(serverRequest, undefined);
    await trades.executeInServerMode(
      { ...serverRequest, orders: [{ ...btcOrder, quantity: 0.02 }] },
      undefined,
    );
    const keys = calls.map(([, key]) => key);
    expect(
      calls.every(
        ([name, , signer, account]) =>
          name === "ledger.execute" && signer === "server" && account === paperAccount,
      ),
    ).toBe(true);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(first.mode).toBe("server");
  });

  it("refuses the client's key sent again with another body", async () => {
    const { trades, calls } = setup();
    await trades.executeInServerMode(serverRequest, "client-key-2");
    const other = { ...serverRequest, orders: [{ ...btcOrder, side: "SELL" as const }] };
    expect(await codeOf(trades.executeInServerMode(other, "client-key-2"))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(calls).toHaveLength(1);
  });

  it("answers SERVER_MODE_UNAVAILABLE and trades nothing on a server without an API wallet", async () => {
    const { trades, calls } = setup({ serverModeTarget: () => undefined });
    expect(await codeOf(trades.executeInServerMode(serverRequest, undefined))).toBe(
      "SERVER_MODE_UNAVAILABLE",
    );
    expect(await codeOf(trades.closePosition({ coin: "BTC", address: user }, undefined))).toBe(
      "SERVER_MODE_UNAVAILABLE",
    );
    expect(await codeOf(trades.placeProtection(user, "execution-1"))).toBe("SERVER_MODE_UNAVAILABLE");
    expect(calls).toEqual([]);
  });
});

describe("TradeRequests, closing and protection", () => {
  it("answers a close with the size filled and the triggers cancelled with it", async () => {
    const { trades, calls } = setup();
    const answer = await trades.closePosition({ coin: "BTC", address: user, size: 0.01 }, undefined);
    expect(calls).toEqual([["close.close", "BTC", 0.01, paperAccount]]);
    expect(answer.summary).toEqual({
      key: "close.summary",
      params: { size: 0.01, coin: "BTC", account: paperAccount, count: 2 },
    });
    expect(answer.data.cancelled).toBe(2);
  });

  it("never answers a close the exchange refused, or one without a result, as a success", async () => {
    const refused = setup({
      close: {
        close: async () => ({
          data: data([
            result({
              success: false,
              rejected: true,
              filled: null,
              error: "Reduce only order would increase position.",
            }),
          ]),
          replayed: false,
          executionId: "execution-2",
          cancelled: 0,
        }),
      },
    });
    const error = await refused.trades
      .closePosition({ coin: "BTC", address: user }, undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("EXCHANGE_ERROR");
    // The exchange's refusal as the catalogue reads it, in the reader's language.
    expect((error as AppError).detail).toEqual({ key: "exchange.refused.reduceOnly" });
    expect((error as AppError).details).toBe("A reduce-only order would have increased the position.");

    const empty = setup({
      close: {
        close: async () => ({ data: data([]), replayed: false, executionId: "execution-3", cancelled: 0 }),
      },
    });
    expect(await codeOf(empty.trades.closePosition({ coin: "BTC", address: user }, undefined))).toBe(
      "EXCHANGE_ERROR",
    );
  });

  it("places missing protection on the user's account and says whether any is still missing", async () => {
    const complete = setup();
    const answer = await complete.trades.placeProtection(user, "execution-1");
    expect(complete.calls).toEqual([["protection.place", user, "execution-1", paperAccount]]);
    expect(answer.summary).toEqual({ key: "protection.complete" });

    const missing = setup({
      protection: { place: async () => data([result({ unprotected: true }), result()]) },
    });
    expect((await missing.trades.placeProtection(user, "execution-1")).summary).toEqual({
      key: "protection.missing",
      params: { count: 1 },
    });
  });
});
