import { COIN_SYMBOLS, coinSymbolSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";

/** Query of `GET /api/market/prices`: catalogue symbols, comma separated. */
export const pricesQuerySchema = z.object({
  coins: z
    .string()
    .transform((text) => text.split(",").map((coin) => coin.trim().toUpperCase()))
    .pipe(z.array(coinSymbolSchema).min(1).max(COIN_SYMBOLS.length)),
});

/** The market routes: current prices for the decision cards (a coin without a position still has one). */
export function marketRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/market/prices", async (request) => {
    const query = pricesQuerySchema.parse(request.query);
    const snapshot = await slot.get().markets.snapshot();
    const prices: Record<string, number> = {};
    for (const coin of query.coins) {
      const market = snapshot.markets.get(coin);
      if (market) prices[coin] = market.midPrice;
    }
    return { success: true, data: { time: snapshot.time, prices } };
  });
}
