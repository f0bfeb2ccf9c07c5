import { AppError, type ExecutionData, type OrderToExecute } from "@app/core";
import type { ExecutionStore } from "../db/execution-store.ts";
import type { AccountService } from "./account-service.ts";
import type { EquityService } from "./equity-service.ts";
import { type ExecutionRecovery, expectedOrders } from "./execution-recovery.ts";
import type { ExecutionService, TradingTarget } from "./execution-service.ts";
import { deterministicCloid } from "./idempotency.ts";

/** An execution's answer: the results, and whether they are those of an earlier identical request. */
export interface TradeOutcome {
  readonly data: ExecutionData;
  readonly replayed: boolean;
  readonly executionId: string;
}

/** What one execution needs: who asked, for which account, signed how, under which idempotency key. */
export interface TradeRequest {
  readonly address: `0x${string}`;
  readonly idempotencyKey: string;
  readonly mode: "server" | "agent";
  readonly signer: string;
  /** What is recorded as the execution's orders: orders to execute, or the agent's signed actions. */
  readonly orders: readonly unknown[];
}

/**
 * Runs executions once each: the idempotency key is claimed in the database before any order is
 * sent, a duplicate gets the first execution's results, and the results and an equity snapshot are
 * stored afterwards.
 */
export class TradingService {
  readonly #executions: ExecutionStore;
  readonly #execution: ExecutionService;
  readonly #accounts: AccountService;
  readonly #equity: EquityService;
  readonly #recovery: ExecutionRecovery;
  readonly #now: () => number;
  /** When this process started: a pending execution claimed before then was orphaned by a stop. */
  readonly #startedAt: number;
  /** Idempotency keys this process is executing right now. */
  readonly #inFlight = new Set<string>();

  constructor(
    executions: ExecutionStore,
    execution: ExecutionService,
    accounts: AccountService,
    equity: EquityService,
    recovery: ExecutionRecovery,
    now: () => number = Date.now,
  ) {
    this.#executions = executions;
    this.#execution = execution;
    this.#accounts = accounts;
    this.#equity = equity;
    this.#recovery = recovery;
    this.#now = now;
    this.#startedAt = now();
  }

  /** Executes orders through `target` (server mode), exactly once per idempotency key. */
  async execute(
    request: TradeRequest & { readonly orders: readonly OrderToExecute[] },
    target: TradingTarget,
  ): Promise<TradeOutcome> {
    return this.once(request, target.account, () =>
      this.#execution.execute(request.orders, target, (index, kind) =>
        deterministicCloid(request.idempotencyKey, index, kind),
      ),
    );
  }

  /** Runs `run` once per idempotency key, storing its results and a snapshot of the traded account. */
  async once(
    request: TradeRequest,
    account: `0x${string}`,
    run: () => Promise<ExecutionData>,
  ): Promise<TradeOutcome> {
    if (this.#inFlight.has(request.idempotencyKey)) {
      throw new AppError("EXECUTION_IN_PROGRESS", { details: "the same execution is running" });
    }
    this.#inFlight.add(request.idempotencyKey);
    try {
      return await this.#claimAndRun(request, account, run);
    } finally {
      this.#inFlight.delete(request.idempotencyKey);
    }
  }

  async #claimAndRun(
    request: TradeRequest,
    account: `0x${string}`,
    run: () => Promise<ExecutionData>,
  ): Promise<TradeOutcome> {
    const claim = await this.#executions.claim({
      idempotencyKey: request.idempotencyKey,
      address: request.address,
      account,
      mode: request.mode,
      signer: request.signer,
      orders: request.orders,
      createdAt: this.#now(),
    });
    if (claim.kind === "done") return { data: claim.results, replayed: true, executionId: claim.id };
    if (claim.kind === "pending") {
      if (claim.createdAt >= this.#startedAt) {
        throw new AppError("EXECUTION_IN_PROGRESS", { details: `execution ${claim.id} has not finished` });
      }
      // Claimed by a process that stopped in its middle: ask the exchange what went through.
      const expected = expectedOrders(request.mode, request.idempotencyKey, request.orders);
      const recovered = await this.#recovery.recover(account, expected);
      if (!recovered) {
        await this.#executions.release(claim.id);
        return this.#claimAndRun(request, account, run);
      }
      await this.#finish(claim.id, account, recovered);
      return { data: recovered, replayed: true, executionId: claim.id };
    }
    let data: ExecutionData;
    try {
      data = await run();
    } catch (error) {
      // The execution service reports every order the exchange saw in its results and only throws
      // before sending any (market data unreachable): nothing was placed, so a retry may run again.
      await this.#executions.release(claim.id);
      throw error;
    }
    await this.#finish(claim.id, account, data);
    return { data, replayed: false, executionId: claim.id };
  }

  async #finish(id: string, account: `0x${string}`, data: ExecutionData): Promise<void> {
    await this.#executions.complete(id, data);
    this.#accounts.invalidate(account);
    await this.#snapshot(account);
  }

  async #snapshot(account: `0x${string}`): Promise<void> {
    // A snapshot is a nicety: failing to read the account must not turn a done execution into an error.
    try {
      const state = await this.#accounts.state(account);
      await this.#equity.record(account, Number(state.marginSummary.accountValue));
    } catch {
      return;
    }
  }
}
