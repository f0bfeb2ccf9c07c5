import { describe, expect, it } from "vitest";
import { formatEth, shortenAddress } from "./wallet.ts";

describe("shortenAddress", () => {
  it("keeps the first 6 and last 4 characters", () => {
    expect(shortenAddress("0x1234567890abcdef1234567890abcdef1234abcd")).toBe("0x1234…abcd");
  });

  it("leaves an address that is already short", () => {
    expect(shortenAddress("0x12345678")).toBe("0x12345678");
  });
});

describe("formatEth", () => {
  it("shows wei as ETH to 4 decimals, rounding half up", () => {
    expect(formatEth(1_234_567_890_000_000_000n)).toBe("1.2346");
    expect(formatEth(0n)).toBe("0.0000");
    expect(formatEth(49_999_999_999_999n)).toBe("0.0000");
    expect(formatEth(50_000_000_000_000n)).toBe("0.0001");
    expect(formatEth(12_345_000_000_000_000_000_000n)).toBe("12,345.0000");
  });

  it("shows a number of ETH to 4 decimals", () => {
    expect(formatEth(0.5)).toBe("0.5000");
    expect(formatEth(1.23456)).toBe("1.2346");
  });
});
