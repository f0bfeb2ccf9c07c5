import { AppError, isAddress } from "@app/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

const FIELDS = ["address", "userAddress", "mainWalletAddress"] as const;
const WINDOW_MS = 60_000;

/** The wallet address a request acts for or reads, from its query or body, lower-cased. */
export function addressOf(request: FastifyRequest): string | undefined {
  for (const source of [request.query, request.body]) {
    if (typeof source !== "object" || source === null) continue;
    for (const field of FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === "string" && isAddress(value.trim())) return value.trim().toLowerCase();
    }
  }
  return undefined;
}

/**
 * Per-address budgets (fixed one-minute windows) of requests authenticated for that address. Only a
 * request that proved it acts for the address (its session, or an agent signature the relay verified)
 * is counted, so nobody can exhaust another wallet's budget by naming it; anonymous requests are
 * limited per IP by @fastify/rate-limit instead.
 */
export class AddressRateLimit {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #perMinute: number;
  readonly #now: () => number;

  constructor(perMinute: number, now: () => number = Date.now) {
    this.#perMinute = perMinute;
    this.#now = now;
  }

  /** RATE_LIMITED (with the seconds to wait) when the address used its budget this minute. */
  check(address: string): void {
    const window = this.#window(address);
    if (window && window.count >= this.#perMinute) {
      throw new AppError("RATE_LIMITED", {
        detail: {
          key: "errorDetail.rateLimitedAddress",
          params: { max: this.#perMinute, address, seconds: this.retryAfterSeconds(address) },
        },
      });
    }
  }

  /** Counts one authenticated request for the address. */
  charge(address: string): void {
    const time = this.#now();
    const window = this.#window(address);
    if (window) {
      window.count += 1;
      return;
    }
    // Forget old windows now and then, so the map holds only addresses seen in the last minute.
    if (this.#windows.size > 10_000)
      for (const [key, value] of this.#windows)
        if (time - value.start >= WINDOW_MS) this.#windows.delete(key);
    this.#windows.set(address, { start: time, count: 1 });
  }

  /** Seconds until the address's window ends. */
  retryAfterSeconds(address: string): number {
    const window = this.#window(address);
    return window ? Math.max(1, Math.ceil((window.start + WINDOW_MS - this.#now()) / 1000)) : 0;
  }

  #window(address: string) {
    const window = this.#windows.get(address);
    return window && this.#now() - window.start < WINDOW_MS ? window : undefined;
  }
}

/**
 * Applies the per-address budget to API requests whose session is signed in as the address they name.
 * Agent-signed relays are charged by their route once the signature is verified.
 */
export function addressRateLimit(
  app: FastifyInstance,
  limit: AddressRateLimit,
  sessionAddress: (request: FastifyRequest) => Promise<string | undefined>,
): void {
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const address = addressOf(request);
    if (!address) return;
    const signedIn = await sessionAddress(request);
    if (signedIn?.toLowerCase() !== address) return;
    try {
      limit.check(address);
    } catch (error) {
      reply.header("retry-after", String(limit.retryAfterSeconds(address)));
      throw error;
    }
    limit.charge(address);
  });
}
