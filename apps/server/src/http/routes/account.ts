import {
  ACCOUNT_FETCH,
  AppError,
  accountQuerySchema,
  addressSchema,
  coinSymbolSchema,
  placeProtectionRequestSchema,
} from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";
import { idempotencyKeyOf, requireSignedIn } from "../session.ts";

/** Query of the account routes that need only an address. */
export const addressQuerySchema = z.object({ address: addressSchema });
/** Query of `GET /api/account/fills`. */
export const fillsQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(2000).default(100),
});

/** Body of `POST /api/account/close-position` (product rules §7): the agent key is never accepted. */
export const closePositionRequestSchema = z
  .object({
    coin: coinSymbolSchema,
    address: addressSchema,
    size: z.number().positive().finite().optional(),
  })
  .strict();

const overviewSignal = () => AbortSignal.timeout(ACCOUNT_FETCH.overviewTimeoutMs);

/** The account routes of product rules §7 under `/api/account`. */
export function accountRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/account/overview", async (request) => {
    const query = accountQuerySchema.parse(request.query);
    const services = slot.get();
    const data = await services.accounts.overview(query.address, query.initialBalance, overviewSignal());
    await services.equity.recordRead(query.address, data.performance.currentValue, query.initialBalance);
    return { success: true, data };
  });

  app.get("/api/account/balance", async (request) => {
    const query = addressQuerySchema.parse(request.query);
    return { success: true, data: await slot.get().accounts.balance(query.address, overviewSignal()) };
  });

  app.get("/api/account/performance", async (request) => {
    const query = accountQuerySchema.parse(request.query);
    const overview = await slot
      .get()
      .accounts.overview(query.address, query.initialBalance, overviewSignal());
    return {
      success: true,
      data: { address: query.address, ...overview.performance, positionStats: overview.positionStats },
    };
  });

  app.get("/api/account/positions", async (request) => {
    const query = addressQuerySchema.parse(request.query);
    const positions = await slot.get().accounts.positions(query.address, overviewSignal());
    return { success: true, data: { address: query.address, positions } };
  });

  app.get("/api/account/open-orders", async (request) => {
    const query = addressQuerySchema.parse(request.query);
    const orders = await slot.get().accounts.openOrders(query.address, overviewSignal());
    return { success: true, data: { address: query.address, orders } };
  });

  app.get("/api/account/fills", async (request) => {
    const query = fillsQuerySchema.parse(request.query);
    const fills = await slot.get().accounts.fills(query.address, query.limit, overviewSignal());
    return { success: true, data: { address: query.address, fills } };
  });

  app.get("/api/account/test", async () => {
    const services = slot.get();
    return {
      success: true,
      data: { network: services.connection.network, ...(await services.accounts.ping()) },
    };
  });

  app.post("/api/account/close-position", async (request) => {
    const body = closePositionRequestSchema.parse(request.body);
    const services = slot.get();
    await requireSignedIn(services.auth, request, body.address);
    const target = services.serverModeTarget(body.address);
    if (!target) throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet" });
    const key = await services.executionKeys.keyFor(
      target.account,
      idempotencyKeyOf(request),
      body,
      services.now(),
    );
    const outcome = await services.close.close(
      {
        address: body.address,
        coin: body.coin,
        idempotencyKey: key,
        ...(body.size ? { size: body.size } : {}),
      },
      target,
    );
    const result = outcome.data.results[0];
    if (!result?.success) {
      throw new AppError("EXCHANGE_ERROR", {
        details: result?.error ?? "the close order did not go through",
      });
    }
    return {
      success: true,
      message: `Closed ${result.filled?.totalSz ?? ""} ${body.coin} on account ${outcome.data.account}; ${outcome.cancelled} stop/target order(s) cancelled`,
      data: { ...outcome.data, cancelled: outcome.cancelled, replayed: outcome.replayed },
    };
  });

  app.post("/api/account/place-protection", async (request) => {
    const body = placeProtectionRequestSchema.parse(request.body);
    const services = slot.get();
    await requireSignedIn(services.auth, request, body.userAddress);
    const target = services.serverModeTarget(body.userAddress);
    if (!target) throw new AppError("SERVER_MODE_UNAVAILABLE", { details: "this server has no API wallet" });
    const data = await services.protection.place(body.userAddress, body.executionId, target);
    const missing = data.results.filter((result) => result.unprotected).length;
    return {
      success: true,
      message:
        missing === 0
          ? "Every filled order of this execution has the stop loss and take profit it asked for."
          : `${missing} filled order(s) still lack a stop loss or take profit.`,
      data,
      executionId: body.executionId,
      mode: "server",
    };
  });

  app.post("/api/account/withdraw", async () => {
    throw new AppError("WITHDRAW_UNAVAILABLE", {
      details: "paper and testnet funds cannot be withdrawn through this app",
    });
  });
}
