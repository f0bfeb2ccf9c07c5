import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Prefix of every metric the app exports. */
export const METRIC_PREFIX = "hl_ai_trader_";

/** Seconds buckets of requests and exchange calls: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds buckets of model calls: the local analyst's milliseconds to a slow model's minute. */
const ANALYSIS_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 20, 40, 60, 120];

/** Where the queue depth comes from: pg-boss's counts of the replay queue (PostgreSQL only). */
export type QueueDepthSource = () => Promise<{ queued: number; active: number } | undefined>;

/**
 * The server's metrics (issue 37 item 5), in a registry of its own so that several servers in one process
 * (tests) keep theirs apart. Labels take only bounded values: route patterns, model ids of the catalogue,
 * error codes, outcomes.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #requests = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: "HTTP requests by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly #analyses = new Counter({
    name: `${METRIC_PREFIX}analyses_total`,
    help: "Analyses by model and outcome (success, or the error code)",
    labelNames: ["model", "outcome"] as const,
    registers: [this.registry],
  });
  readonly #analysisSeconds = new Histogram({
    name: `${METRIC_PREFIX}analysis_duration_seconds`,
    help: "Time of successful analyses by model: market reads, the model call and the guardrails",
    labelNames: ["model"] as const,
    buckets: ANALYSIS_BUCKETS,
    registers: [this.registry],
  });
  readonly #tokens = new Counter({
    name: `${METRIC_PREFIX}analysis_tokens_total`,
    help: "Model tokens used by analyses, by model and kind (input, output)",
    labelNames: ["model", "kind"] as const,
    registers: [this.registry],
  });
  readonly #orders = new Counter({
    name: `${METRIC_PREFIX}orders_total`,
    help: "Orders the exchange answered, by outcome: filled, resting, rejected (the order's own error) or failed (the whole action refused)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly #runs = new Counter({
    name: `${METRIC_PREFIX}auto_trading_runs_total`,
    help: "Server-side auto-trading runs this instance finished, by status",
    labelNames: ["status"] as const,
    registers: [this.registry],
  });
  readonly #exchangeSeconds = new Histogram({
    name: `${METRIC_PREFIX}exchange_request_duration_seconds`,
    help: "Requests to the exchange by endpoint (info, exchange) and outcome (ok, error), each attempt of a retry counted",
    labelNames: ["endpoint", "outcome"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  constructor(
    sources: { queueDepth?: QueueDepthSource; runsInFlight?: () => number; processMetrics?: boolean } = {},
  ) {
    const { queueDepth, runsInFlight, processMetrics = true } = sources;
    // Node's own (CPU, memory, event-loop lag, GC) watch the process for as long as it lives: a server of a
    // test, one of many in its worker, goes without them.
    if (processMetrics) collectDefaultMetrics({ register: this.registry, prefix: METRIC_PREFIX });
    new Gauge({
      name: `${METRIC_PREFIX}job_queue_depth`,
      help: "Replays in pg-boss's queue by state (queued, active), as pg-boss last counted them; absent on PGlite",
      labelNames: ["queue", "state"] as const,
      registers: [this.registry],
      async collect() {
        const depth = await queueDepth?.().catch(() => undefined);
        this.reset();
        if (!depth) return;
        this.set({ queue: "replay", state: "queued" }, depth.queued);
        this.set({ queue: "replay", state: "active" }, depth.active);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}auto_trading_runs_in_flight`,
      help: "Auto-trading runs going on in this instance",
      registers: [this.registry],
      collect() {
        this.set(runsInFlight?.() ?? 0);
      },
    });
  }

  /** One answered HTTP request; `route` is the matched pattern (never the raw URL). */
  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.#requests.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** One analysis: its model, and its outcome with latency and tokens, or the error code it ended with. */
  analysis(
    model: string,
    outcome:
      | { ok: true; seconds: number; inputTokens: number; outputTokens: number }
      | { ok: false; code: string },
  ): void {
    if (!outcome.ok) {
      this.#analyses.inc({ model, outcome: outcome.code });
      return;
    }
    this.#analyses.inc({ model, outcome: "success" });
    this.#analysisSeconds.observe({ model }, outcome.seconds);
    this.#tokens.inc({ model, kind: "input" }, outcome.inputTokens);
    this.#tokens.inc({ model, kind: "output" }, outcome.outputTokens);
  }

  /** Orders of one exchange answer, by outcome. */
  orders(outcome: "filled" | "resting" | "rejected" | "failed", count = 1): void {
    if (count > 0) this.#orders.inc({ outcome }, count);
  }

  /** One finished server-side auto-trading run. */
  autoTradingRun(status: "success" | "failed"): void {
    this.#runs.inc({ status });
  }

  /** One attempt of a request to the exchange. */
  exchangeRequest(endpoint: string, ok: boolean, seconds: number): void {
    this.#exchangeSeconds.observe({ endpoint, outcome: ok ? "ok" : "error" }, seconds);
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
