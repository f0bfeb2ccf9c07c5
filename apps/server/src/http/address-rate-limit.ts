import { AppError } from "@app/core";
import type { FastifyInstance, FastifyRequest } from "fastify";

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const FIELDS = ["address", "userAddress", "mainWalletAddress"] as const;

/** The wallet address a request acts for or reads, from its query or body, lower-cased. */
export function addressOf(request: FastifyRequest): string | undefined {
  for (const source of [request.query, request.body]) {
    if (typeof source !== "object" || source === null) continue;
    for (const field of FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === "string" && ADDRESS.test(value.trim())) return value.trim().toLowerCase();
    }
  }
  return undefined;
}

/**
 * Limits API requests per wallet address (fixed one-minute windows), so one address cannot be
 * hammered from many IPs; the per-IP limit is @fastify/rate-limit's. Answers RATE_LIMITED with retry-after.
 */
export function addressRateLimit(
  app: FastifyInstance,
  perMinute: number,
  now: () => number = Date.now,
): void {
  const windows = new Map<string, { start: number; count: number }>();
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const address = addressOf(request);
    if (!address) return;
    const time = now();
    const window = windows.get(address);
    if (!window || time - window.start >= 60_000) {
      // Forget old windows now and then, so the map holds only addresses seen in the last minute.
      if (windows.size > 10_000)
        for (const [key, value] of windows) if (time - value.start >= 60_000) windows.delete(key);
      windows.set(address, { start: time, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > perMinute) {
      reply.header("retry-after", String(Math.ceil((window.start + 60_000 - time) / 1000)));
      throw new AppError("RATE_LIMITED", {
        details: `more than ${perMinute} requests a minute for ${address}`,
      });
    }
  });
}
