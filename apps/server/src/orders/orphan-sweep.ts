import type { ExecutionStore } from "../db/execution-store.ts";
import { EXECUTION_STALE_MS, type ExecutionLedger } from "./record.ts";
import type { ServerModeTargets } from "./target.ts";

/** How often an instance looks for executions that a stopped instance left pending. */
export const ORPHAN_SWEEP_MS = 15_000;
/** Most orphans one sweep finishes. */
const SWEEP_LIMIT = 10;

/** What the sweep works with. */
export interface OrphanSweepDeps {
  readonly executions: ExecutionStore;
  readonly ledger: ExecutionLedger;
  readonly serverModeTarget: ServerModeTargets;
  now(): number;
  readonly log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/**
 * Finishes, in the background, the executions an instance left pending when it stopped between sending
 * orders and recording them (issue 31 item 3): a user who never retries still gets the true outcome in
 * the history, with the stops and targets it asked for, and nothing stays pending for ever. Runs at start
 * (a restart finds what the last process left) and every `intervalMs`.
 */
export class OrphanSweep {
  readonly #deps: OrphanSweepDeps;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #sweeping: Promise<unknown> | undefined;
  #closed = false;

  constructor(deps: OrphanSweepDeps, options: { intervalMs?: number } = {}) {
    this.#deps = deps;
    this.#intervalMs = options.intervalMs ?? ORPHAN_SWEEP_MS;
  }

  /** Sweeps at once, then every interval. */
  start(): void {
    this.#schedule(0);
  }

  /** Stops sweeping; waits for a sweep going on. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#sweeping;
  }

  /** Finishes the orphans found now; answers how many were finished or released. */
  async sweep(): Promise<number> {
    const { executions, ledger, serverModeTarget, now, log } = this.#deps;
    const orphans = await executions.orphans(now(), EXECUTION_STALE_MS, SWEEP_LIMIT);
    let done = 0;
    for (const orphan of orphans) {
      try {
        const target = serverModeTarget(orphan.address as `0x${string}`);
        const outcome = await ledger.finishOrphan(orphan, target);
        if (outcome === "taken") continue;
        done += 1;
        log.warn({ execution: orphan.id, outcome }, "execution left by a stopped instance finished");
      } catch (error) {
        log.error({ err: error, execution: orphan.id }, "finishing an orphaned execution failed");
      }
    }
    return done;
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#sweeping = this.sweep()
        .catch((error: unknown) => this.#deps.log.error({ err: error }, "orphan sweep failed"))
        .finally(() => {
          this.#sweeping = undefined;
          this.#schedule(this.#intervalMs);
        });
    }, delay);
    this.#timer.unref();
  }
}
