import { myRecordQuerySchema, myRecordResponseSchema } from "@app/core";
import { communityRecord } from "../../services/community-record.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/community/my-record`: the address's real record beside the Community tab's demo data, per model. */
export function communityRoutes(app: ApiApp, slot: ServiceSlot): void {
  const schema = {
    summary: "An address's own record per model: analyses, executions, closed trades, win rate, realised P&L",
    querystring: myRecordQuerySchema,
    response: answers(myRecordResponseSchema),
  };
  app.get("/api/community/my-record", { schema }, async (request) => {
    const { address } = request.query;
    const services = slot.get();
    const models = await communityRecord(services.stores, services.accounts, address);
    return { success: true as const, data: { address, models } };
  });
}
