import { errorBodySchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeProviderServer, startFakeProviderServer } from "../../test/support/fake-provider-server.ts";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";

let fake: FakeProviderServer;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer({
    AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
    AI_BASE_URL_ANTHROPIC: `${fake.url}/anthropic/v1`,
    AI_BASE_URL_GOOGLE: `${fake.url}/google/v1beta`,
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

let counter = 0;
/** A fresh key per call: the fake reads its scenario from the key and counts attempts per key. */
const key = (prefix: string, scenario: string) =>
  `${prefix}-test-${scenario}-${++counter}-abcdefghijklmnopqrstuvwxyz`;

describe("GET /api/ai/test-connection", () => {
  it("says an OpenRouter key works, with the provider model that answered", async () => {
    const apiKey = key("sk-or-v1", "valid");
    const { status, body } = await server.get("/api/ai/test-connection?model=claude", {
      "X-API-Mode": "openrouter",
      "X-User-API-Key": apiKey,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      data: { ok: true, model: "claude", mode: "openrouter", provider: "openrouter" },
    });
    expect(fake.calls.some((call) => call.headers.authorization === `Bearer ${apiKey}`)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(apiKey);
  });

  it("picks the first model the native keys cover when none is named", async () => {
    const { status, body } = await server.get("/api/ai/test-connection", {
      "X-API-Mode": "native",
      "X-Google-API-Key": key("AIza", "valid"),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { ok: true, model: "gemini", mode: "native", provider: "google" } });
  });

  it("answers a rejected key with the spec's errorCode, Gemini's 400 API_KEY_INVALID included", async () => {
    const openRouter = await server.get("/api/ai/test-connection", {
      "X-User-API-Key": key("sk-or-v1", "unauthorized"),
    });
    expect(openRouter.status).toBe(401);
    expect(errorBodySchema.parse(openRouter.body).errorCode).toBe("UNAUTHORIZED");
    const gemini = await server.get("/api/ai/test-connection?model=gemini", {
      "X-API-Mode": "native",
      "X-Google-API-Key": key("AIza", "unauthorized"),
    });
    expect(errorBodySchema.parse(gemini.body).errorCode).toBe("UNAUTHORIZED");
  });

  it("says which key is missing before calling anyone, and needs no key for the local analyst", async () => {
    const before = fake.calls.length;
    const missing = await server.get("/api/ai/test-connection?model=claude", { "X-API-Mode": "native" });
    expect(missing.status).toBe(400);
    expect(errorBodySchema.parse(missing.body).errorCode).toBe("MISSING_NATIVE_API_KEY");
    const openRouter = await server.get("/api/ai/test-connection");
    expect(errorBodySchema.parse(openRouter.body).errorCode).toBe("MISSING_OPENROUTER_API_KEY");
    expect(fake.calls.length).toBe(before);
    const local = await server.get("/api/ai/test-connection?model=local");
    expect(local.body).toMatchObject({ success: true, data: { ok: true, provider: "built-in" } });
  });

  it("refuses an unknown model with a 4xx", async () => {
    const { status, body } = await server.get("/api/ai/test-connection?model=gpt9");
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).errorCode).toBe("VALIDATION_ERROR");
  });
});
