import type { ReplayRunRequestInput } from "@app/core";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import {
  changeReplayMutationOptions,
  replayListQueryOptions,
  startReplayMutationOptions,
} from "./replay-queries.ts";

const HOUR = 3_600_000;
const request: ReplayRunRequestInput = {
  userAddress: "0x1111111111111111111111111111111111111111",
  coins: ["BTC"],
  start: Date.UTC(2026, 10, 20) - 24 * HOUR,
  end: Date.UTC(2026, 10, 20),
};
const runId = "0b6f1e5c-4a4e-4d57-9a64-7e1f2b3c4d5e";

/** Answers every request with a refusal and records the order of the sign-in and the requests. */
function record() {
  const steps: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      steps.push(`fetch ${String(input)}`);
      return new Response(JSON.stringify({ success: false, errorCode: "TEST_STOP", error: "stop" }), {
        status: 400,
      });
    }),
  );
  return steps;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("replay queries", () => {
  it("sign in before starting, cancelling or resuming a replay, and send no address but the run's id", async () => {
    const steps = record();
    const signIn = vi.fn(async () => {
      steps.push("sign in");
    });
    const client = new QueryClient();
    const start = client.getMutationCache().build(client, startReplayMutationOptions(signIn));
    await expect(start.execute(request)).rejects.toBeInstanceOf(ApiError);
    const change = client.getMutationCache().build(client, changeReplayMutationOptions(signIn));
    await expect(change.execute({ action: "cancel", id: runId })).rejects.toBeInstanceOf(ApiError);
    expect(steps).toEqual([
      "sign in",
      expect.stringMatching(/\/api\/replay\/runs$/),
      "sign in",
      expect.stringMatching(/\/api\/replay\/cancel$/),
    ]);
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[1]?.[1]?.body));
    expect(body).toEqual({ id: runId });
  });

  it("send nothing when the sign-in is refused", async () => {
    const steps = record();
    const refused = new ApiError(clientErrorBody("SIGN_IN_FAILED", "Wallet sign-in failed"), null);
    const signIn = vi.fn(async () => Promise.reject(refused));
    const client = new QueryClient();
    const start = client.getMutationCache().build(client, startReplayMutationOptions(signIn));
    await expect(start.execute(request)).rejects.toBe(refused);
    expect(steps).toEqual([]);
  });

  it("wait for the sign-in instead of retrying a signed-out list, and retry other failures", () => {
    const retry = replayListQueryOptions("0x1111111111111111111111111111111111111111").retry;
    if (typeof retry !== "function") throw new Error("the list retries with a function");
    const signedOut = new ApiError(clientErrorBody("SIGN_IN_REQUIRED", "Please sign in"), 401);
    const lost = new ApiError(clientErrorBody("NETWORK_ERROR", "lost"), null, { kind: "network" });
    expect(retry(0, signedOut)).toBe(false);
    expect(retry(0, lost)).toBe(true);
    expect(retry(3, lost)).toBe(false);
  });
});
