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
    const oldest = now - NONCE_PAST_MS;
    expect(nonces.check("0xa", oldest - 5, now)).toBe(
      `Invalid nonce: nonce too low ${oldest - 5} < ${oldest}`,
    );
    expect(nonces.check("0xa", oldest + 1, now)).toBeNull();
    const newest = now + 86_400_000;
    expect(nonces.check("0xa", newest + 7, now)).toBe(
      `Invalid nonce: nonce too high ${newest + 7} > ${newest}`,
    );
    expect(nonces.check("0xa", newest - 1, now)).toBeNull();
  });

  it("keeps the 100 highest and refuses anything not above the smallest of them", () => {
    const nonces = new NonceTracker();
    for (let i = 1; i <= TRACKED_NONCES + 5; i += 1) nonces.record("0xa", now + i);
    expect(nonces.check("0xa", now + 6, now)).toMatch(/duplicate/);
    expect(nonces.check("0xa", now + 3, now)).toBe(`Invalid nonce: nonce too low ${now + 3} < ${now + 6}`);
    expect(nonces.check("0xa", now + 500, now)).toBeNull();
  });
});
