import { describe, expect, it, vi } from "vitest";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import {
  keepRunFailure,
  MAX_PENDING_RUN_FAILURES,
  PENDING_RUN_FAILURE_MAX_AGE_MS,
  pendingRunFailures,
  type RunFailureEvent,
  sendPendingRunFailures,
} from "./pending-run-failures.ts";

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const DAY = 24 * 60 * 60_000;
const T0 = Date.UTC(2026, 0, 15, 9, 30);

const event = (n: number, at = T0 + n * 60_000): RunFailureEvent => ({
  key: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  error: `run ${n} failed`,
  at,
  model: "local-analyst",
});
const signedOut = () => new ApiError(clientErrorBody("SIGN_IN_REQUIRED", "Sign in"), 401);

describe("failed runs kept while signed out", () => {
  it("keeps them per wallet, oldest first, and only the newest 20 within a week", () => {
    for (let n = 0; n < MAX_PENDING_RUN_FAILURES + 5; n += 1)
      keepRunFailure(localStorage, ADDRESS, event(n), T0);
    const kept = pendingRunFailures(localStorage, ADDRESS.toLowerCase());
    expect(kept).toHaveLength(MAX_PENDING_RUN_FAILURES);
    expect(kept[0]).toEqual(event(5));
    expect(kept.at(-1)).toEqual(event(MAX_PENDING_RUN_FAILURES + 4));
    expect(pendingRunFailures(localStorage, "0x0000000000000000000000000000000000000001")).toEqual([]);

    // A week later, a new failure pushes the old ones out.
    const later = T0 + PENDING_RUN_FAILURE_MAX_AGE_MS + DAY;
    keepRunFailure(localStorage, ADDRESS, event(99, later), later);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([event(99, later)]);
  });

  it("reads broken or tampered storage as what is valid in it", () => {
    localStorage.setItem(`pending_run_failures:${ADDRESS.toLowerCase()}`, "{not json");
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([]);
    localStorage.setItem(
      `pending_run_failures:${ADDRESS.toLowerCase()}`,
      JSON.stringify([event(1), { key: 3 }, { ...event(2), error: " " }, null]),
    );
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([event(1)]);
  });

  it("sends each once with its own key and time, and forgets it once sent", async () => {
    for (const n of [1, 2, 3]) keepRunFailure(localStorage, ADDRESS, event(n), T0);
    const send = vi.fn(async () => undefined);
    expect(await sendPendingRunFailures(ADDRESS, { storage: localStorage, send, now: T0 + DAY })).toBe(3);
    expect(send.mock.calls).toEqual([
      [ADDRESS, event(1)],
      [ADDRESS, event(2)],
      [ADDRESS, event(3)],
    ]);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([]);
    expect(await sendPendingRunFailures(ADDRESS, { storage: localStorage, send, now: T0 + DAY })).toBe(0);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("stops while the session is still signed out or the server does not answer, keeping the rest", async () => {
    for (const n of [1, 2, 3]) keepRunFailure(localStorage, ADDRESS, event(n), T0);
    const send = vi
      .fn<(address: string, item: RunFailureEvent) => Promise<void>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(signedOut());
    expect(await sendPendingRunFailures(ADDRESS, { storage: localStorage, send, now: T0 })).toBe(1);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([event(2), event(3)]);

    send.mockRejectedValueOnce(
      new ApiError(clientErrorBody("NETWORK_ERROR", "offline"), null, { kind: "network" }),
    );
    expect(await sendPendingRunFailures(ADDRESS, { storage: localStorage, send, now: T0 })).toBe(0);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([event(2), event(3)]);
  });

  it("drops an event the server refuses for good, and one older than a week, and goes on with the next", async () => {
    keepRunFailure(localStorage, ADDRESS, event(1), T0);
    keepRunFailure(localStorage, ADDRESS, event(2), T0);
    keepRunFailure(localStorage, ADDRESS, event(3, T0 + 2 * DAY), T0 + 2 * DAY);
    const send = vi
      .fn<(address: string, item: RunFailureEvent) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(clientErrorBody("VALIDATION_ERROR", "bad"), 400))
      .mockResolvedValue(undefined);
    // All three are under a week old; the server refuses the first as invalid (it never will take it).
    const now = T0 + PENDING_RUN_FAILURE_MAX_AGE_MS - 1;
    expect(await sendPendingRunFailures(ADDRESS, { storage: localStorage, send, now })).toBe(2);
    expect(send.mock.calls.map(([, item]) => item.key)).toEqual([event(1).key, event(2).key, event(3).key]);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([]);

    // One kept longer than a week is not sent.
    keepRunFailure(localStorage, ADDRESS, event(4), T0);
    expect(
      await sendPendingRunFailures(ADDRESS, {
        storage: localStorage,
        send,
        now: T0 + PENDING_RUN_FAILURE_MAX_AGE_MS + DAY,
      }),
    ).toBe(0);
    expect(send).toHaveBeenCalledTimes(3);
    expect(pendingRunFailures(localStorage, ADDRESS)).toEqual([]);
  });
});
