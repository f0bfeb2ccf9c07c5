import { AppError } from "@app/core";
import type { FastifyInstance } from "fastify";
import { unstorableTextAt } from "../db/storable-text.ts";

/**
 * Refuses API requests whose query or JSON body holds text PostgreSQL cannot store (NUL, lone UTF-16
 * surrogates) with VALIDATION_ERROR before any work is done, instead of a 500 once it is done.
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    for (const [part, value] of [
      ["query", request.query],
      ["body", request.body],
    ] as const) {
      const path = unstorableTextAt(value);
      if (path !== undefined) {
        throw new AppError("VALIDATION_ERROR", {
          detail: { key: "errorDetail.unstorableText", params: { field: [part, ...path].join(".") } },
        });
      }
    }
  });
}
