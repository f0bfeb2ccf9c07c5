/** The dependencies a ready server needs, each checked on every readiness request. */
export const READINESS_CHECKS = ["database", "migrations", "queue", "exchange"] as const;

/** One dependency's name. */
export type ReadinessCheckName = (typeof READINESS_CHECKS)[number];

/** A check: resolves with why the dependency is not usable, or undefined when it is. */
export type ReadinessProbe = (signal: AbortSignal) => Promise<string | undefined>;

/** What a readiness request answers: each dependency's state, and whether all are fine. */
export interface ReadinessReport {
  readonly ready: boolean;
  readonly stopping: boolean;
  readonly checks: Record<ReadinessCheckName, { ok: boolean; reason?: string }>;
}

/** How long one probe may take before its dependency counts as not ready. */
export const READINESS_TIMEOUT_MS = 3_000;

/**
 * The server's readiness (issue 37 item 4), apart from its liveness (`/api/health`): the database answers, its
 * migrations are this code's, the job queue is up and the exchange answers and takes writes. A stopping
 * server is not ready, whatever its dependencies say, so a load balancer sends it nothing new.
 */
export class Readiness {
  readonly #probes: Readonly<Record<ReadinessCheckName, ReadinessProbe>>;
  readonly #timeoutMs: number;
  #stopping = false;

  constructor(
    probes: Readonly<Record<ReadinessCheckName, ReadinessProbe>>,
    timeoutMs = READINESS_TIMEOUT_MS,
  ) {
    this.#probes = probes;
    this.#timeoutMs = timeoutMs;
  }

  /** Marks the server as stopping: from now on it is not ready. */
  markStopping(): void {
    this.#stopping = true;
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  /** Runs every probe at once, each bounded by the timeout; a probe that throws reports its error. */
  async report(): Promise<ReadinessReport> {
    const signal = AbortSignal.timeout(this.#timeoutMs);
    const results = await Promise.all(
      READINESS_CHECKS.map(async (name) => [name, await this.#probe(name, signal)] as const),
    );
    const checks = Object.fromEntries(
      results.map(([name, reason]) => [name, reason === undefined ? { ok: true } : { ok: false, reason }]),
    ) as ReadinessReport["checks"];
    const ready = !this.#stopping && results.every(([, reason]) => reason === undefined);
    return { ready, stopping: this.#stopping, checks };
  }

  async #probe(name: ReadinessCheckName, signal: AbortSignal): Promise<string | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${this.#timeoutMs} ms`), this.#timeoutMs);
    });
    try {
      return await Promise.race([this.#probes[name](signal), timedOut]);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
