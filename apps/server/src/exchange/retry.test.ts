import { HttpRequestError } from "@nktkas/hyperliquid";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, RetryingTransport, retryDelayMs, withRetry } from "./retry.ts";

const answer = (status: number, headers: Record<string, string> = {}) =>
  new HttpRequestError({ response: new Response("{}", { status, headers }) });

describe("withRetry", () => {
  it("retries 429 and 5xx answers, waiting what retry-after asks", async () => {
    const waits: number[] = [];
    const errors = [answer(429, { "retry-after": "2" }), answer(503)];
    const result = await withRetry(
      async () => {
        const error = errors.shift();
        if (error) throw error;
        return "ok";
      },
      {
        sleep: async (ms) => {
          waits.push(ms);
        },
        random: () => 0.5,
      },
    );
    expect(result).toEqual({ ok: true, value: "ok", attempts: 3 });
    expect(waits).toEqual([2000, 375]);
  });

  it("gives up after the last attempt and never retries a 4xx", async () => {
    let calls = 0;
    const failing = await withRetry(
      async () => {
        calls += 1;
        throw answer(502);
      },
      { sleep: async () => {} },
    );
    expect(failing.ok).toBe(false);
    expect(calls).toBe(MAX_ATTEMPTS);
    calls = 0;
    const refused = await withRetry(
      async () => {
        calls += 1;
        throw answer(422);
      },
      { sleep: async () => {} },
    );
    expect(refused).toMatchObject({ ok: false, attempts: 1 });
    expect(calls).toBe(1);
  });

  it("backs off exponentially with jitter without retry-after", () => {
    expect([0, 1, 2].map((attempt) => retryDelayMs(answer(500), attempt, () => 0))).toEqual([125, 250, 500]);
    expect([0, 1, 2].map((attempt) => retryDelayMs(answer(500), attempt, () => 0.999))).toEqual([
      249, 499, 999,
    ]);
  });

  it("stops waiting as soon as the caller aborts", async () => {
    const controller = new AbortController();
    let calls = 0;
    const pending = withRetry(
      async () => {
        calls += 1;
        throw answer(503, { "retry-after": "5" });
      },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error("gone")), 20);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, attempts: 1, error: new Error("gone") });
    expect(calls).toBe(1);
  });
});

describe("RetryingTransport", () => {
  it("resends a request the exchange answered 503, and never one the caller gave up on", async () => {
    const sent: unknown[] = [];
    const failures = [answer(503, { "retry-after": "0" })];
    const transport = new RetryingTransport({
      isTestnet: true,
      async request<T>(_endpoint: string, payload: unknown): Promise<T> {
        sent.push(payload);
        const failure = failures.shift();
        if (failure) throw failure;
        return { status: "ok" } as T;
      },
    });
    expect(await transport.request("exchange", { nonce: 1 })).toEqual({ status: "ok" });
    expect(sent).toEqual([{ nonce: 1 }, { nonce: 1 }]);
    const controller = new AbortController();
    controller.abort();
    await expect(transport.request("info", { type: "allMids" }, controller.signal)).rejects.toThrow();
    expect(sent).toHaveLength(2);
  });
});
