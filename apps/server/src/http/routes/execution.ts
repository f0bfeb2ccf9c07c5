import { AppError, serverModeExecuteRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import { executionKey } from "../../services/idempotency.ts";
import type { ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, sessionToken } from "../session.ts";

/**
 * `POST /api/signing/execute-with-agent` in server mode (spec §7): the server's API wallet signs,
 * only for the address signed in with this request's session.
 */
export function executionRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/signing/execute-with-agent", async (request) => {
    const body = serverModeExecuteRequestSchema.parse(request.body);
    const services = slot.get();
    const signedIn = await services.auth.addressOf(sessionToken(request));
    if (signedIn !== body.userAddress) {
      throw new AppError("SIGN_IN_REQUIRED", {
        details: signedIn ? `signed in as ${signedIn}, not ${body.userAddress}` : "no sign-in session",
      });
    }
    const target = services.serverModeTarget(body.userAddress);
    if (!target) {
      throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet configured" });
    }
    const key = executionKey(target.account, idempotencyKeyOf(request), body, services.now());
    const outcome = await services.trading.execute(
      {
        address: body.userAddress,
        idempotencyKey: key,
        mode: "server",
        signer: "server",
        orders: body.orders,
      },
      target,
    );
    const { data } = outcome;
    const total = data.results.length;
    const again = outcome.replayed ? " (already executed: these are the results of the first request)" : "";
    return {
      success: true,
      message: `${data.success} of ${total} orders went through on account ${data.account} (${data.rejected} rejected, ${data.failed} failed)${again}`,
      data,
      executionId: outcome.executionId,
      replayed: outcome.replayed,
    };
  });
}
