import {
  type Analysis,
  AppError,
  type AutoTradingRecord,
  allHoldResult,
  analysisInitialBalance,
  errorBody,
  type Language,
  LOCAL_MODEL_ID,
  orderToExecuteSchema,
  planExecution,
  positionRefsOf,
  type RunFailure,
  runRecordOf,
  runResultOf,
  translate,
  translateApiError,
  tripMessage,
} from "@app/core";
import { z } from "zod";
import type { AutoTradingStore, ClaimedRun } from "../db/auto-trading-store.ts";
import type { ExecutionLedger } from "../orders/record.ts";
import type { TradingTarget } from "../orders/target.ts";
import { requireServerModeTarget } from "../orders/target.ts";
import type { RiskService } from "../risk/risk-service.ts";
import type { AccountService } from "../services/account-service.ts";
import type { AnalysisService } from "../services/analysis-service.ts";

/** How often an instance looks for due slots and interrupted runs by default. */
export const AUTO_TRADING_POLL_MS = 5_000;
/** How long a claimed run is this instance's before another may take it over; renewed while it runs. */
export const AUTO_TRADING_LEASE_MS = 120_000;
/** Most runs one poll claims. */
const CLAIM_LIMIT = 10;
/** Orders as stored with a run, read back as the planner gave them. */
const storedOrdersSchema = z.array(orderToExecuteSchema);

/** What a server-side run calls: the same services the routes use. */
export interface AutoTradingDeps {
  readonly store: AutoTradingStore;
  readonly analysis: AnalysisService;
  readonly accounts: AccountService;
  readonly ledger: ExecutionLedger;
  /** The risk governor, asked before each new run (issue 36 item 3). */
  readonly risk: Pick<RiskService, "check">;
  serverModeTarget(user: `0x${string}`): TradingTarget | undefined;
  now(): number;
  readonly log: { error(details: object, message: string): void };
  /** Told each finished run's outcome (metrics). */
  readonly onRun?: (status: "success" | "failed") => void;
  /** Told of a failed run (notifications); a run the governor stopped is told as its trip instead. */
  readonly onFailed?: (address: `0x${string}`, record: AutoTradingRecord) => void;
}

/** The execution's idempotency key of a run: the same for every attempt at one slot, across instances. */
export function autoTradingKey(address: string, slot: number): string {
  return `auto-trading:${address.toLowerCase()}:${slot}`;
}

/**
 * The server-side auto-trading loop (issue 10 item 5): every poll claims due slots and interrupted runs from
 * the database and runs them; the claim, not this process, decides who runs a slot, so several instances on
 * one PostgreSQL run each slot once. A run is the browser's run (product rules §4) with the local analyst.
 */
export class AutoTradingLoop {
  readonly #deps: AutoTradingDeps;
  readonly #pollMs: number;
  readonly #leaseMs: number;
  /** Runs going on in this process, with the timer that renews each one's lease. */
  readonly #inFlight = new Map<Promise<void>, { run: ClaimedRun; renew: NodeJS.Timeout | undefined }>();
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  #closed = false;

  constructor(deps: AutoTradingDeps, options: { pollMs?: number; leaseMs?: number } = {}) {
    this.#deps = deps;
    this.#pollMs = options.pollMs ?? AUTO_TRADING_POLL_MS;
    this.#leaseMs = options.leaseMs ?? AUTO_TRADING_LEASE_MS;
  }

  /** Starts polling; the first poll is at once so runs a stopped server left are resumed on start. */
  start(): void {
    this.#schedule(0);
  }

  /** Stops polling and waits for the runs in progress to end (server shutdown). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#polling;
    await Promise.all([...this.#inFlight.keys()]);
  }

  /** How many claimed runs are going on in this process. */
  get running(): number {
    return this.#inFlight.size;
  }

