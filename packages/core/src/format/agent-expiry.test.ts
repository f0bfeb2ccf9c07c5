import { describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import { agentExpiresIn, isExpiringSoon } from "./agent-expiry.ts";

const now = 1_700_000_000_000;
const minutes = (count: number) => count * 60_000;

describe("agentExpiresIn", () => {
  it("shows the hours and minutes left", () => {
    const expiry = agentExpiresIn(now + minutes(5 * 60 + 30) + 59_000, now);
    expect(expiry).toMatchObject({ expired: false, hours: 5, minutes: 30 });
    expect(translate(expiry.message, "en")).toBe("5h 30m");
    expect(translate(expiry.message, "zh")).toBe("5 小时 30 分钟");
  });

  it("shows an agent at or past its expiry as expired", () => {
    for (const expirationTime of [now, now - 1]) {
      const expiry = agentExpiresIn(expirationTime, now);
      expect(expiry).toMatchObject({ expired: true, hours: 0, minutes: 0 });
      expect(translate(expiry.message, "en")).toBe("Expired");
      expect(translate(expiry.message, "zh")).toBe("已过期");
    }
  });
});

describe("isExpiringSoon", () => {
  it("is true with under an hour left, and not once expired", () => {
    expect(isExpiringSoon(now + minutes(59), now)).toBe(true);
    expect(isExpiringSoon(now + minutes(60), now)).toBe(false);
    expect(isExpiringSoon(now, now)).toBe(false);
    expect(isExpiringSoon(now - 1, now)).toBe(false);
  });
});
