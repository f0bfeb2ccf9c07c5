import { z } from "zod";
import { finiteNumberSchema, successEnvelope } from "./common.ts";

/** A successful `GET /api/market/prices` answer: mid prices by coin and when they were read. */
export const marketPricesResponseSchema = successEnvelope(
  z.object({ time: z.number().int(), prices: z.record(z.string(), finiteNumberSchema) }),
);

/** Current mid prices by coin symbol. */
export type MarketPrices = z.infer<typeof marketPricesResponseSchema>["data"];
