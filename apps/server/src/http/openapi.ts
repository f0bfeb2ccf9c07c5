import swagger, { type SwaggerTransform } from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ApiApp } from "./route-schemas.ts";

/** Whether a value is one of zod's schemas (route schemas are; anything else passes as it is). */
const isZodSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * A route schema as JSON Schema 2020-12 for the document. Requests and answers alike are described as
 * their schema's input, since both are checked by parsing: a request with the route's validator, an
 * answer with its serializer (route-schemas.ts). So what the document says is what is enforced.
 */
function toJsonSchema(schema: unknown): unknown {
  if (!isZodSchema(schema)) return schema;
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  });
  return json;
}

/** Documents the API routes from their own zod schemas; the local exchange and the web app's files are left out. */
const transform: SwaggerTransform = ({ schema, url }) => {
  if (!url.startsWith("/api/") || !schema) return { schema: { ...schema, hide: true }, url };
  const { body, querystring, params, headers, response, ...rest } = schema;
  const parts = { body, querystring, params, headers };
  const converted: Record<string, unknown> = { ...rest };
  for (const [name, part] of Object.entries(parts))
    if (part !== undefined) converted[name] = toJsonSchema(part);
  if (response && typeof response === "object") {
    converted.response = Object.fromEntries(
      Object.entries(response).map(([status, answer]) => [status, toJsonSchema(answer)]),
    );
  }
  return { schema: converted, url };
};

/** An API route as registered: its method, path and the parts its schema validates. */
export interface ApiRoute {
  readonly method: string;
  readonly url: string;
  readonly parts: readonly string[];
}

const apiRoutes = new WeakMap<FastifyInstance, ApiRoute[]>();

/** The API routes registered on an app (HEAD routes Fastify adds by itself left out). */
export function registeredApiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return apiRoutes.get(app) ?? [];
}

/**
 * Registers the OpenAPI generator; call before any route, so it sees every one. An API route that does
 * not declare its answers stops the server from starting: its document and its checks would be missing.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const routes: ApiRoute[] = [];
  apiRoutes.set(app, routes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const schema = route.schema ?? {};
    if (!schema.response) throw new Error(`${String(route.method)} ${route.url} declares no response schema`);
    const parts = (["params", "querystring", "body", "headers"] as const).filter((part) => schema[part]);
    for (const method of [route.method].flat())
      if (method !== "HEAD") routes.push({ method, url: route.url, parts });
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "HL AI Trader API",
        version: "1.0.0",
        description:
          "Every call of the product (product rules §7), under /api. Requests and answers are validated with the schemas shown here; a failure answers { success: false, errorCode, error, details? }.",
      },
    },
    transform,
  });
}

/** The OpenAPI document as `GET /api/docs` answers it: enough of its shape to check it is one. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** `GET /api/docs`: the OpenAPI 3.1 document of the API routes, built from the schemas they validate with. */
export function docsRoutes(app: ApiApp): void {
  app.get(
    "/api/docs",
    { schema: { summary: "This OpenAPI document", response: { 200: openApiDocumentSchema } } },
    async () => openApiDocumentSchema.parse(app.swagger()),
  );
}
