import { accountOverviewSchema } from "@app/core";
import type {
  ClearinghouseStateResponse,
  FrontendOpenOrdersResponse,
  PortfolioResponse,
} from "@nktkas/hyperliquid/api/info";
import { describe, expect, it } from "vitest";
import { toAccountOverview } from "./account-mapper.ts";

// Shapes from Hyperliquid's documentation example (reference §3), with a cross kPEPE short added.
const state: ClearinghouseStateResponse = {
  marginSummary: {
    accountValue: "13109.482328",
    totalNtlPos: "100.02765",
    totalRawUsd: "13009.454678",
    totalMarginUsed: "4.967826",
  },
  crossMarginSummary: {
    accountValue: "13104.514502",
    totalNtlPos: "0.0",
    totalRawUsd: "13104.514502",
    totalMarginUsed: "0.0",
  },
  crossMaintenanceMarginUsed: "0.0",
  withdrawable: "13104.514502",
  time: 1708622398623,
  assetPositions: [
    {
      type: "oneWay",
      position: {
        coin: "ETH",
        szi: "0.0335",
        entryPx: "2986.3",
        leverage: { type: "isolated", value: 20, rawUsd: "-95.059824" },
        positionValue: "100.02765",
        unrealizedPnl: "-0.0134",
        returnOnEquity: "-0.0026789",
        liquidationPx: "2866.26936529",
        marginUsed: "4.967826",
        maxLeverage: 50,
        cumFunding: { allTime: "514.085417", sinceOpen: "0.0", sinceChange: "0.0" },
      },
    },
    {
      type: "oneWay",
      position: {
        coin: "kPEPE",
        szi: "-1000",
        entryPx: "0.0105",
        leverage: { type: "cross", value: 10 },
        positionValue: "10.4",
        unrealizedPnl: "0.1",
        returnOnEquity: "0.0952",
        liquidationPx: null,
        marginUsed: "1.04",
        maxLeverage: 10,
        cumFunding: { allTime: "0.0", sinceOpen: "0.0", sinceChange: "0.0" },
      },
    },
  ],
} as ClearinghouseStateResponse;

const window = {
  accountValueHistory: [
    [1, "10000.0"],
    [2, "10012.5"],
  ],
  pnlHistory: [
    [1, "0.0"],
    [2, "12.5"],
  ],
  vlm: "0",
};
const portfolio = [
  ["day", window],
  ["week", window],
  ["month", window],
  ["allTime", window],
  ["perpDay", window],
  ["perpWeek", window],
  ["perpMonth", window],
  ["perpAllTime", window],
] as PortfolioResponse;

describe("toAccountOverview", () => {
  const overview = toAccountOverview({
    address: "0x0000000000000000000000000000000000000001",
    initialBalance: 10000,
    state,
    // frontendOpenOrders shape (reference §3): a stop loss that buys back the kPEPE short.
    openOrders: [
      {
        coin: "kPEPE",
        side: "B",
        limitPx: "0.0121",
        sz: "1000",
        oid: 7,
        timestamp: 5,
        origSz: "1000",
        triggerCondition: "Price above 0.011",
        isTrigger: true,
        triggerPx: "0.011",
        children: [],
        isPositionTpsl: false,
        reduceOnly: true,
        orderType: "Stop Market",
        tif: null,
        cloid: null,
      },
    ] as FrontendOpenOrdersResponse,
    portfolio,
  });

  it("matches the spec's overview schema", () => {
    expect(accountOverviewSchema.safeParse(overview).success).toBe(true);
  });

  it("reads performance from the margin summary and measures P&L against the initial balance", () => {
    expect(overview.performance.currentValue).toBeCloseTo(13109.482328, 6);
    expect(overview.performance.availableCash).toBeCloseTo(13104.514502, 6);
    expect(overview.performance.marginUsed).toBeCloseTo(4.967826, 6);
    expect(overview.performance.totalPnlPercent).toBeCloseTo(31.09482328, 6);
  });

  it("turns signed sizes into sides, derives the mark price and shows catalogue symbols", () => {
    const [eth, pepe] = overview.positions;
    expect(eth).toMatchObject({ coin: "ETH", side: "LONG", size: 0.0335, leverage: 20 });
    expect(eth?.currentPrice).toBeCloseTo(100.02765 / 0.0335, 6);
    expect(eth?.returnPercent).toBeCloseTo(-0.26789, 6);
    expect(pepe).toMatchObject({ coin: "PEPE", side: "SHORT", size: 1000, liquidationPrice: null });
    expect(overview.positionStats.totalUnrealizedPnl).toBeCloseTo(0.0866, 6);
  });

  it("shows stops and targets as triggers with their price, and keeps portfolio histories as numbers", () => {
    expect(overview.openOrders[0]).toMatchObject({
      coin: "PEPE",
      side: "BUY",
      size: 1000,
      reduceOnly: true,
      orderType: "Stop Market",
      triggerPrice: 0.011,
    });
    expect(overview.portfolio.raw.day.pnlHistory).toEqual([
      [1, 0],
      [2, 12.5],
    ]);
    expect(overview.portfolio.allTime.accountValue.at(-1)).toEqual([2, 10012.5]);
  });
});
