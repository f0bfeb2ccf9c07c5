import { describe, expect, it } from "vitest";
import { NONCE_PAST_MS, NonceTracker, TRACKED_NONCES } from "./nonces.ts";

describe("nonce rules", () => {
  const now = 1_763_600_000_000;

  it("accepts fresh nonces once and refuses replays", () => {
    const nonces = new NonceTracker();
    expect(nonces.check("0xa", now, now)).toBeNull();
    nonces.record("0xa", now);
    expect(nonces.check("0xa", now, now)).toBe(`Invalid nonce: duplicate nonce ${now}`);
    expect(nonces.check("0xb", now, now)).toBeNull();
  });

  it("refuses nonces outside (now − 2 days, now + 1 day)", () => {
    const nonces = new NonceTracker();
    expect(nonces.check("0xa", now - NONCE_PAST_MS, now)).toMatch(/^Invalid nonce/);
    expect(nonces.check("0xa", now - NONCE_PAST_MS + 1, now)).toBeNull();
    expect(nonces.check("0xa", now + 86_400_000, now)).toMatch(/^Invalid nonce/);
  });

  it("keeps the 100 highest and refuses anything not above the smallest of them", () => {
    const nonces = new NonceTracker();
    for (let i = 1; i <= TRACKED_NONCES + 5; i += 1) nonces.record("0xa", now + i);
    expect(nonces.check("0xa", now + 6, now)).toMatch(/duplicate/);
    expect(nonces.check("0xa", now + 3, now)).toMatch(/lower than the smallest/);
    expect(nonces.check("0xa", now + 500, now)).toBeNull();
  });
});
