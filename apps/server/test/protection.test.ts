import { connect } from "node:net";
import { errorBodySchema, translateApiError } from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const first = "0x00000000000000000000000000000000000000f1";
const second = "0x00000000000000000000000000000000000000f2";

describe("protection", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: "12",
      ADDRESS_RATE_LIMIT_PER_MINUTE: "3",
      HL_RATE_LIMIT_PER_MINUTE: "5",
      TRUST_PROXY: "true",
      CORS_ORIGINS: "http://allowed.example",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("sends security headers and allows only the configured origins", async () => {
    const health = await server.get("/api/health");
    expect(health.headers.get("x-content-type-options")).toBe("nosniff");
    expect(health.headers.get("content-security-policy")).toContain("default-src 'self'");
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/account/overview`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET" },
      });
    expect((await preflight("http://allowed.example")).headers.get("access-control-allow-origin")).toBe(
      "http://allowed.example",
    );
    expect((await preflight("http://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("counts only a signed-in address's own requests against its budget; anonymous reads per IP", async () => {
    const victim = privateKeyToAccount(`0x${"5a".repeat(32)}`);
    const attacker = { "x-forwarded-for": "10.0.0.66" };
    const own = { "x-forwarded-for": "10.0.0.1" };
    const { cookie } = await signIn(server, victim, own);
    const address = victim.address.toLowerCase();
    // Another IP naming the victim's address, unauthenticated: limited per IP only, never the victim.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await server.get(`/api/account/balance?address=${address}`, attacker)).status).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await server.get(`/api/account/balance?address=${address}`, { ...own, cookie })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await server.get(`/api/account/balance?address=${address}`, { ...own, cookie });
    expect(errorBodySchema.parse(limited.body).errorCode).toBe("RATE_LIMITED");
    // Said in the reader's language, with how long to wait.
    expect(translateApiError(limited.body, "zh")).toMatch(
      new RegExp(`^请求过于频繁，请稍后再试: ${address} 每分钟的已登录请求超过 3 次，请 \\d+ 秒后再试$`),
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Without the session the same IP reads on: the address budget is for authenticated requests.
    expect((await server.get(`/api/account/balance?address=${address}`, own)).status).toBe(200);

    const flooder = { "x-forwarded-for": "10.0.0.99" };
    let answer = await server.get("/api/health", flooder);
    while (answer.status === 200) answer = await server.get("/api/health", flooder);
    expect(answer.status).toBe(429);
    expect(errorBodySchema.parse(answer.body).errorCode).toBe("RATE_LIMITED");
    expect(translateApiError(answer.body, "zh")).toMatch(
      /^请求过于频繁，请稍后再试: 此 IP 每分钟请求超过 \d+ 次，请一分钟后再试$/,
    );
    expect(answer.headers.get("retry-after")).not.toBeNull();
    expect((await server.get(`/api/account/balance?address=${second}`, attacker)).status).toBe(200);
  });

  it("limits the local exchange at /hl per IP, never the server's own calls to it", async () => {
    const flooder = { "x-forwarded-for": "10.0.1.5" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await server.post("/hl/info", { type: "allMids" }, flooder)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The server's own reads of its exchange do not go through /hl: its answers still work.
    expect(
      (await server.get(`/api/account/balance?address=${first}`, { "x-forwarded-for": "10.0.1.6" })).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect(
        (await server.get(`/api/account/positions?address=${first}`, { "x-forwarded-for": "10.0.1.7" }))
          .status,
      ).toBe(200);
  });

  it("marks the session cookie Secure behind a TLS-terminating proxy it trusts", async () => {
    const behindTls = await signIn(server, privateKeyToAccount(`0x${"6b".repeat(32)}`), {
      "x-forwarded-for": "10.0.2.1",
      "x-forwarded-proto": "https",
    });
    expect(behindTls.setCookie).toMatch(/;\s*Secure/i);
    const plain = await signIn(server, privateKeyToAccount(`0x${"6c".repeat(32)}`), {
      "x-forwarded-for": "10.0.2.2",
    });
    expect(plain.setCookie).not.toMatch(/;\s*Secure/i);
  });

  it("answers 408 and frees the connection when a body stops short of its Content-Length", async () => {
    // A server of its own with the shortest request timeout the config allows: Node checks the open
    // requests every min(1 s, timeout), so the default 30 s (or even 1 s) would only make the test wait.
    const impatient = await startTestServer({ REQUEST_TIMEOUT_MS: "100" });
    try {
      const url = new URL(impatient.url);
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(url.port), url.hostname);
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString("utf8");
        });
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
        socket.write(
          'POST /api/ai/smart-analysis HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"coins":',
        );
      });
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await impatient.close();
    }
  }, 20_000);
});
