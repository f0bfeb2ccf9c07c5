import {
  ACCOUNT_FETCH,
  AppError,
  accountOverviewResponseSchema,
  accountQuerySchema,
  addressQuerySchema,
  balanceResponseSchema,
  closePositionRequestSchema,
  closePositionResponseSchema,
  exchangeTestResponseSchema,
  executeResponseSchema,
  fillsQuerySchema,
  fillsResponseSchema,
  fundingQuerySchema,
  fundingResponseSchema,
  openOrdersResponseSchema,
  performanceResponseSchema,
  placeProtectionRequestSchema,
  positionsResponseSchema,
  translate,
} from "@app/core";
import { type ApiApp, answers, failureAnswers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, requireSignedIn } from "../session.ts";

const overviewSignal = () => AbortSignal.timeout(ACCOUNT_FETCH.overviewTimeoutMs);

/** The account reads of product rules §7 under `/api/account`. */
function accountReadRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/account/overview",
    {
      schema: {
        summary: "Performance, positions, open orders, portfolio",
        querystring: accountQuerySchema,
        response: answers(accountOverviewResponseSchema),
      },
    },
    async (request) => {
      const { address, initialBalance } = request.query;
      const services = slot.get();
      const data = await services.accounts.overview(address, initialBalance, overviewSignal());
      await services.equity.recordRead(address, data.performance.currentValue, initialBalance);
      return { success: true as const, data };
    },
  );

  app.get(
    "/api/account/balance",
    {
      schema: {
        summary: "Account value, margin used, available cash",
        querystring: addressQuerySchema,
        response: answers(balanceResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slot.get().accounts.balance(request.query.address, overviewSignal()),
    }),
  );

  app.get(
    "/api/account/performance",
    {
      schema: {
        summary: "Performance against an initial balance",
        querystring: accountQuerySchema,
        response: answers(performanceResponseSchema),
      },
    },
    async (request) => {
      const { address, initialBalance } = request.query;
      const overview = await slot.get().accounts.overview(address, initialBalance, overviewSignal());
      return {
        success: true as const,
        data: { address, ...overview.performance, positionStats: overview.positionStats },
      };
    },
  );

  app.get(
    "/api/account/positions",
    {
      schema: {
        summary: "Open positions",
        querystring: addressQuerySchema,
        response: answers(positionsResponseSchema),
      },
    },
    async (request) => {
      const { address } = request.query;
      return {
        success: true as const,
        data: { address, positions: await slot.get().accounts.positions(address, overviewSignal()) },
      };
    },
  );

  app.get(
    "/api/account/open-orders",
    {
      schema: {
        summary: "Resting orders and TP/SL triggers",
        querystring: addressQuerySchema,
        response: answers(openOrdersResponseSchema),
      },
    },
    async (request) => {
      const { address } = request.query;
      return {
        success: true as const,
        data: { address, orders: await slot.get().accounts.openOrders(address, overviewSignal()) },
      };
    },
  );

  app.get(
    "/api/account/fills",
    {
      schema: {
        summary: "Latest fills",
        querystring: fillsQuerySchema,
        response: answers(fillsResponseSchema),
      },
    },
    async (request) => {
      const { address, limit } = request.query;
      return {
        success: true as const,
        data: { address, fills: await slot.get().accounts.fills(address, limit, overviewSignal()) },
      };
    },
  );

  app.get(
    "/api/account/funding",
    {
      schema: {
        summary: "Funding payments of the last days, newest first, and their net cost",
        querystring: fundingQuerySchema,
        response: answers(fundingResponseSchema),
      },
    },
    async (request) => {
      const { address, days } = request.query;
      const services = slot.get();
      const since = services.now() - days * 86_400_000;
      return {
        success: true as const,
        data: { address, since, ...(await services.accounts.funding(address, since, overviewSignal())) },
      };
    },
  );

  app.get(
    "/api/account/test",
    { schema: { summary: "Whether the exchange answers", response: answers(exchangeTestResponseSchema) } },
    async () => {
      const services = slot.get();
      return {
        success: true as const,
        data: { network: services.connection.network, ...(await services.accounts.ping()) },
      };
    },
  );
}

/** The server-mode account actions of product rules §7: close a position, place missing protection, withdraw. */
function accountActionRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.post(
    "/api/account/close-position",
    {
      schema: {
        summary: "Close a position (server mode, signed in)",
        body: closePositionRequestSchema,
        response: answers(closePositionResponseSchema),
      },
    },
    async (request) => {
      const body = request.body;
      const services = slot.get();
      await requireSignedIn(services.auth, request, body.address);
      const { summary, data } = await services.trades.closePosition(body, idempotencyKeyOf(request));
      return { success: true as const, message: translate(summary, "en"), summary, data };
    },
  );

  app.post(
    "/api/account/place-protection",
    {
      schema: {
        summary:
          "Place the stops and targets an execution's filled orders lack, from its stored plan (server mode)",
        body: placeProtectionRequestSchema,
        response: answers(executeResponseSchema),
      },
    },
    async (request) => {
      const { userAddress, executionId } = request.body;
      const services = slot.get();
      await requireSignedIn(services.auth, request, userAddress);
      const { summary, data } = await services.trades.placeProtection(userAddress, executionId);
      return {
        success: true as const,
        message: translate(summary, "en"),
        summary,
        data,
        executionId,
        mode: "server" as const,
      };
    },
  );

  app.post(
    "/api/account/withdraw",
    { schema: { summary: "Withdrawals are not available on this network", response: failureAnswers } },
    async () => {
      throw new AppError("WITHDRAW_UNAVAILABLE", {
        detail: { key: "errorDetail.withdrawPaper" },
      });
    },
  );
}

/** The account routes of product rules §7 under `/api/account`. */
export function accountRoutes(app: ApiApp, slot: ServiceSlot): void {
  accountReadRoutes(app, slot);
  accountActionRoutes(app, slot);
}
