import {
  AppError,
  CHART_CANDLE_COUNT,
  candlesQuerySchema,
  candlesResponseSchema,
  marketPricesResponseSchema,
  marketSpecsResponseSchema,
  pricesQuerySchema,
} from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/**
 * The market routes: current prices for the decision cards (a coin without a position still has one), and
 * every market's rules and prices for the checks and risk figures shown before an execution.
 */
export function marketRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/market/prices",
    {
      schema: {
        summary: "Current mid prices of catalogue coins",
        querystring: pricesQuerySchema,
        response: answers(marketPricesResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slot.get().markets.midPrices(request.query.coins),
    }),
  );

  app.get(
    "/api/market/specs",
    {
      schema: {
        summary: "Every listed market's lot and tick decimals, maximum leverage, mid and mark price",
        response: answers(marketSpecsResponseSchema),
      },
    },
    async () => ({ success: true as const, data: await slot.get().markets.specs() }),
  );

  app.get(
    "/api/market/candles",
    {
      schema: {
        summary: "The latest candles of a catalogue coin, for the price chart",
        querystring: candlesQuerySchema,
        response: answers(candlesResponseSchema),
      },
    },
    async (request) => {
      const { coin, interval } = request.query;
      const read = await slot.get().markets.coinCandles(coin, interval, CHART_CANDLE_COUNT);
      if (!read)
        throw new AppError("UNKNOWN_COIN", {
          detail: { key: "errorDetail.coinNotListed", params: { coin } },
        });
      return { success: true as const, data: { coin, interval, ...read } };
    },
  );
}
