import {
  accountQuerySchema,
  agentCheckQuerySchema,
  agentExecuteRequestSchema,
  agentRegisterRequestSchema,
  authVerifyRequestSchema,
  autoTradingScheduleRequestSchema,
  myRecordQuerySchema,
  placeProtectionRequestSchema,
  prepareRequestSchema,
  replayRequestSchema,
  serverModeExecuteRequestSchema,
  smartAnalysisRequestSchema,
} from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { addressQuerySchema, closePositionRequestSchema, fillsQuerySchema } from "./routes/account.ts";
import { listQuerySchema } from "./routes/agents.ts";
import { testConnectionQuerySchema } from "./routes/ai-info.ts";
import { aiPromptQuerySchema } from "./routes/ai-prompt.ts";
import { autoTradingRunsQuerySchema, autoTradingScheduleQuerySchema } from "./routes/auto-trading.ts";
import { prepareCloseSchema } from "./routes/execution.ts";
import { analysesQuerySchema, historyQuerySchema } from "./routes/history.ts";
import { pricesQuerySchema } from "./routes/market.ts";
import { replayListQuerySchema, replayRunRefSchema } from "./routes/replay.ts";

/** What the document says about one route: a summary and its zod schemas. */
interface RouteDoc {
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
}

const DOCS: Readonly<Record<string, RouteDoc>> = {
  "GET /api/health": { summary: "Ready, and the network traded" },
  "GET /api/config": { summary: "Network, exchange URL for approveAgent, chain ids, server mode" },
  "GET /api/docs": { summary: "This OpenAPI document" },
  "GET /api/auth/nonce": { summary: "A single-use Sign-In with Ethereum nonce" },
  "POST /api/auth/verify": {
    summary: "Sign in with a signed EIP-4361 message; sets the session cookie",
    body: authVerifyRequestSchema,
  },
  "GET /api/auth/session": { summary: "The signed-in address of the session cookie" },
  "POST /api/auth/logout": { summary: "Ends the session" },
  "POST /api/ai/smart-analysis": {
    summary: "Analyse coins and return decisions (stored)",
    body: smartAnalysisRequestSchema,
  },
  "GET /api/ai/models": { summary: "Models a user can pick and where each goes" },
  "GET /api/ai/test": { summary: "Whether the analysis engine and the exchange answer" },
  "GET /api/ai/test-connection": {
    summary: "Check the request's provider key with a one-word call; fails with the provider's errorCode",
    query: testConnectionQuerySchema,
  },
  "GET /api/ai/analyses": {
    summary: "Stored analyses of an address, newest first",
    query: analysesQuerySchema,
  },
  "GET /api/account/overview": {
    summary: "Performance, positions, open orders, portfolio",
    query: accountQuerySchema,
  },
  "GET /api/account/balance": {
    summary: "Account value, margin used, available cash",
    query: addressQuerySchema,
  },
  "GET /api/account/performance": {
    summary: "Performance against an initial balance",
    query: accountQuerySchema,
  },
  "GET /api/account/positions": { summary: "Open positions", query: addressQuerySchema },
  "GET /api/account/open-orders": { summary: "Resting orders and TP/SL triggers", query: addressQuerySchema },
  "GET /api/account/fills": { summary: "Latest fills", query: fillsQuerySchema },
  "GET /api/account/equity-history": { summary: "Equity snapshots of an address", query: historyQuerySchema },
  "GET /api/community/my-record": {
    summary: "An address's own record per model: analyses, executions, closed trades, win rate, realised P&L",
    query: myRecordQuerySchema,
  },
  "GET /api/market/prices": { summary: "Current mid prices of catalogue coins", query: pricesQuerySchema },
  "GET /api/account/ai-prompt": {
    summary: "The prompt a model would be sent now",
    query: aiPromptQuerySchema,
  },
  "GET /api/account/test": { summary: "Whether the exchange answers" },
  "POST /api/account/close-position": {
    summary: "Close a position (server mode, signed in)",
    body: closePositionRequestSchema,
  },
  "POST /api/account/place-protection": {
    summary:
      "Place the stops and targets an execution's filled orders lack, from its stored plan (server mode)",
    body: placeProtectionRequestSchema,
  },
  "POST /api/account/withdraw": { summary: "Withdrawals are not available on this network" },
  "POST /api/agent/register": {
    summary: "Register an agent with the main wallet's signed limits",
    body: agentRegisterRequestSchema,
  },
  "GET /api/agent/list": { summary: "Agents the exchange lists for a wallet", query: listQuerySchema },
  "GET /api/agent/check": {
    summary: "Whether an agent may trade for a wallet now",
    query: agentCheckQuerySchema,
  },
  "POST /api/signing/prepare": {
    summary: "Exact exchange actions for the agent to sign",
    body: prepareRequestSchema,
  },
  "POST /api/signing/prepare-close": {
    summary: "Actions that close a position, for the agent to sign",
    body: prepareCloseSchema,
  },
  "POST /api/signing/execute-with-agent": {
    summary: "Execute: agent-signed actions, or server mode for a signed-in address (Idempotency-Key header)",
    body: z.union([agentExecuteRequestSchema, serverModeExecuteRequestSchema]),
  },
  "POST /api/replay/runs": {
    summary: "Start a replay of the local analyst on past candles (runs in the background)",
    body: replayRequestSchema,
  },
  "GET /api/replay/runs": { summary: "Replays of a wallet, newest first", query: replayListQuerySchema },
  "GET /api/replay/run": {
    summary: "One replay: progress, and its result once done",
    query: replayRunRefSchema,
  },
  "GET /api/auto-trading/schedule": {
    summary: "The server-side auto-trading schedule of the signed-in address (null when none)",
    query: autoTradingScheduleQuerySchema,
  },
  "POST /api/auto-trading/schedule": {
    summary:
      "Save the server-side auto-trading schedule of the signed-in address (local analyst, server mode)",
    body: autoTradingScheduleRequestSchema,
  },
  "GET /api/auto-trading/runs": {
    summary: "The latest server-side auto-trading runs of the signed-in address, newest first",
    query: autoTradingRunsQuerySchema,
  },
  "POST /api/replay/cancel": { summary: "Stop a running replay", body: replayRunRefSchema },
  "POST /api/replay/resume": {
    summary: "Run an interrupted, cancelled or failed replay again",
    body: replayRunRefSchema,
  },
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

const errorResponse = {
  description: "Failure: { success: false, errorCode, error, details? }",
  content: {
    "application/json": {
      schema: {
        type: "object",
        required: ["success", "errorCode", "error"],
        properties: {
          success: { const: false },
          errorCode: { type: "string" },
          error: { type: "string" },
          details: { type: "string" },
        },
      },
    },
  },
};

function queryParameters(schema: z.ZodType) {
  const object = jsonSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of the API routes registered on the app. */
export function buildOpenApi(routes: readonly { method: string; url: string }[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const { method, url } of routes) {
    const doc = DOCS[`${method} ${url}`] ?? { summary: url };
    const operation: Record<string, unknown> = {
      summary: doc.summary,
      responses: {
        "200": { description: "Success: { success: true, data }" },
        "4XX": errorResponse,
        "5XX": errorResponse,
      },
    };
    if (doc.query) operation.parameters = queryParameters(doc.query);
    if (doc.body)
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: jsonSchema(doc.body) } },
      };
    paths[url] = { ...paths[url], [method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "HL AI Trader API",
      version: "1.0.0",
      description: "Every call of the product product rules §7, under /api.",
    },
    paths,
  };
}

/** Collects the API routes as they are registered and serves their OpenAPI document at `GET /api/docs`. */
export function docsRoutes(app: FastifyInstance): void {
  const routes: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat())
      if (method === "GET" || method === "POST") routes.push({ method, url: route.url });
  });
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get("/api/docs", async () => {
    document ??= buildOpenApi(routes);
    return document;
  });
}
