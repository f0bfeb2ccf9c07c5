import type { FastifyReply } from "fastify";

/**
 * An abort signal that fires when the client goes away before its answer is sent (it closed the
 * connection or cancelled the request), so a model or provider call made for it stops.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
