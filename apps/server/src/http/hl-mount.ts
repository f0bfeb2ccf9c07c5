import type { IncomingMessage } from "node:http";
import { createHlSocketEndpoint, type HlSim } from "@app/hl-sim";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Which proxies' X-Forwarded-For is believed (the app's TRUST_PROXY in Fastify's form). */
export type TrustProxy = boolean | readonly string[] | ((address: string, hop: number) => boolean);

/** Finds the client IP of a raw request as Fastify finds `request.ip` with the same trust. */
export function clientIpOf(trust: TrustProxy): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? "unknown";
  const trusted =
    trust === true ? () => true : typeof trust === "function" ? trust : proxyAddr.compile([...trust]);
  return (request) => proxyAddr(request, trusted);
}

/**
 * Mounts the local exchange at `/hl`: `POST /hl/info` and `POST /hl/exchange`, bodies passed through
 * as text, and Hyperliquid's WebSocket API at `/hl/ws`, whose `post` requests count in the same
 * per-IP budget as `/hl`'s HTTP requests (the app's rate limit, registered before this).
 */
export async function mountLocalExchange(
  app: FastifyInstance,
  sim: HlSim,
  trustProxy: TrustProxy,
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
      for (const path of ["/info", "/exchange"]) {
        scope.post(path, async (request, reply) => {
          const answer = await sim.handle(path, typeof request.body === "string" ? request.body : "");
          return reply.status(answer.status).type(answer.contentType).send(answer.body);
        });
      }
    },
    { prefix: "/hl" },
  );
  const hlLimit = app.createRateLimit();
  const sockets = createHlSocketEndpoint(sim, {
    ipOf: clientIpOf(trustProxy),
    admitPost: async (ip) => {
      // The limiter reads the URL (which budget), the IP (whose) and the route's options (none here).
      const asRequest = { url: "/hl/ws", ip, headers: {}, routeOptions: { config: {} } };
      const limit = await hlLimit(asRequest as unknown as FastifyRequest);
      // `isAllowed` means "on the allow list"; otherwise the post was counted and may be over the budget.
      return limit.isAllowed || !limit.isExceeded;
    },
  });
  app.server.on("upgrade", (request, socket, head) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname === "/hl/ws") {
      sockets.handleUpgrade(request, socket, head);
    } else socket.destroy();
  });
  app.addHook("onClose", () => sockets.close());
}
