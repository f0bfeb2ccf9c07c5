import {
  type AgentExecuteRequest,
  AppError,
  type ClosePositionRequest,
  closeAnswerMessage,
  type ExecuteResponse,
  type ExecutionData,
  exchangeRefusalDetail,
  executionAnswerMessage,
  type Message,
  protectionAnswerMessage,
  type ServerModeExecuteRequest,
} from "@app/core";
import type { ExitPolicies } from "../exits/exit-policies.ts";
import type { AgentExecution } from "./agent-execute.ts";
import type { PositionCloser } from "./close.ts";
import type { ExecutionKeys } from "./idempotency.ts";
import type { ProtectionPlacer } from "./place-protection.ts";
import type { ExecutionLedger, TradeOutcome } from "./record.ts";
import { requireServerModeTarget, type ServerModeTargets, type TradingTarget } from "./target.ts";

/** A wallet's budget of authenticated requests a minute (the server's per-address rate limit). */
export interface AddressBudget {
  /** RATE_LIMITED when the address used its budget this minute. */
  check(address: string): void;
  /** Counts one request for the address. */
  charge(address: string): void;
}

/**
 * What the trading requests use: idempotency keys, the ways to trade, the budgets and the server's wallet —
 * only the methods they call, so a test can give its own.
 */
export interface TradeRequestDeps {
  readonly keys: Pick<ExecutionKeys, "keyFor">;
  readonly ledger: Pick<ExecutionLedger, "execute">;
  readonly agentExecution: Pick<AgentExecution, "execute">;
  readonly close: Pick<PositionCloser, "close">;
  readonly protection: Pick<ProtectionPlacer, "place">;
  /** Sets the exit policies orders ask for on their positions (server mode). */
  readonly exits?: Pick<ExitPolicies, "set">;
  readonly budget: AddressBudget;
  readonly serverModeTarget: ServerModeTargets;
  readonly now: () => number;
}

/** An execution as answered: its outcome, how it was signed, and its summary message. */
export interface ExecuteAnswer extends TradeOutcome {
  readonly summary: Message;
  readonly mode: "server" | "agent";
  /** The exit policies the orders asked for: set on their positions, or why not. */
  readonly exits?: ExecuteResponse["exits"];
}

/** A close as answered: what was sent, the triggers cancelled with it, and its summary message. */
export interface CloseAnswer {
  readonly summary: Message;
  readonly data: ExecutionData & { readonly cancelled: number; readonly replayed: boolean };
}

/** Protection placed for an execution, and its summary message. */
export interface ProtectionAnswer {
  readonly summary: Message;
  readonly data: ExecutionData;
}

/**
 * The trading requests of product rules §7, from a validated body to what is answered: the idempotency
 * key (the client's, or one shared by identical bodies within a minute), the wallet's budget for agent
 * relays, who signs, and what counts as a failure. The routes check the session and map errors only.
 */
export class TradeRequests {
  readonly #deps: TradeRequestDeps;

  constructor(deps: TradeRequestDeps) {
    this.#deps = deps;
  }

  /** Agent mode: relays the signed actions, charging the wallet's budget once the relay verified them. */
  async executeWithAgent(body: AgentExecuteRequest, clientKey: string | undefined): Promise<ExecuteAnswer> {
    const { keys, budget, agentExecution, now } = this.#deps;
    const key = await keys.keyFor(body.mainWalletAddress, clientKey, body, now());
    // Only relays its authorised agent signed use a wallet's budget: the relay verified the signature
    // once it answers; a forged or unauthorised one is refused without counting (the IP limit applies).
    budget.check(body.mainWalletAddress);
    const outcome = await agentExecution.execute(body, key);
    budget.charge(body.mainWalletAddress);
    return executeAnswer(outcome, "agent");
  }

