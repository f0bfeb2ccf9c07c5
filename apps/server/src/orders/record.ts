import {
  AppError,
  type ExecutionData,
  type OrderToExecute,
  orderToExecuteSchema,
  summarizeResults,
} from "@app/core";
import type { ExecutionStore, OrphanedExecution } from "../db/execution-store.ts";
import type { WorkOwner } from "../db/instance-heartbeat.ts";
import type { AccountService } from "../services/account-service.ts";
import type { EquityService } from "../services/equity-service.ts";
import { canonicalJson, deterministicCloid } from "./idempotency.ts";
import type { OrderPlacer } from "./place.ts";
import { parseStoredPlan, type StoredPlanOrder } from "./plan.ts";
import { type ProtectionRequest, placeProtection } from "./protect.ts";
import { type ExecutionRecovery, expectedOrders } from "./recover.ts";
import type { TradingTarget } from "./target.ts";

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
  /**
   * Whether `orders` are the request's own (execute), so a key found with other stored orders was reused
   * for another request; a close computes its order from the position, which may have changed since.
   */
  readonly ordersAreTheRequest?: boolean;
  /** Server mode: the planner's plan of the orders, stored before anything is sent. */
  readonly plan?: readonly StoredPlanOrder[];
  /**
   * The request takes over work whose holder stopped (an auto-trading run whose lease ran out or was
   * released): a pending claim under its key is then recovered from the exchange even when it was made
   * after this process started, since the instance that made it is gone.
   */
  readonly takesOver?: boolean;
}

/**
 * A pending execution claimed this long ago was orphaned by an instance that stopped: no execution
 * runs this long (every exchange call has a timeout), so another instance may finish it.
 */
export const EXECUTION_STALE_MS = 5 * 60_000;

/** Stored orders as a request of today would parse them (defaults filled in), to compare with one. */
function comparable(mode: "server" | "agent", stored: unknown): unknown {
  if (mode !== "server") return stored;
  const parsed = orderToExecuteSchema.array().safeParse(stored);
  return parsed.success ? parsed.data : stored;
}

/** Completes what a recovered execution left undone that can be done without resending an order. */
type AfterRecovery = (recovered: ExecutionData, storedPlan: unknown) => Promise<ExecutionData>;

/**
 * Runs executions once each: the idempotency key is claimed in the database before any order is
 * sent, a duplicate gets the first execution's results, and the results and an equity snapshot are
 * stored afterwards.
 */
export class ExecutionLedger {
  readonly #executions: ExecutionStore;
  readonly #placer: OrderPlacer;
  readonly #accounts: AccountService;
  readonly #equity: EquityService;
  readonly #recovery: ExecutionRecovery;
  readonly #now: () => number;
  readonly #owner: WorkOwner | undefined;
  /** When this process started: a pending execution claimed before then was orphaned by a stop. */
  readonly #startedAt: number;
  /** Idempotency keys this process is executing right now. */
  readonly #inFlight = new Set<string>();
  /** Told of every execution once its results are stored (the notifications' outbox; it only enqueues). */
  onFinished: ((request: TradeRequest, data: ExecutionData) => void) | undefined;

  constructor(
    executions: ExecutionStore,
    placer: OrderPlacer,
    accounts: AccountService,
    equity: EquityService,
    recovery: ExecutionRecovery,
    now: () => number = Date.now,
    owner?: WorkOwner,
  ) {
    this.#executions = executions;
    this.#placer = placer;
    this.#accounts = accounts;
    this.#equity = equity;
    this.#recovery = recovery;
    this.#now = now;
    this.#owner = owner;
    this.#startedAt = now();
  }

