import { AppError, readinessResponseSchema } from "@app/core";
import type { Readiness } from "../../services/readiness.ts";
import { type ApiApp, answers } from "../route-schemas.ts";

/**
 * `GET /api/ready`: 200 when the database, its migrations, the job queue and the exchange all answer and
 * the server is not stopping; else 503 NOT_READY naming each dependency that is not and why. Liveness
 * stays `GET /api/health`: a server whose exchange is down is alive but should get no traffic.
 */
export function readyRoutes(app: ApiApp, readiness: Readiness): void {
  app.get(
    "/api/ready",
    {
      schema: {
        summary: "Ready to take requests: database, migrations, job queue and exchange checked",
        response: answers(readinessResponseSchema),
      },
    },
    async () => {
      const report = await readiness.report();
      if (!report.ready) {
        const reasons = Object.entries(report.checks)
          .filter(([, check]) => !check.ok)
          .map(([name, check]) => `${name}: ${check.reason ?? "not ready"}`);
        if (report.stopping) reasons.unshift("server: shutting down");
        throw new AppError("NOT_READY", { details: reasons.join("; ") });
      }
      const ok = { ok: true as const };
      const checks = { database: ok, migrations: ok, queue: ok, exchange: ok };
      return { success: true as const, data: { status: "ready" as const, checks } };
    },
  );
}