  /**
   * A graceful stop: no more claims; the runs in progress may finish until `deadline` (epoch ms); the
   * leases of those still going then are released so another instance resumes them at its next poll
   * instead of after the lease. Resolves with how many were released.
   */
  async stop(deadline: number): Promise<number> {
    this.#closed = true;
    clearTimeout(this.#timer);
    const left = () => Math.max(0, deadline - Date.now());
    const waitFor = (work: Promise<unknown>) => {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, left());
      });
      return Promise.race([work, expired]).finally(() => clearTimeout(timer));
    };
    await waitFor(this.#polling ?? Promise.resolve());
    await waitFor(Promise.all([...this.#inFlight.keys()]));
    const unfinished = [...this.#inFlight.values()];
    await Promise.all(
      unfinished.map(async (entry) => {
        clearInterval(entry.renew);
        entry.renew = undefined;
        // Still "running" with a lease that has run out: the next poll of any instance takes it over.
        await this.#deps.store.renew(entry.run.address, entry.run.slot, this.#deps.now());
      }),
    );
    return unfinished.length;
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#polling = this.poll()
        .catch((error: unknown) => this.#deps.log.error({ err: error }, "auto-trading poll failed"))
        .finally(() => {
          this.#polling = undefined;
          this.#schedule(this.#pollMs);
        });
    }, delay);
  }

  /** Claims and starts what is due now; resolves once claimed (the runs go on in the background). */
  async poll(): Promise<void> {
    const { store, now } = this.#deps;
    const claimed = [
      ...(await store.claimInterrupted(now(), this.#leaseMs, CLAIM_LIMIT)),
      ...(await store.claimDue(now(), this.#leaseMs, CLAIM_LIMIT)),
    ];
    for (const run of claimed) {
      const entry: { run: ClaimedRun; renew: NodeJS.Timeout | undefined } = {
        run,
        renew: this.#renewing(run),
      };
      const done: Promise<void> = this.#run(run)
        .catch((error: unknown) =>
          this.#deps.log.error(
            { err: error, address: run.address, slot: run.slot },
            "auto-trading run failed",
          ),
        )
        .finally(() => {
          clearInterval(entry.renew);
          this.#inFlight.delete(done);
        });
      this.#inFlight.set(done, entry);
    }
  }

  /** Renews a run's lease while it goes on, so no other instance takes it over. */
  #renewing(run: ClaimedRun): NodeJS.Timeout {
    const { store, now } = this.#deps;
    return setInterval(() => {
      void store.renew(run.address, run.slot, now() + this.#leaseMs).catch(() => undefined);
    }, this.#leaseMs / 4);
  }

  async #run(run: ClaimedRun): Promise<void> {
    const { record, executionId, tripped } = await this.#outcome(run);
    await this.#deps.store.finish(run.address, run.slot, record, executionId, this.#deps.now());
    this.#deps.onRun?.(record.status);
    if (record.status === "failed" && !tripped) this.#deps.onFailed?.(run.address, record);
  }

  /** The run's history record: analysis (or the stored one), then the non-HOLD decisions executed. */
  async #outcome(run: ClaimedRun) {
    const { settings, address, slot } = run;
    const language = settings.language ?? "en";
    const at = run.startedAt;
    let analysis = run.analysis as Analysis | null;
    let model = LOCAL_MODEL_ID as string;
    let orders = run.orders === null ? null : (storedOrdersSchema.safeParse(run.orders).data ?? null);
    try {
      if (!analysis || !orders) {
        // A resumed run already passed the governor; a new one asks it before any analysis or order.
        const gate = await this.#deps.risk.check(address, "server");
        if (!gate.allowed && gate.trip) {
          const message = tripMessage(gate.trip);
          const error = translate(message, language);
          const failure = { kind: "message", message } as const;
          return { record: runRecordOf({ at, model, error, failure }), executionId: null, tripped: true };
        }
        const data = await this.#deps.analysis.analyze({
          model: LOCAL_MODEL_ID,
          coins: settings.coins,
          dataSources: settings.dataSources ?? {},
          customPrompt: "",
          userAddress: address,
          initialBalance: settings.initialBalance ?? analysisInitialBalance(""),
          riskPreference: settings.riskPreference ?? "balanced",
          language,
        });
        analysis = data.analysis;
        model = data.metadata.model || model;
        const positions = await this.#deps.accounts.positions(address);
        const plan = planExecution(analysis.trading_decisions, { positions: positionRefsOf(positions) });
        orders = plan.kind === "all-hold" ? [] : storedOrdersSchema.parse(plan.orders);
        await this.#deps.store.saveAnalysis(address, slot, analysis, orders);
      }
    } catch (error) {
      return { record: runRecordOf({ at, model, ...failureOf(error, language) }), executionId: null };
    }
    if (orders.length === 0) {
      return {
        record: runRecordOf({
          at,
          model,
          analysis,
          costUsd: LOCAL_ANALYST_COST_USD,
          execution: allHoldResult(),
        }),
        executionId: null,
      };
    }
    try {
      const target = requireServerModeTarget(this.#deps.serverModeTarget, address);
      const outcome = await this.#deps.ledger.execute(
        {
          address,
          idempotencyKey: autoTradingKey(address, slot),
          mode: "server",
          signer: "server",
          orders,
          // A later attempt took the run over from an instance that stopped: its pending execution is recovered.
          takesOver: run.attempts > 1,
        },
        target,
      );
      return {
        record: runRecordOf({
          at,
          model,
          analysis,
          costUsd: LOCAL_ANALYST_COST_USD,
          execution: runResultOf(outcome.data.results),
        }),
        executionId: outcome.executionId,
      };
    } catch (error) {
      return {
        record: runRecordOf({
          at,
          model,
          analysis,
          costUsd: LOCAL_ANALYST_COST_USD,
          ...failureOf(error, language),
        }),
        executionId: null,
      };
    }
  }
}

/** What a server run's analysis costs: the server runs only the built-in analyst, which calls no provider. */
const LOCAL_ANALYST_COST_USD = 0;

/**
 * An error as the run's record keeps it: its text in the schedule's language (for old clients and the
 * notification), and an AppError's answer body, which a client words in its reader's language.
 */
function failureOf(error: unknown, language: Language): { error: string; failure?: RunFailure } {
  if (error instanceof AppError) {
    const body = errorBody(error);
    return { error: translateApiError(body, language), failure: { kind: "answer", body } };
  }
  return {
    error: translateApiError({ error: error instanceof Error ? error.message : String(error) }, language),
  };
}
