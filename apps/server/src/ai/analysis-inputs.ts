import type {
  CoinSymbol,
  GuardrailContext,
  Language,
  Position,
  PromptCoin,
  PromptPosition,
  RiskPreference,
} from "@app/core";
import type { AssetMarket } from "../exchange/market-data.ts";
import type { AnalystCoinInput } from "./local-analyst-types.ts";
import type { OpenInterestHistory } from "./open-interest-history.ts";

/** The prompt's view of one coin: its market, candles, premium and open interest with its change. */
export function toPromptCoin(coin: AnalystCoinInput, history: OpenInterestHistory, time: number): PromptCoin {
  const market = coin.market;
  const openInterestUsd = market.openInterest * market.markPrice;
  const change = history.record(market.coin, time, openInterestUsd);
  return {
    coin: market.coin,
    price: market.midPrice,
    change24hPercent: market.change24hPercent,
    maxLeverage: market.maxLeverage,
    intraday: coin.intraday,
    context: coin.context,
    fundingRate: market.fundingRate,
    premium: market.oraclePrice > 0 ? (market.markPrice - market.oraclePrice) / market.oraclePrice : 0,
    openInterestUsd,
    openInterestChangePercent: change.percent,
    openInterestWindowMinutes: change.windowMinutes,
  };
}

/** The prompt's view of the open positions. */
export function toPromptPositions(positions: readonly Position[]): PromptPosition[] {
  return positions.map((position) => ({
    coin: position.coin,
    size: position.side === "LONG" ? position.size : -position.size,
    entryPrice: position.entryPrice,
    markPrice: position.currentPrice,
    leverage: position.leverage,
    unrealizedPnl: position.unrealizedPnl,
    liquidationPrice: position.liquidationPrice,
  }));
}

/** What the guardrails check the decisions of listed coins against. */
export function guardrailContext(options: {
  readonly coins: readonly CoinSymbol[];
  readonly markets: ReadonlyMap<CoinSymbol, AssetMarket>;
  readonly positions: readonly Position[];
  readonly availableCash: number;
  readonly tradeAmount: number;
  readonly riskPreference: RiskPreference;
  readonly language: Language;
}): GuardrailContext {
  const markets = new Map(
    options.coins.flatMap((coin) => {
      const market = options.markets.get(coin);
      return market
        ? [
            [
              coin,
              { price: market.midPrice, maxLeverage: market.maxLeverage, szDecimals: market.szDecimals },
            ] as const,
          ]
        : [];
    }),
  );
  return {
    coins: options.coins,
    riskPreference: options.riskPreference,
    markets,
    positions: new Map(
      options.positions.map((position) => [
        position.coin,
        position.side === "LONG" ? position.size : -position.size,
      ]),
    ),
    availableCash: options.availableCash,
    tradeAmount: options.tradeAmount,
    language: options.language,
  };
}
