import { PassThrough } from "node:stream";
import { errorBodySchema, healthResponseSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Metrics } from "../metrics/metrics.ts";
import { Readiness } from "../services/readiness.ts";
import { AddressRateLimit } from "./address-rate-limit.ts";
import { buildApp } from "./app.ts";
import { Drain } from "./drain.ts";
import { registeredApiRoutes } from "./openapi.ts";
import { answers } from "./route-schemas.ts";
import { ServiceSlot } from "./services.ts";

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** Routes that read nothing from the request: no body, no query. Every other route must declare its input. */
const NO_INPUT = new Set([
  "GET /api/docs",
  "GET /api/health",
  "GET /api/ready",
  "GET /api/market/specs",
  "GET /api/config",
  "GET /api/auth/nonce",
  "GET /api/auth/session",
  "POST /api/auth/logout",
  "GET /api/ai/models",
  "GET /api/ai/test",
  "GET /api/account/test",
  "POST /api/account/withdraw",
]);

/** The app as the server builds it, without services: documents and checks work before any is ready. */
async function bareApp(log: PassThrough): Promise<FastifyInstance> {
  return buildApp(new ServiceSlot(), {
    logLevel: "error",
    logStream: log,
    localExchange: undefined,
    webDistDir: undefined,
    corsOrigins: [],
    rateLimitPerMinute: 1000,
    addressLimit: new AddressRateLimit(1000),
    hlRateLimitPerMinute: 1000,
    requestTimeoutMs: 10_000,
    trustProxy: false,
    readiness: new Readiness({ database: fine, migrations: fine, queue: fine, exchange: fine }),
    drain: new Drain(),
    metrics: new Metrics({ processMetrics: false }),
    metricsToken: undefined,
  });
}

const fine = async () => undefined;

describe("the OpenAPI document, built from the routes' own schemas", () => {
  let app: FastifyInstance;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    app = await bareApp(new PassThrough());
    await app.ready();
    const answer = await app.inject({ method: "GET", url: "/api/docs" });
    expect(answer.statusCode).toBe(200);
    paths = answer.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists every registered API route with its request and response schemas", () => {
    const routes = registeredApiRoutes(app);
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = paths[route.url]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const responses = Object.entries(operation?.responses ?? {});
      expect(
        responses.some(([status]) => status === "200"),
        `${name} documents its success`,
      ).toBe(!name.endsWith("/withdraw"));
      for (const [status, response] of responses)
        expect(response.content?.["application/json"]?.schema, `${name} ${status}`).toBeDefined();
      if (NO_INPUT.has(name)) {
        expect(route.parts, `${name} reads no input`).toEqual([]);
        continue;
      }
      expect(route.parts.length, `${name} validates its input with a schema`).toBeGreaterThan(0);
      if (route.parts.includes("body"))
        expect(operation?.requestBody?.content["application/json"]?.schema, name).toBeDefined();
      if (route.parts.includes("querystring"))
        expect(
          operation?.parameters?.filter((parameter) => parameter.in === "query").length,
          name,
        ).toBeGreaterThan(0);
    }
    const documented = Object.entries(paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${route.url}`).sort());
  });

  it("describes the execute body as agent mode or server mode, told apart by `mode`", () => {
    const schema = paths["/api/signing/execute-with-agent"]?.post?.requestBody?.content["application/json"]
      ?.schema as { oneOf?: { properties: { mode: { enum: string[] } } }[] };
    expect(schema.oneOf?.map((variant) => variant.properties.mode.enum)).toEqual([["agent"], ["server"]]);
  });
});

describe("answers checked against their response schema", () => {
  let app: FastifyInstance;
  const log = new PassThrough();
  let logged = "";
  beforeAll(async () => {
    log.on("data", (chunk: Buffer) => {
      logged += chunk.toString();
    });
    app = await bareApp(log);
    const api = app.withTypeProvider<ZodTypeProvider>();
    const schema = { response: answers(healthResponseSchema) };
    // Handlers that break the contract, as a bug would: typed loosely on purpose.
    api.get("/api/broken", { schema }, async () => ({ success: true, data: { status: "down" } }) as never);
    api.get(
      "/api/extra",
      { schema },
      async () => ({ success: true, data: { status: "ok", network: "local", secret: "internal" } }) as never,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a 500 INTERNAL_ERROR, without the answer, and logs what broke", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/broken" });
    expect(answer.statusCode).toBe(500);
    const body = errorBodySchema.parse(answer.json());
    expect(body.errorCode).toBe("INTERNAL_ERROR");
    expect(answer.body).not.toContain("down");
    expect(logged).toContain("GET /api/broken answered outside its response schema");
  });

  it("sends only the fields the schema names", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/extra" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { status: "ok", network: "local" } });
  });

  it("answers input outside a route's schema with the product's VALIDATION_ERROR and where it is", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/account/fills?address=0x12&limit=0" });
    expect(answer.statusCode).toBe(400);
    const body = errorBodySchema.parse(answer.json());
    expect(body.errorCode).toBe("VALIDATION_ERROR");
    expect(body.details).toContain("address:");
    expect(body.details).toContain("limit:");
  });

  it("refuses an execute body without a mode that is not the spec's server-mode body", async () => {
    // Agent mode always names itself; only `userAddress` (server mode as the spec writes it) implies a mode.
    const answer = await app.inject({
      method: "POST",
      url: "/api/signing/execute-with-agent",
      payload: {
        mainWalletAddress: `0x${"ab".repeat(20)}`,
        orders: [{ coin: "BTC", side: "BUY", quantity: 1 }],
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(errorBodySchema.parse(answer.json())).toMatchObject({ errorCode: "VALIDATION_ERROR" });
    expect(answer.json<{ details: string }>().details).toContain("mode");
  });
});

describe("a route without a response schema", () => {
  it("stops the server from starting", async () => {
    const app = await bareApp(new PassThrough());
    expect(() => app.get("/api/undocumented", async () => ({ success: true }))).toThrow(/no response schema/);
    await app.close();
  });
});
