import { errorBodySchema } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestAnswer, type TestServer } from "./support/test-server.ts";

/** The part of a JSON Schema the fuzz reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const user = privateKeyToAccount(`0x${"7e".repeat(32)}`);
const ADDRESS = user.address;

/** A plausible value for a schema, so one bad field at a time reaches past the others' checks. */
function example(schema: Schema | undefined, name = ""): unknown {
  if (!schema) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return example(choice, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const body: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        body[key] = example(property, key);
      return body;
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items, name));
    case "number":
    case "integer":
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "string":
      if (schema.pattern?.includes("40") || /address|agent/i.test(name)) return ADDRESS;
      if (/coin/i.test(name)) return "BTC";
      if (/signature/i.test(name)) return `0x${"11".repeat(65)}`;
      return "abc";
    default:
      return null;
  }
}

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const twoMegabytes = "A".repeat(2 * 1024 * 1024);

/** Values of the wrong type or at the edges that a field may receive. */
const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  "text",
  "NaN",
  "Infinity",
  "-1e309",
  "1e400",
  1e308,
  -1e308,
  5e-324,
  -1,
  0,
  2 ** 53 + 1,
  [],
  {},
  [[[[[[[[[[1]]]]]]]]]],
  "nul\u0000here",
  "lone\ud800surrogate",
  "\udfff",
  "x".repeat(20_000),
];

/** Whole bodies that no route accepts. */
const BAD_BODIES: readonly unknown[] = [
  "{not json",
  "[]",
  "null",
  '"just a string"',
  "1e999",
  deep(5_000),
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  JSON.stringify({ customPrompt: twoMegabytes }),
];

/** Query values for GET parameters (already URL-encoded). */
const BAD_QUERY_VALUES: readonly string[] = [
  "",
  "NaN",
  "1e309",
  "-1",
  "0",
  "99999999999999999999",
  "0x12%20not-valid",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%F0%9F%9A%80",
  encodeURIComponent("x".repeat(4_000)),
  "[object Object]",
  ADDRESS,
];

describe("fuzz: every route of the served OpenAPI document, malformed and boundary input", () => {
  let server: TestServer;
  let cookie: string;
  let sent = 0;
  const problems: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: "1000000",
      ADDRESS_RATE_LIMIT_PER_MINUTE: "1000000",
    });
    cookie = (await signIn(server, user)).cookie;
  }, 120_000);
  afterAll(async () => {
    console.log(`API fuzz: ${sent} requests`);
    await server.close();
  });

  const check = (label: string, answer: TestAnswer) => {
    sent += 1;
    if (answer.status >= 500)
      problems.push(`${label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    else if (answer.status >= 400 && !errorBodySchema.safeParse(answer.body).success)
      problems.push(
        `${label} -> ${answer.status} without an errorCode: ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
  };

  /** Runs `jobs` a few at a time: the server sees concurrency, the machine is not flooded. */
  const run = async (jobs: (() => Promise<void>)[], concurrency = 6) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < jobs.length) {
          const job = jobs[next];
          next += 1;
          await job?.();
        }
      }),
    );
  };

  it("answers no 5xx, and every 4xx with an errorCode", async () => {
    const doc = (await server.get("/api/docs")).body as { paths: Record<string, Record<string, Operation>> };
    const jobs: (() => Promise<void>)[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === "post") {
          const schema = operation.requestBody?.content["application/json"]?.schema;
          // A body of several shapes (execute's agent and server modes) is fuzzed shape by shape.
          const variants = schema?.oneOf ?? schema?.anyOf ?? [schema];
          for (const variant of variants) {
            const base = (variant ? example(variant) : {}) as Record<string, unknown>;
            for (const field of Object.keys(variant?.properties ?? {}))
              for (const value of BAD_VALUES) {
                const body = { ...base, [field]: value };
                jobs.push(async () =>
                  check(
                    `POST ${path} ${field}=${String(value).slice(0, 20)}`,
                    await server.post(path, body, { cookie }),
                  ),
                );
              }
            jobs.push(async () => check(`POST ${path} example`, await server.post(path, base, { cookie })));
          }
          for (const body of BAD_BODIES)
            jobs.push(async () =>
              check(
                `POST ${path} body ${String(body).slice(0, 20)}`,
                await server.post(path, body, { cookie }),
              ),
            );
        }
        if (method === "get") {
          const parameters = operation.parameters ?? [];
          const valid = Object.fromEntries(
            parameters.map((parameter) => [
              parameter.name,
              String(example(parameter.schema, parameter.name)),
            ]),
          );
          const query = (values: Record<string, string>) =>
            Object.entries(values)
              .map(([name, value]) => `${name}=${value}`)
              .join("&");
          for (const parameter of parameters)
            for (const value of BAD_QUERY_VALUES) {
              const url = `${path}?${query({ ...valid, [parameter.name]: value })}`;
              jobs.push(async () => check(`GET ${url.slice(0, 80)}`, await server.get(url, { cookie })));
            }
          jobs.push(async () =>
            check(`GET ${path}`, await server.get(`${path}?${query(valid)}`, { cookie })),
          );
          jobs.push(async () => check(`GET ${path} bare`, await server.get(path)));
        }
      }
    }
    await run(jobs);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 180_000);
});
