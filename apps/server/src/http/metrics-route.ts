import { timingSafeEqual } from "node:crypto";
import { AppError } from "@app/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Metrics } from "../metrics/metrics.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Whether `given` is the token, compared in constant time. */
function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: with METRICS_TOKEN, a request carrying it as a bearer token; without one, only a
 * connection from this machine that no proxy relayed (a proxy on the same host adds X-Forwarded-For), so a
 * server published to the world does not publish its metrics with it.
 */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? "";
    return header.startsWith("Bearer ") && sameToken(header.slice("Bearer ".length), token);
  }
  const peer = request.raw.socket.remoteAddress ?? "";
  return LOOPBACK.has(peer) && request.headers["x-forwarded-for"] === undefined;
}

/**
 * `GET /metrics` in Prometheus's text format, and the HTTP request metrics: each answered request by method,
 * matched route pattern (unmatched ones as one label, so scanners cannot grow the series) and status.
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    // Answered as an unknown path: whoever may not read the metrics learns nothing of them.
    if (!mayRead(request, token)) {
      throw new AppError("NOT_FOUND", {
        detail: { key: "errorDetail.noRoute", params: { route: "GET /metrics" } },
      });
    }
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).send(text);
  });
}
