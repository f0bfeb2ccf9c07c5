import {
  errorBodySchema,
  executeResponseSchema,
  recentAnalysesResponseSchema,
  recentAnalysisData,
  smartAnalysisResponseSchema,
  translateApiError,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const bob = privateKeyToAccount("0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a");
const carol = privateKeyToAccount(`0x${"c4".repeat(32)}`);
const order = { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 } as const;

const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;

describe("server mode needs a Sign-In with Ethereum session", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses to trade for an address that has not signed in", async () => {
    const answer = await server.post("/api/signing/execute-with-agent", {
      mode: "server",
      userAddress: alice.address,
      orders: [order],
    });
    expect(answer.status).toBe(401);
    expect(errorCode(answer.body)).toBe("SIGN_IN_REQUIRED");
  });

  it("takes the spec's body without `mode` as a server-mode request", async () => {
    // The spec's server-mode body: orders[] and userAddress, no mode.
    const specBody = { orders: [order], userAddress: carol.address };
    const refused = await server.post("/api/signing/execute-with-agent", specBody);
    expect(refused.status).toBe(401);
    expect(errorCode(refused.body)).toBe("SIGN_IN_REQUIRED");
    const { cookie } = await signIn(server, carol);
    const filled = await server.post("/api/signing/execute-with-agent", specBody, {
      cookie,
      "idempotency-key": "exec-spec-body-0001",
    });
    expect(filled.status).toBe(200);
    const answer = executeResponseSchema.parse(filled.body);
    expect(answer.mode).toBe("server");
    expect(answer.data.results).toEqual([expect.objectContaining({ coin: "ETH", success: true })]);
  });

  it("still refuses a body that names neither mode's fields", async () => {
    const answer = await server.post("/api/signing/execute-with-agent", { orders: [order] });
    expect(answer.status).toBe(400);
  });

  it("refuses to trade for another address than the one signed in", async () => {
    const { cookie } = await signIn(server, bob);
    const answer = await server.post(
      "/api/signing/execute-with-agent",
      { mode: "server", userAddress: alice.address, orders: [order] },
      { cookie },
    );
    expect(answer.status).toBe(401);
    expect(errorCode(answer.body)).toBe("SIGN_IN_REQUIRED");
  });

  it("refuses a reused nonce, a message for another host and a tampered signature", async () => {
    const nonceOf = async () =>
      ((await server.get("/api/auth/nonce")).body as { data: { nonce: string } }).data.nonce;
    const host = new URL(server.url).host;
    const messageFor = (nonce: string, domain = host) =>
      createSiweMessage({
        domain,
        address: alice.address,
        uri: server.url,
        version: "1",
        chainId: 421614,
        nonce,
      });

    const nonce = await nonceOf();
    const message = messageFor(nonce);
    const signature = await alice.signMessage({ message });
    const tampered = await server.post("/api/auth/verify", {
      message: message.replace(`URI: ${server.url}`, `URI: ${server.url}/elsewhere`),
      signature,
    });
    expect(tampered.status).toBe(401);
    expect(errorCode(tampered.body)).toBe("INVALID_SIGNATURE");
    // The failed attempt used the nonce up.
    const reused = await server.post("/api/auth/verify", { message, signature });
    expect(errorCode(reused.body)).toBe("SIGN_IN_FAILED");

    const phishing = messageFor(await nonceOf(), "evil.example.com");
    const elsewhere = await server.post("/api/auth/verify", {
      message: phishing,
      signature: await alice.signMessage({ message: phishing }),
    });
    expect(errorCode(elsewhere.body)).toBe("SIGN_IN_FAILED");

    const garbage = await server.post("/api/auth/verify", { message: "hello", signature });
    expect(garbage.status).toBe(401);
  });

  it("refuses messages issued a day ahead or a month ago, for chain 1, or expiring in ten years", async () => {
    const nonce = ((await server.get("/api/auth/nonce")).body as { data: { nonce: string } }).data.nonce;
    const now = Date.now();
    const base = {
      domain: new URL(server.url).host,
      address: alice.address,
      uri: server.url,
      version: "1" as const,
      chainId: 421614,
      nonce,
    };
    const cases = [
      { issuedAt: new Date(now + 86_400_000) },
      { issuedAt: new Date(now - 30 * 86_400_000) },
      { chainId: 1 },
      { expirationTime: new Date(now + 10 * 365 * 86_400_000) },
    ];
    const said: string[] = [];
    for (const change of cases) {
      const message = createSiweMessage({ ...base, ...change });
      const answer = await server.post("/api/auth/verify", {
        message,
        signature: await alice.signMessage({ message }),
      });
      expect(answer.status, JSON.stringify(change)).toBe(401);
      expect(errorCode(answer.body)).toBe("SIGN_IN_FAILED");
      said.push(translateApiError(answer.body, "zh"));
    }
    // Why, in the reader's language.
    expect(said[2]).toMatch(/^钱包签名登录失败，请重新签名: 消息必须指定链 \d+ \/ \d+$/);
    expect(said[3]).toBe("钱包签名登录失败，请重新签名: 消息的过期时间晚于一次会话的时长（24 小时）");
    // The refusals left the nonce usable: the app's own message (now, Arbitrum One, no expiry) signs in.
    const message = createSiweMessage({ ...base, chainId: 42161 });
    const answer = await server.post("/api/auth/verify", {
      message,
      signature: await alice.signMessage({ message }),
    });
    expect(answer.status).toBe(200);
  });

  it("says who is signed in and forgets them on logout", async () => {
    const { cookie } = await signIn(server, alice);
    const before = await server.get("/api/auth/session", { cookie });
    expect((before.body as { data: { address: string } }).data.address).toBe(alice.address.toLowerCase());
    await server.post("/api/auth/logout", {}, { cookie });
    const after = await server.get("/api/auth/session", { cookie });
    expect((after.body as { data: { address: string | null } }).data.address).toBeNull();
  });

  it("fills a duplicated execute request once and answers the duplicate with the first results", async () => {
    const { cookie } = await signIn(server, alice);
    const headers = { cookie, "idempotency-key": "exec-duplicate-0001" };
    const body = { mode: "server", userAddress: alice.address, orders: [order] };
    const [first, second] = await Promise.all([
      server.post("/api/signing/execute-with-agent", body, headers),
      server.post("/api/signing/execute-with-agent", body, headers),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers[0]?.status).toBe(200);
    // The second arrived while the first ran (409, in progress) or after it (200, replayed).
    expect([200, 409]).toContain(answers[1]?.status);
    const retry = await server.post("/api/signing/execute-with-agent", body, headers);
    expect(retry.status).toBe(200);
    expect((retry.body as { replayed: boolean }).replayed).toBe(true);
    expect(executeResponseSchema.parse(retry.body).data).toEqual(
      executeResponseSchema.parse(answers[0]?.body).data,
    );
    const positions = (await server.get(`/api/account/overview?address=${alice.address}`)).body as {
      data: { positions: { coin: string; size: number }[] };
    };
    expect(positions.data.positions).toEqual([expect.objectContaining({ coin: "ETH", size: 0.01 })]);
  });

  it("refuses a malformed idempotency key", async () => {
    const { cookie } = await signIn(server, alice);
    const answer = await server.post(
      "/api/signing/execute-with-agent",
      { mode: "server", userAddress: alice.address, orders: [order] },
      { cookie, "idempotency-key": "no spaces allowed" },
    );
    expect(answer.status).toBe(400);
  });
});

