import {
  type AgentExecuteRequest,
  executeRequestSchema,
  executeResponseSchema,
  executionAnswerMessage,
  prepareCloseRequestSchema,
  prepareRequestSchema,
  prepareResponseSchema,
  type ServerModeExecuteRequest,
  translate,
} from "@app/core";
import type { FastifyRequest } from "fastify";
import type { TradeOutcome } from "../../services/trading-service.ts";
import type { AddressRateLimit } from "../address-rate-limit.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import { requireServerModeTarget, type ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, requireSignedIn } from "../session.ts";

function answer(outcome: TradeOutcome, mode: "server" | "agent") {
  const summary = executionAnswerMessage(outcome.data, outcome.replayed);
  return {
    success: true as const,
    message: translate(summary, "en"),
    summary,
    data: outcome.data,
    executionId: outcome.executionId,
    replayed: outcome.replayed,
    mode,
  };
}

/**
 * `POST /api/signing/prepare`, `POST /api/signing/prepare-close` and `POST /api/signing/execute-with-agent`
 * (product rules §7). Agent mode relays actions the agent signed in the browser; server mode has the
 * server's API wallet sign, only for the address signed in with this request's session.
 */
export function executionRoutes(app: ApiApp, slot: ServiceSlot, addressLimit: AddressRateLimit): void {
  app.post(
    "/api/signing/prepare",
    {
      schema: {
        summary: "Exact exchange actions for the agent to sign",
        body: prepareRequestSchema,
        response: answers(prepareResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slot.get().signing.prepare(request.body.orders),
    }),
  );

  app.post(
    "/api/signing/prepare-close",
    {
      schema: {
        summary: "Actions that close a position, for the agent to sign",
        body: prepareCloseRequestSchema,
        response: answers(prepareResponseSchema),
      },
    },
    async (request) => {
      const { mainWalletAddress, coin, size } = request.body;
      const actions = await slot.get().close.prepare(mainWalletAddress, coin, size);
      return { success: true as const, data: { actions, rejected: [] } };
    },
  );

  /** Agent mode: relays the signed actions, charging the wallet's budget once the relay verified them. */
  async function executeAsAgent(body: AgentExecuteRequest, clientKey: string | undefined) {
    const services = slot.get();
    const key = await services.executionKeys.keyFor(body.mainWalletAddress, clientKey, body, services.now());
    // Only relays its authorised agent signed use a wallet's budget: the relay verified the signature
    // once it answers; a forged or unauthorised one is refused without counting (the IP limit applies).
    addressLimit.check(body.mainWalletAddress);
    const outcome = await services.agentExecution.execute(body, key);
    addressLimit.charge(body.mainWalletAddress);
    return answer(outcome, "agent");
  }

  /** Server mode: the server's API wallet signs, only for the address signed in with the request's session. */
  async function executeAsServer(
    request: FastifyRequest,
    body: ServerModeExecuteRequest,
    clientKey: string | undefined,
  ) {
    const services = slot.get();
    await requireSignedIn(services.auth, request, body.userAddress);
    const target = requireServerModeTarget(services, body.userAddress);
    const key = await services.executionKeys.keyFor(target.account, clientKey, body, services.now());
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
    return answer(outcome, "server");
  }

  app.post(
    "/api/signing/execute-with-agent",
    {
      schema: {
        summary:
          'Execute: agent-signed actions (mode "agent"), or server mode for a signed-in address (mode "server"); Idempotency-Key header',
        body: executeRequestSchema,
        response: answers(executeResponseSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const clientKey = idempotencyKeyOf(request);
      return body.mode === "agent"
        ? executeAsAgent(body, clientKey)
        : executeAsServer(request, body, clientKey);
    },
  );
}
