import type { OrderResult, OrderToExecuteInput } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import type { ExitPolicyChange } from "../../api/exits.ts";
import { setAgentExits } from "./agent-exits.ts";

const USER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const trailing = { kind: "trailing", percent: 1 } as const;

const order = (
  coin: OrderToExecuteInput["coin"],
  fields: Partial<OrderToExecuteInput> = {},
): OrderToExecuteInput => ({
  coin,
  side: "BUY",
  quantity: 0.1,
  stop_loss: 90,
  exit_policy: trailing,
  ...fields,
});

const result = (coin: string, fields: Partial<OrderResult> = {}): OrderResult => ({
  coin,
  side: "BUY",
  success: true,
  rejected: false,
  filled: { avgPx: 100, totalSz: 0.1 },
  resting: null,
  error: null,
  protectiveOrders: [{ kind: "stop_loss", triggerPrice: 90, success: true, error: null }],
  unprotected: false,
  ...fields,
});

const refused = (code: string) => new ApiError(clientErrorBody(code, code), 400);

function deps(save: (change: ExitPolicyChange) => Promise<unknown> = async () => ({})) {
  return { signIn: vi.fn(async () => undefined), save: vi.fn(save) };
}

describe("setAgentExits: a card's exit policy after an agent-signed execution", () => {
  it("saves the policy of each order filled with its stop for this tab to manage, after one sign-in", async () => {
    const d = deps();
    const exits = await setAgentExits(
      USER,
      [order("BTC"), order("ETH", { exit_policy: { kind: "breakEven" } })],
      [result("BTC"), result("ETH")],
      d,
    );
    expect(exits).toEqual([
      { coin: "BTC", set: true, error: null, manager: "browser" },
      { coin: "ETH", set: true, error: null, manager: "browser" },
    ]);
    expect(d.signIn).toHaveBeenCalledTimes(1);
    expect(d.save.mock.calls.map(([change]) => change)).toEqual([
      { userAddress: USER, coin: "BTC", policy: trailing, manager: "browser" },
      { userAddress: USER, coin: "ETH", policy: { kind: "breakEven" }, manager: "browser" },
    ]);
  });

  it("asks nothing when no order asked for a policy other than fixed", async () => {
    const d = deps();
    const orders = [
      order("BTC", { exit_policy: undefined }),
      order("ETH", { exit_policy: { kind: "fixed" } }),
    ];
    expect(await setAgentExits(USER, orders, [result("BTC"), result("ETH")], d)).toBeUndefined();
    expect(d.signIn).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });

  it("says the stop stays fixed when the order did not fill, left the position unprotected or placed no stop", async () => {
    const d = deps();
    const exits = await setAgentExits(
      USER,
      [order("BTC"), order("ETH"), order("SOL"), order("DOGE")],
      [
        result("BTC", { success: false, rejected: true, filled: null, error: "rejected" }),
        result("ETH", { unprotected: true }),
        result("SOL", {
          protectiveOrders: [{ kind: "stop_loss", triggerPrice: 90, success: false, error: "no" }],
        }),
      ],
      d,
    );
    expect(exits?.map((exit) => [exit.coin, exit.set, exit.error])).toEqual([
      ["BTC", false, "notFilled"],
      ["ETH", false, "notFilled"],
      ["SOL", false, "notFilled"],
      ["DOGE", false, "notFilled"],
    ]);
    // Nothing to manage: the wallet is not asked to sign in for nothing.
    expect(d.signIn).not.toHaveBeenCalled();
    expect(d.save).not.toHaveBeenCalled();
  });

  it("says so for every filled order when the session cannot be signed in, and saves nothing", async () => {
    const d = deps();
    d.signIn.mockRejectedValueOnce(refused("SIGN_IN_FAILED"));
    const exits = await setAgentExits(USER, [order("BTC"), order("ETH")], [result("BTC"), result("ETH")], d);
    expect(exits?.map((exit) => exit.error)).toEqual(["signedOut", "signedOut"]);
    expect(exits?.every((exit) => !exit.set)).toBe(true);
    expect(d.save).not.toHaveBeenCalled();
  });

  it("tells each refusal of the server apart, and one refusal does not stop the next order's policy", async () => {
    const answers: Record<string, Error> = {
      BTC: refused("NO_STOP"),
      ETH: refused("SIGN_IN_REQUIRED"),
      SOL: refused("NO_POSITION"),
      DOGE: new ApiError(clientErrorBody("NETWORK_ERROR", "offline"), null, { kind: "network" }),
    };
    const d = deps(async (change) => {
      const answer = answers[change.coin];
      if (answer) throw answer;
      return {};
    });
    const coins = ["BTC", "ETH", "SOL", "DOGE", "AVAX"] as const;
    const exits = await setAgentExits(
      USER,
      coins.map((coin) => order(coin)),
      coins.map((coin) => result(coin)),
      d,
    );
    expect(exits?.map((exit) => [exit.coin, exit.set, exit.error])).toEqual([
      ["BTC", false, "noStop"],
      ["ETH", false, "signedOut"],
      ["SOL", false, "notFilled"],
      ["DOGE", false, "failed"],
      ["AVAX", true, null],
    ]);
  });
});