  /**
   * Executes orders through `target` (server mode), exactly once per idempotency key. The planner checks
   * every order before the key is claimed, and its plan is stored with the claim: an execution a stop
   * interrupted gets its missing stops and targets from it, never a second main order.
   */
  async execute(
    request: TradeRequest & { readonly orders: readonly OrderToExecute[] },
    target: TradingTarget,
  ): Promise<TradeOutcome> {
    const planned = await this.#placer.plan(request.orders);
    const cloidOf = (index: number, kind: string) => deterministicCloid(request.idempotencyKey, index, kind);
    return this.once(
      { ...request, plan: planned.stored, ordersAreTheRequest: true },
      target.account,
      () => this.#placer.execute(planned, target, cloidOf),
      async (recovered, storedPlan) => {
        const plans = parseStoredPlan(storedPlan) ?? (await this.#placer.plan(request.orders)).stored;
        return this.#protectRecovered(recovered, plans, target, cloidOf);
      },
    );
  }

  /** Places the stops and targets a recovered execution's filled orders never sent, from the stored plan. */
  async #protectRecovered(
    recovered: ExecutionData,
    plans: readonly StoredPlanOrder[],
    target: TradingTarget,
    cloidOf: (index: number, kind: string) => `0x${string}`,
  ): Promise<ExecutionData> {
    const requests: ProtectionRequest[] = [];
    for (const [index, result] of recovered.results.entries()) {
      const plan = plans.find((item) => item.index === index);
      const kinds = result.protectiveOrders.filter((order) => !order.success).map((order) => order.kind);
      if (!plan || !result.filled || kinds.length === 0) continue;
      requests.push({
        plan,
        result,
        kinds,
        basis: { filled: result.filled.totalSz, fillPrice: result.filled.avgPx },
      });
    }
    const placed = await placeProtection(requests, target, cloidOf);
    const results = recovered.results.map((result, index) => placed.get(index) ?? result);
    return { ...recovered, results, ...summarizeResults(results) };
  }

  /** Runs `run` once per idempotency key, storing its results and a snapshot of the traded account. */
  async once(
    request: TradeRequest,
    account: `0x${string}`,
    run: () => Promise<ExecutionData>,
    afterRecovery?: AfterRecovery,
  ): Promise<TradeOutcome> {
    if (this.#inFlight.has(request.idempotencyKey)) {
      throw new AppError("EXECUTION_IN_PROGRESS", { detail: { key: "errorDetail.sameExecutionRunning" } });
    }
    this.#inFlight.add(request.idempotencyKey);
    try {
      return await this.#claimAndRun(request, account, run, afterRecovery);
    } finally {
      this.#inFlight.delete(request.idempotencyKey);
    }
  }

