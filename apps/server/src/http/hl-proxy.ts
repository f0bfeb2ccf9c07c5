import type { FastifyInstance } from "fastify";

/** How long the proxy waits for the shared exchange before answering 502. */
const PROXY_TIMEOUT_MS = 10_000;

/**
 * Forwards `POST /hl/info` and `POST /hl/exchange` to a shared local exchange (HL_EXCHANGE_URL), so the
 * browser keeps posting `approveAgent` to this server's `/hl` and reaches the exchange every instance trades
 * on. The exchange itself stays bound where only the instances reach it. Bodies pass through as text: the
 * exchange checks them as it checks any client's.
 */
export async function mountExchangeProxy(app: FastifyInstance, exchangeUrl: string): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
      for (const path of ["/info", "/exchange"]) {
        scope.post(path, async (request, reply) => {
          try {
            const answer = await fetch(`${exchangeUrl}${path}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: typeof request.body === "string" ? request.body : "",
              signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
            });
            const type = answer.headers.get("content-type") ?? "text/plain";
            return reply
              .status(answer.status)
              .type(type)
              .send(await answer.text());
          } catch (error) {
            request.log.warn({ err: error }, "shared exchange unreachable");
            return reply.status(502).type("text/plain").send("The exchange is unreachable");
          }
        });
      }
    },
    { prefix: "/hl" },
  );
}
