import { AGENT_PERMISSION_TYPES, agentPermissionDomain, errorBodySchema } from "@app/core";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const user = privateKeyToAccount(`0x${"3c".repeat(32)}`);

describe("text PostgreSQL cannot store", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ["a NUL", "watch \u0000 funding"],
    ["a lone high surrogate", "watch \ud800 funding"],
    ["a lone low surrogate", "\udc00"],
  ])("refuses a customPrompt with %s with 400 VALIDATION_ERROR, before any analysis", async (_name, text) => {
    const answer = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["BTC"],
      userAddress: user.address,
      customPrompt: text,
    });
    expect(answer.status).toBe(400);
    const body = errorBodySchema.parse(answer.body);
    expect(body.errorCode).toBe("VALIDATION_ERROR");
    expect(body.details).toContain("customPrompt");
  });

  it("stores an analysis whose prompt holds a paired surrogate (an emoji) and lists it", async () => {
    const answer = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["BTC"],
      userAddress: user.address,
      customPrompt: "mind the 🚀 hype",
    });
    expect(answer.status).toBe(200);
    const listed = await server.get(`/api/ai/analyses?address=${user.address}`);
    expect((listed.body as { data: { analyses: unknown[] } }).data.analyses).toHaveLength(1);
  });

  it("refuses an agentName with a NUL with 400 VALIDATION_ERROR, storing nothing", async () => {
    const main = privateKeyToAccount(generatePrivateKey());
    const agent = privateKeyToAccount(generatePrivateKey());
    const time = Date.now();
    const expirationTime = time + 3_600_000;
    const signature = await main.signTypedData({
      domain: agentPermissionDomain(421614),
      types: AGENT_PERMISSION_TYPES,
      primaryType: "AgentPermission",
      message: {
        agentAddress: agent.address,
        maxOrderSize: 1_000_000_000n,
        expirationTime: BigInt(expirationTime),
        nonce: BigInt(time),
      },
    });
    const answer = await server.post("/api/agent/register", {
      mainWalletAddress: main.address,
      agentAddress: agent.address,
      agentName: "bot\u0000",
      permissions: { maxOrderSize: "1000000000", expirationTime, nonce: time, chainId: 421614 },
      signature,
    });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).errorCode).toBe("VALIDATION_ERROR");
    const listed = await server.get(`/api/agent/list?address=${main.address}`);
    expect(JSON.stringify(listed.body)).not.toContain("bot");
  });
});