  async #claimAndRun(
    request: TradeRequest,
    account: `0x${string}`,
    run: () => Promise<ExecutionData>,
    afterRecovery: AfterRecovery | undefined,
  ): Promise<TradeOutcome> {
    const claim = await this.#executions.claim({
      idempotencyKey: request.idempotencyKey,
      address: request.address,
      account,
      mode: request.mode,
      signer: request.signer,
      orders: request.orders,
      plan: request.plan,
      createdAt: this.#now(),
    });
    if (
      request.ordersAreTheRequest &&
      claim.kind !== "new" &&
      canonicalJson(comparable(request.mode, claim.orders)) !== canonicalJson(request.orders)
    ) {
      // The same key with other orders: a client's key reused for another execution (after a restart
      // the process no longer remembers the first body, the database still does).
      throw new AppError("IDEMPOTENCY_KEY_REUSED", { detail: { key: "errorDetail.keyUsedForOtherOrders" } });
    }
    if (claim.kind === "done") return { data: claim.results, replayed: true, executionId: claim.id };
    if (claim.kind === "pending") {
      // Claimed before this process started (a restart), too long ago, by an instance whose heartbeat
      // stopped, or by one known to have stopped: orphaned. Otherwise another instance may still run it.
      const orphaned =
        request.takesOver === true ||
        claim.createdAt < this.#startedAt ||
        this.#now() - claim.createdAt >= EXECUTION_STALE_MS ||
        (await this.#owner?.isGone(claim.owner)) === true;
      // Of the instances that find it orphaned, the one that adopts it finishes it.
      if (!orphaned || !(await this.#executions.adopt(claim.id, claim.owner))) {
        throw new AppError("EXECUTION_IN_PROGRESS", {
          detail: { key: "errorDetail.executionNotFinished", params: { id: claim.id } },
        });
      }
      // Claimed by a process that stopped in its middle: ask the exchange what went through.
      const expected = expectedOrders(request.mode, request.idempotencyKey, request.orders);
      const found = await this.#recovery.recover(account, expected);
      if (!found) {
        await this.#executions.release(claim.id);
        return this.#claimAndRun(request, account, run, afterRecovery);
      }
      const recovered = afterRecovery ? await afterRecovery(found, claim.plan) : found;
      if (!(await this.#finish(claim.id, account, recovered, request))) {
        return this.#ownersOutcome(claim.id, request);
      }
      return { data: recovered, replayed: true, executionId: claim.id };
    }
    let data: ExecutionData;
    try {
      data = await run();
    } catch (error) {
      // The order placer reports every order the exchange saw in its results and only throws
      // before sending any (market data unreachable): nothing was placed, so a retry may run again.
      await this.#executions.release(claim.id);
      throw error;
    }
    if (!(await this.#finish(claim.id, account, data, request))) {
      return this.#ownersOutcome(claim.id, request);
    }
    return { data, replayed: false, executionId: claim.id };
  }

  /**
   * The answer of an instance whose execution was taken over meanwhile (it stalled past its heartbeat and a
   * peer finished or re-ran it): the outcome the owner recorded, never this instance's own view (its orders
   * may have been refused as duplicates of the owner's, which filled).
   */
  async #ownersOutcome(id: string, request: TradeRequest): Promise<TradeOutcome> {
    const stored = await this.#executions.byKey(request.idempotencyKey);
    if (stored?.status === "done" && stored.results) {
      return { data: stored.results as ExecutionData, replayed: true, executionId: stored.id };
    }
    // Another instance holds it and has not finished it: the user's later look finds its outcome.
    throw new AppError("EXECUTION_IN_PROGRESS", {
      detail: { key: "errorDetail.executionNotFinished", params: { id } },
    });
  }

  /**
   * Finishes an execution another instance left pending when it stopped, whether or not its user retries
   * (the orphan sweep): adopted first (one instance wins), then its true outcome read from the exchange by
   * client order id, a server-mode one's missing stops and targets placed from its stored plan, and
   * recorded; one that never reached the exchange is released, as a retry would find it.
   */
  async finishOrphan(
    orphan: OrphanedExecution,
    target: TradingTarget | undefined,
  ): Promise<"finished" | "released" | "taken"> {
    const key = orphan.idempotencyKey;
    if (this.#inFlight.has(key) || !(await this.#executions.adopt(orphan.id, orphan.owner))) return "taken";
    this.#inFlight.add(key);
    try {
      const mode = orphan.mode === "agent" ? "agent" : "server";
      const account = orphan.account as `0x${string}`;
      const orders = Array.isArray(orphan.orders) ? (orphan.orders as unknown[]) : [];
      const found = await this.#recovery.recover(account, expectedOrders(mode, key, orders));
      if (!found) {
        await this.#executions.release(orphan.id);
        return "released";
      }
      const plans = mode === "server" ? parseStoredPlan(orphan.plan) : null;
      const data =
        plans && target && target.account === account
          ? await this.#protectRecovered(found, plans, target, (index, kind) =>
              deterministicCloid(key, index, kind),
            )
          : found;
      const finished = await this.#finish(orphan.id, account, data, {
        address: orphan.address as `0x${string}`,
        idempotencyKey: key,
        mode,
        signer: orphan.signer,
        orders,
      });
      return finished ? "finished" : "taken";
    } finally {
      this.#inFlight.delete(key);
    }
  }

  /**
   * Records an execution's results while this instance still holds it, then tells and snapshots; false
   * when another instance took it over meanwhile (nothing recorded or told: the owner does that).
   */
  async #finish(
    id: string,
    account: `0x${string}`,
    data: ExecutionData,
    request: TradeRequest,
  ): Promise<boolean> {
    this.#accounts.invalidate(account);
    if (!(await this.#executions.complete(id, data))) return false;
    // Told once per execution, when its results are stored (a repeat of the request is not told again).
    this.onFinished?.(request, data);
    await this.#snapshot(account);
    return true;
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
