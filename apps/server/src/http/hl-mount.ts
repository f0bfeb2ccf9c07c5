import { createHlSocketEndpoint, type HlSim } from "@app/hl-sim";
import type { FastifyInstance } from "fastify";

/**
 * Mounts the local exchange at `/hl`: `POST /hl/info` and `POST /hl/exchange`, bodies passed through
 * as text, and Hyperliquid's WebSocket API at `/hl/ws`.
 */
export async function mountLocalExchange(app: FastifyInstance, sim: HlSim): Promise<void> {
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
  const sockets = createHlSocketEndpoint(sim);
  app.server.on("upgrade", (request, socket, head) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname === "/hl/ws") {
      sockets.handleUpgrade(request, socket, head);
    } else socket.destroy();
  });
  app.addHook("onClose", () => sockets.close());
}
