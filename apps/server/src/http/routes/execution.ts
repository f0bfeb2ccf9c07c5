import {
  executeRequestSchema,
  executeResponseSchema,
  prepareCloseRequestSchema,
  prepareRequestSchema,
  prepareResponseSchema,
  translate,
} from "@app/core";
import type { ExecuteAnswer } from "../../orders/request.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, requireSignedIn } from "../session.ts";

function answer({ summary, data, executionId, replayed, mode, exits }: ExecuteAnswer) {
  return {
    success: true as const,
    message: translate(summary, "en"),
    summary,
    data,
    executionId,
    replayed,
    mode,
    ...(exits ? { exits } : {}),
  };
}

/**
 * `POST /api/signing/prepare`, `POST /api/signing/prepare-close` and `POST /api/signing/execute-with-agent`
 * (product rules §7). Agent mode relays actions the agent signed in the browser; server mode has the
 * server's API wallet sign, only for the address signed in with this request's session.
 */
export function executionRoutes(app: ApiApp, slot: ServiceSlot): void {
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
      data: await slot.get().relay.prepare(request.body.orders),
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
      const trades = slot.get().trades;
      if (body.mode === "agent") return answer(await trades.executeWithAgent(body, clientKey));
      // Server mode: the server's API wallet signs, only for the address signed in with this session.
      await requireSignedIn(slot.get().auth, request, body.userAddress);
      return answer(await trades.executeInServerMode(body, clientKey));
    },
  );
}
