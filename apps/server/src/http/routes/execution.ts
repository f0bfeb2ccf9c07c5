import {
  AppError,
  addressSchema,
  agentExecuteRequestSchema,
  coinSymbolSchema,
  prepareRequestSchema,
  serverModeExecuteRequestSchema,
} from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TradeOutcome } from "../../services/trading-service.ts";
import type { AddressRateLimit } from "../address-rate-limit.ts";
import type { ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, requireSignedIn } from "../session.ts";

function answer(outcome: TradeOutcome, mode: "server" | "agent") {
  const { data } = outcome;
  const again = outcome.replayed ? " (already executed: these are the results of the first request)" : "";
  return {
    success: true,
    message: `${data.success} of ${data.results.length} orders went through on account ${data.account} (${data.rejected} rejected, ${data.failed} failed)${again}`,
    data,
    executionId: outcome.executionId,
    replayed: outcome.replayed,
    mode,
  };
}

/** Body of `POST /api/signing/prepare-close`. */
export const prepareCloseSchema = z.object({
  mainWalletAddress: addressSchema,
  coin: coinSymbolSchema,
  size: z.number().positive().finite().optional(),
});

const isAgentMode = (body: unknown) =>
  typeof body === "object" && body !== null && "mainWalletAddress" in body;

/**
 * `POST /api/signing/prepare` and `POST /api/signing/execute-with-agent` (product rules §7). Agent mode relays
 * actions the agent signed in the browser; server mode has the server's API wallet sign, only for the
 * address signed in with this request's session.
 */
export function executionRoutes(
  app: FastifyInstance,
  slot: ServiceSlot,
  addressLimit: AddressRateLimit,
): void {
  app.post("/api/signing/prepare", async (request) => {
    const body = prepareRequestSchema.parse(request.body);
    return { success: true, data: await slot.get().signing.prepare(body.orders) };
  });

  app.post("/api/signing/prepare-close", async (request) => {
    const body = prepareCloseSchema.parse(request.body);
    const actions = await slot.get().close.prepare(body.mainWalletAddress, body.coin, body.size);
    return { success: true, data: { actions, rejected: [] } };
  });

  app.post("/api/signing/execute-with-agent", async (request) => {
    const services = slot.get();
    const clientKey = idempotencyKeyOf(request);
    if (isAgentMode(request.body)) {
      const body = agentExecuteRequestSchema.parse(request.body);
      const key = await services.executionKeys.keyFor(
        body.mainWalletAddress,
        clientKey,
        body,
        services.now(),
      );
      // Only relays its authorised agent signed use a wallet's budget: the relay verified the signature
      // once it answers; a forged or unauthorised one is refused without counting (the IP limit applies).
      addressLimit.check(body.mainWalletAddress);
      const outcome = await services.agentExecution.execute(body, key);
      addressLimit.charge(body.mainWalletAddress);
      return answer(outcome, "agent");
    }
    const body = serverModeExecuteRequestSchema.parse(request.body);
    await requireSignedIn(services.auth, request, body.userAddress);
    const target = services.serverModeTarget(body.userAddress);
    if (!target) {
      throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet configured" });
    }
    const key = await services.executionKeys.keyFor(target.account, clientKey, body, services.now());
    return answer(
      await services.trading.execute(
        {
          address: body.userAddress,
          idempotencyKey: key,
          mode: "server",
          signer: "server",
          orders: body.orders,
        },
        target,
      ),
      "server",
    );
  });
}