const postgresUrl = inject("postgresUrl");
const restartBackends: [string, string | undefined][] = [["PGlite", undefined]];
if (postgresUrl) restartBackends.push(["PostgreSQL (DATABASE_URL)", postgresUrl]);

describe.each(restartBackends)("a restart on %s", (_name, adminUrl) => {
  let place: TestDatabase;
  beforeAll(async () => {
    place = await createTestDatabase(adminUrl);
  });
  afterAll(async () => {
    await place.drop();
  });

  it("keeps sessions, analyses, executions and equity snapshots", async () => {
    const environment: Record<string, string> = place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {};
    // The server's own restart on PGlite's files, as the product keeps them.
    const options = { dataDir: place.dataDir, databaseFiles: true };
    const first = await startTestServer(environment, options);
    const { cookie } = await signIn(first, alice);
    const analysis = smartAnalysisResponseSchema.parse(
      (
        await first.post("/api/ai/smart-analysis", {
          model: "local",
          coins: ["BTC"],
          userAddress: alice.address,
        })
      ).body,
    );
    const headers = { cookie, "idempotency-key": "exec-restart-0001" };
    const body = { mode: "server", userAddress: alice.address, orders: [order] };
    const executed = await first.post("/api/signing/execute-with-agent", body, headers);
    expect(executed.status).toBe(200);
    await first.close();

    const second = await startTestServer(environment, options);
    try {
      const replay = await second.post("/api/signing/execute-with-agent", body, headers);
      expect(replay.status).toBe(200);
      expect((replay.body as { replayed: boolean }).replayed).toBe(true);
      const history = await second.get(`/api/account/equity-history?address=${alice.address}`);
      expect((history.body as { data: { points: unknown[] } }).data.points.length).toBeGreaterThan(0);
      const analyses = await second.get(`/api/ai/analyses?address=${alice.address}`);
      const [stored] = recentAnalysesResponseSchema.parse(analyses.body).data.analyses;
      expect(stored?.id).toBe(analysis.data.metadata.analysisId);
      // Enough is kept to show the analysis again as it was.
      expect(stored && recentAnalysisData(stored)).toMatchObject({
        analysis: analysis.data.analysis,
        prompts: analysis.data.prompts,
        metadata: { coins: ["BTC"], riskPreference: "balanced", model: analysis.data.metadata.model },
      });
    } finally {
      await second.close();
    }
  });
});