  /** Server mode: the server's API wallet signs (the route checked the session is the user's). */
  async executeInServerMode(
    body: ServerModeExecuteRequest,
    clientKey: string | undefined,
  ): Promise<ExecuteAnswer> {
    const { keys, ledger, serverModeTarget, now } = this.#deps;
    const target = requireServerModeTarget(serverModeTarget, body.userAddress);
    const key = await keys.keyFor(target.account, clientKey, body, now());
    const outcome = await ledger.execute(
      {
        address: body.userAddress,
        idempotencyKey: key,
        mode: "server",
        signer: "server",
        orders: body.orders,
      },
      target,
    );
    const exits = outcome.replayed ? undefined : await this.#setExits(body, outcome, target);
    return { ...executeAnswer(outcome, "server"), ...(exits ? { exits } : {}) };
  }

  /**
   * Sets the exit policy each filled order asked for on its position, after the execution: a policy that cannot
   * be set leaves the stop where it was placed (fixed), and says why.
   */
  async #setExits(
    body: ServerModeExecuteRequest,
    outcome: TradeOutcome,
    target: TradingTarget,
  ): Promise<ExecuteResponse["exits"]> {
    const asked = body.orders.filter((order) => order.exit_policy && order.exit_policy.kind !== "fixed");
    const { exits } = this.#deps;
    if (asked.length === 0 || !exits) return undefined;
    const answers: NonNullable<ExecuteResponse["exits"]> = [];
    for (const order of asked) {
      const result = outcome.data.results.find((item) => item.coin === order.coin);
      const stopPlaced = result?.protectiveOrders.some((item) => item.kind === "stop_loss" && item.success);
      if (!order.exit_policy || !result?.filled || result.unprotected || !stopPlaced) {
        answers.push({ coin: order.coin, set: false, error: "notFilled" });
        continue;
      }
      try {
        await exits.set(body.userAddress, order.coin, order.exit_policy, target);
        answers.push({ coin: order.coin, set: true, error: null });
      } catch {
        answers.push({ coin: order.coin, set: false, error: "failed" });
      }
    }
    return answers;
  }

  /**
   * Closes a position in server mode (the route checked the session is the owner's); EXCHANGE_ERROR when
   * the close order did not go through, so a failed close is never answered as a success.
   */
  async closePosition(body: ClosePositionRequest, clientKey: string | undefined): Promise<CloseAnswer> {
    const { keys, close, serverModeTarget, now } = this.#deps;
    const target = requireServerModeTarget(serverModeTarget, body.address);
    const key = await keys.keyFor(target.account, clientKey, body, now());
    const outcome = await close.close(
      {
        address: body.address,
        coin: body.coin,
        idempotencyKey: key,
        ...(body.size ? { size: body.size } : {}),
      },
      target,
    );
    const result = outcome.data.results[0];
    if (!result?.success) {
      throw new AppError("EXCHANGE_ERROR", {
        ...(result?.error
          ? { detail: exchangeRefusalDetail(result.error) }
          : { detail: { key: "errorDetail.closeNotThrough" } as const }),
      });
    }
    return {
      summary: closeAnswerMessage(body.coin, outcome.data.account, result.filled?.totalSz, outcome.cancelled),
      data: { ...outcome.data, cancelled: outcome.cancelled, replayed: outcome.replayed },
    };
  }

  /** Places, in server mode, the stops and targets an execution's filled orders lack, from its stored plan. */
  async placeProtection(address: `0x${string}`, executionId: string): Promise<ProtectionAnswer> {
    const { protection, serverModeTarget } = this.#deps;
    const data = await protection.place(
      address,
      executionId,
      requireServerModeTarget(serverModeTarget, address),
    );
    return { summary: protectionAnswerMessage(data), data };
  }
}

function executeAnswer(outcome: TradeOutcome, mode: "server" | "agent"): ExecuteAnswer {
  return { ...outcome, summary: executionAnswerMessage(outcome.data, outcome.replayed), mode };
}
