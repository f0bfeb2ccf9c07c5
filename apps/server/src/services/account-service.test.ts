import { InfoClient } from "@nktkas/hyperliquid";
import { describe, expect, it } from "vitest";
import { AccountService } from "./account-service.ts";

const HOUR = 3_600_000;
const USER = "0x00000000000000000000000000000000000000d1";

/** An exchange that holds `total` hourly BTC funding payments from hour 1 on and answers 500 at a time, oldest first. */
function fundingExchange(total: number) {
  const asked: number[] = [];
  const transport = {
    isTestnet: true,
    // The SDK's transport is generic in its answer; this one only ever answers `userFunding`.
    async request<T>(_endpoint: string, payload: unknown): Promise<T> {
      const { startTime } = payload as { startTime: number };
      asked.push(startTime);
      const rows = [];
      for (let hour = 1; hour <= total && rows.length < 500; hour += 1) {
        if (hour * HOUR < startTime) continue;
        rows.push({
          time: hour * HOUR,
          hash: `0x${"0".repeat(64)}`,
          delta: {
            type: "funding",
            coin: "BTC",
            usdc: "-0.5",
            szi: "0.01",
            fundingRate: "0.0000125",
            nSamples: null,
          },
        });
      }
      return rows as unknown as T;
    },
  };
  return { info: new InfoClient({ transport }), asked };
}

describe("AccountService.funding", () => {
  it("reads the window page by page from its start and sums what was paid", async () => {
    const exchange = fundingExchange(1_010);
    const funding = await new AccountService(exchange.info).funding(USER, 0);
    // 500, 500, then 10: each next page starts just after the last payment read.
    expect(exchange.asked).toEqual([0, 500 * HOUR + 1, 1_000 * HOUR + 1]);
    expect(funding.payments).toHaveLength(1_010);
    expect(funding.payments[0]?.time).toBe(1_010 * HOUR);
    expect(funding.paid).toBeCloseTo(505, 9);
    expect(funding.truncated).toBe(false);
  });

  it("says so when the window holds more payments than it reads", async () => {
    const exchange = fundingExchange(2_600);
    const funding = await new AccountService(exchange.info).funding(USER, 0);
    expect(exchange.asked).toHaveLength(4);
    expect(funding.payments).toHaveLength(2_000);
    expect(funding.truncated).toBe(true);
  });
});
