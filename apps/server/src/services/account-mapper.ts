import { type AccountOverview, fromExchangeCoin, type Position } from "@app/core";
import type {
  ClearinghouseStateResponse,
  FrontendOpenOrdersResponse,
  PortfolioResponse,
} from "@nktkas/hyperliquid/api/info";
import { toFrontendOpenOrder } from "./account-views.ts";

type PortfolioWindow = PortfolioResponse[number][1];
type HistoryPoint = [number, number];

const toPoints = (series: PortfolioWindow["accountValueHistory"]): HistoryPoint[] =>
  series.map(([time, value]) => [time, Number(value)]);

const windowOf = (
  portfolio: PortfolioResponse,
  name: PortfolioResponse[number][0],
): PortfolioWindow | undefined => portfolio.find(([period]) => period === name)?.[1];

const emptyWindow = { accountValueHistory: [], pnlHistory: [] };

const toWindow = (window: PortfolioWindow | undefined) =>
  window
    ? { accountValueHistory: toPoints(window.accountValueHistory), pnlHistory: toPoints(window.pnlHistory) }
    : emptyWindow;

/** The product's position (product rules §3) from one Hyperliquid `assetPositions` entry. */
export function toPosition(entry: ClearinghouseStateResponse["assetPositions"][number]): Position {
  const position = entry.position;
  const size = Number(position.szi);
  const positionValue = Number(position.positionValue);
  const markPrice = size !== 0 ? positionValue / Math.abs(size) : Number(position.entryPx);
  return {
    coin: fromExchangeCoin(position.coin),
    side: size >= 0 ? "LONG" : "SHORT",
    entryPrice: Number(position.entryPx),
    currentPrice: markPrice,
    leverage: position.leverage.value,
    marginMode: position.leverage.type,
    size: Math.abs(size),
    unrealizedPnl: Number(position.unrealizedPnl),
    returnPercent: Number(position.returnOnEquity) * 100,
    liquidationPrice: position.liquidationPx === null ? null : Number(position.liquidationPx),
    marginUsed: Number(position.marginUsed),
    positionValue,
  };
}

/** Inputs of the overview: the exchange's raw answers, the caller's initial balance and the time. */
export interface OverviewSources {
  readonly address: `0x${string}`;
  readonly initialBalance: number;
  readonly state: ClearinghouseStateResponse;
  /** Resting orders with their triggers, from `frontendOpenOrders`. */
  readonly openOrders: FrontendOpenOrdersResponse;
  readonly portfolio: PortfolioResponse;
}

/** The account overview of product rules §3 from the exchange's clearinghouse state, orders and portfolio. */
export function toAccountOverview(sources: OverviewSources): AccountOverview {
  const { state, initialBalance } = sources;
  const positions = state.assetPositions.map(toPosition);
  const currentValue = Number(state.marginSummary.accountValue);
  const totalPnl = currentValue - initialBalance;
  const allTime = windowOf(sources.portfolio, "allTime");
  return {
    address: sources.address,
    performance: {
      initialBalance,
      currentValue,
      marginUsed: Number(state.marginSummary.totalMarginUsed),
      availableCash: Number(state.withdrawable),
      totalPnl,
      totalPnlPercent: initialBalance > 0 ? (totalPnl / initialBalance) * 100 : 0,
    },
    positionStats: {
      count: positions.length,
      totalUnrealizedPnl: positions.reduce((sum, position) => sum + position.unrealizedPnl, 0),
      totalPositionValue: positions.reduce((sum, position) => sum + position.positionValue, 0),
    },
    positions,
    openOrders: sources.openOrders.map(toFrontendOpenOrder),
    portfolio: {
      raw: {
        day: toWindow(windowOf(sources.portfolio, "day")),
        week: toWindow(windowOf(sources.portfolio, "week")),
        month: toWindow(windowOf(sources.portfolio, "month")),
      },
      allTime: {
        accountValue: allTime ? toPoints(allTime.accountValueHistory) : [],
        pnl: allTime ? toPoints(allTime.pnlHistory) : [],
      },
    },
    time: state.time,
  };
}
