import { AppError } from "@app/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Paths a stopping server still answers: liveness, readiness and metrics say how the stop goes. */
const ANSWERED_WHILE_STOPPING = new Set(["/api/health", "/api/ready", "/metrics"]);

/**
 * Counts the API requests in flight and, once the server is stopping, refuses new ones with 503
 * SERVER_STOPPING (a client or a proxy retries them on another instance), while the ones already taken
 * (executes among them) run to their end. The listener itself stays open until then: their answers leave
 * on it, and a browser's orders in flight (agent mode) reach the mounted exchange at `/hl` on it.
 */
export class Drain {
  #inFlight = 0;
  #stopping = false;
  #idle: (() => void)[] = [];
  readonly #counted = new WeakSet<FastifyRequest>();

  /** Adds the hooks to the app. */
  install(app: FastifyInstance): void {
    app.addHook("onRequest", async (request) => {
      const path = request.url.split("?")[0] ?? "";
      if (!path.startsWith("/api/")) return;
      if (this.#stopping && !ANSWERED_WHILE_STOPPING.has(path)) {
        throw new AppError("SERVER_STOPPING");
      }
      this.#counted.add(request);
      this.#inFlight += 1;
    });
    const done = (request: FastifyRequest) => {
      if (!this.#counted.delete(request)) return;
      this.#inFlight -= 1;
      if (this.#inFlight === 0) for (const resolve of this.#idle.splice(0)) resolve();
    };
    // onSend runs once the handler (or the error handler) has its answer, even for a client that went
    // away meanwhile, whose response would never finish; onResponse covers answers sent without it.
    app.addHook("onSend", async (request, _reply, payload) => {
      done(request);
      return payload;
    });
    app.addHook("onResponse", async (request) => done(request));
  }

  /** API requests taken and not yet answered. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Whether new API requests are refused. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /** Refuses new API requests from now on; resolves once those in flight are answered, or at `deadline`. */
  async stop(deadline: number): Promise<boolean> {
    this.#stopping = true;
    if (this.#inFlight === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const drained = new Promise<boolean>((resolve) => this.#idle.push(() => resolve(true)));
    const expired = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([drained, expired]);
    } finally {
      clearTimeout(timer);
    }
  }
}
