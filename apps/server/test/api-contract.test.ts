import { errorBodySchema } from "@app/core";
import { scratchFolder } from "@app/hl-sim/scratch-folder";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderDatabase } from "./support/pglite-pool.ts";
import { removeDataFolder } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestAnswer, type TestServer } from "./support/test-server.ts";

interface BodySchema {
  properties?: Record<string, unknown>;
  oneOf?: BodySchema[];
}

interface Operation {
  parameters?: { name: string; required: boolean }[];
  requestBody?: { content: { "application/json": { schema: BodySchema } } };
}

/** The fields a body may have, in any of its shapes. */
const bodyFields = (schema: BodySchema): string[] => [
  ...new Set([schema, ...(schema.oneOf ?? [])].flatMap((shape) => Object.keys(shape.properties ?? {}))),
];
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Malformed bodies for a route whose body schema has these properties. */
function malformedBodies(properties: string[]): unknown[] {
  const everywhere = (value: unknown) => Object.fromEntries(properties.map((name) => [name, value]));
  return [
    "{not json",
    "[]",
    "null",
    "42",
    {},
    everywhere(12345),
    everywhere(-1),
    everywhere("x".repeat(5000)),
    everywhere({ nested: [true] }),
    { ...everywhere(null), address: "0x123", userAddress: "0xZZ", coin: "NOPE", quantity: -5 },
    { orders: "x".repeat(300 * 1024) },
  ];
}

function expectClientError(answer: TestAnswer, what: string): void {
  const message = `${what} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
  expect(answer.status, message).toBeGreaterThanOrEqual(400);
  expect(answer.status, message).toBeLessThan(500);
  expect(errorBodySchema.safeParse(answer.body).success, message).toBe(true);
}

describe("the OpenAPI document and malformed input", () => {
  let server: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    server = await startTestServer();
    doc = (await server.get("/api/docs")).body as OpenApi;
  });
  afterAll(async () => {
    await server.close();
  });

  it("documents every route of product rules §7", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/api/config",
      "/api/account/balance",
      "/api/account/performance",
      "/api/account/positions",
      "/api/account/open-orders",
      "/api/account/fills",
      "/api/account/overview",
      "/api/account/ai-prompt",
      "/api/account/close-position",
      "/api/account/test",
      "/api/account/withdraw",
      "/api/agent/register",
      "/api/agent/list",
      "/api/agent/check",
      "/api/signing/prepare",
      "/api/signing/execute-with-agent",
      "/api/ai/smart-analysis",
      "/api/ai/models",
      "/api/ai/test",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it("answers malformed bodies on every POST route with a 4xx and an errorCode", async () => {
    const { cookie } = await signIn(server, privateKeyToAccount(`0x${"12".repeat(32)}`));
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      const post = operations.post;
      if (!post) continue;
      const schema = post.requestBody?.content["application/json"].schema;
      const properties = schema ? bodyFields(schema) : [];
      const bodies = schema ? malformedBodies(properties) : ["{not json", { orders: "x".repeat(300 * 1024) }];
      for (const body of bodies) {
        expectClientError(await server.post(path, body, { cookie }), `POST ${path}`);
        tried += 1;
      }
    }
    expect(tried).toBeGreaterThan(80);
  });

  it("answers bad or missing addresses on every GET route that takes one with a 4xx and an errorCode", async () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      const parameters = operations.get?.parameters ?? [];
      if (!parameters.some((parameter) => parameter.required)) continue;
      expectClientError(await server.get(path), `GET ${path} without its query`);
      const bad = parameters.map((parameter) => `${parameter.name}=0x12%20not-valid`).join("&");
      expectClientError(await server.get(`${path}?${bad}`), `GET ${path}?${bad}`);
    }
  });

  it("lists the models with where each goes, and says the engine and exchange answer", async () => {
    const models = (await server.get("/api/ai/models")).body as {
      data: { models: { id: string; keyless: boolean; card: { name: string } | null }[] };
    };
    expect(models.data.models[0]).toMatchObject({ id: "local", keyless: true });
    expect(models.data.models.map((model) => model.id)).toEqual(
      expect.arrayContaining(["deepseek", "claude", "gemini"]),
    );
    expect(models.data.models.find((model) => model.id === "deepseek")?.card?.name).toBeTruthy();
    const test = (await server.get("/api/ai/test")).body;
    expect(test).toMatchObject({ success: true, data: { status: "ok", exchangeReachable: true } });
  });

  it("tells the web app the network, the exchange URL for approveAgent and server mode", async () => {
    const { body } = await server.get("/api/config");
    expect(body).toMatchObject({
      success: true,
      data: {
        network: "local",
        exchangeUrl: `${server.url}/hl`,
        hyperliquidChain: "Testnet",
        chainIds: { testnet: 421614, default: 42161, signatureChainId: "0x66eee" },
        serverMode: { available: true, account: "user" },
        liveTrading: false,
      },
    });
  });
});

describe("secrets", () => {
  it("never reach the logs or the database", async () => {
    const dataDir = await scratchFolder("server-secrets-");
    const server = await startTestServer({ LOG_LEVEL: "trace" }, { dataDir });
    const apiKey = "sk-or-v1-secret-api-key-never-logged-0123456789abcdef";
    const agentKey = `0x${"ab12".repeat(16)}`;
    const user = privateKeyToAccount(`0x${"34".repeat(32)}`);
    const { cookie } = await signIn(server, user);
    const keyHeaders = {
      "X-User-API-Key": apiKey,
      "X-DeepSeek-API-Key": apiKey,
      "X-Qwen-API-Key": apiKey,
      "X-Claude-API-Key": apiKey,
      "X-OpenAI-API-Key": apiKey,
      "X-Google-API-Key": apiKey,
      "X-API-Mode": "native",
      cookie,
    };
    await server.post(
      "/api/ai/smart-analysis",
      { model: "local", coins: ["BTC"], userAddress: user.address },
      keyHeaders,
    );
    await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: user.address,
        orders: [{ coin: "ETH", side: "BUY", quantity: 0.01 }],
        agentPrivateKey: agentKey,
      },
      keyHeaders,
    );
    await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "agent",
        mainWalletAddress: user.address,
        agentPrivateKey: agentKey,
        agentData: { privateKey: agentKey },
        actions: "x",
      },
      keyHeaders,
    );
    await server.post(
      "/api/account/close-position",
      { coin: "ETH", address: user.address, agentPrivateKey: agentKey },
      keyHeaders,
    );
    const logs = server.logs();
    await server.close();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(apiKey);
    expect(logs).not.toContain(agentKey.slice(2));

    const { db } = await folderDatabase(dataDir);
    try {
      const dump: unknown[] = [];
      for (const table of [
        "analyses",
        "executions",
        "equity_snapshots",
        "agents",
        "sessions",
        "auth_nonces",
      ]) {
        dump.push(await db.execute(`select * from ${table}`));
      }
      const text = JSON.stringify(dump);
      expect(text).toContain(user.address.toLowerCase());
      expect(text).not.toContain(apiKey);
      expect(text).not.toContain(agentKey.slice(2));
    } finally {
      await removeDataFolder(dataDir);
    }
  });
});
