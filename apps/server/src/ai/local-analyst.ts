import {
  type Analysis,
  analysisSchema,
  type CoinSymbol,
  holdDecision,
  LEVERAGE_BANDS,
  type TradingDecision,
} from "@app/core";
import { formatPrice, formatSize } from "@nktkas/hyperliquid/utils";
import { type CoinSignals, readSignals } from "./local-analyst-signals.ts";
import { coinLine, overviewText, reasonText } from "./local-analyst-text.ts";
import type { AnalystCoinInput, AnalystInput } from "./local-analyst-types.ts";

/** Most positions open at once (product rules §9 prompt guidance). */
const MAX_CONCURRENT_POSITIONS = 6;
/** Hyperliquid's minimum order value, in USDC. */
const MIN_ORDER_VALUE = 10;
/** Share of free cash the analyst may commit, leaving room for fees and price moves. */
const CASH_USAGE = 0.9;
/** Score needed to open a position, and to close one against it. */
const OPEN_THRESHOLD = 0.3;
const CLOSE_THRESHOLD = 0.25;

interface Candidate {
  readonly index: number;
  readonly coin: AnalystCoinInput;
  readonly signals: CoinSignals;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The size rounded down to the coin's lot; 0 when it is under one lot (the SDK's formatter throws then). */
function lotSize(size: number, szDecimals: number): number {
  if (!Number.isFinite(size) || size * 10 ** szDecimals < 1) return 0;
  return Number(formatSize(size, szDecimals));
}

/** Leverage inside the risk band: the band's top in calm markets, its bottom in volatile ones. */
function chooseLeverage(input: AnalystInput, coin: AnalystCoinInput, signals: CoinSignals): number {
  const band = LEVERAGE_BANDS[input.riskPreference];
  const atr = signals.intraday.atrRatio ?? 0.006;
  const calm = Math.min(1, Math.max(0, (0.008 - atr) / 0.004));
  const leverage = Math.round(band.min + (band.max - band.min) * calm);
  return Math.max(1, Math.min(leverage, coin.market.maxLeverage, 20));
}

/** Stop and target on the correct sides of the entry: stop 2 ATR away (inside the liquidation distance), target twice as far. */
function protectiveLevels(
  side: "long" | "short",
  price: number,
  leverage: number,
  signals: CoinSignals,
  szDecimals: number,
) {
  const atr = signals.intraday.atr ?? price * 0.005;
  const stopDistance = Math.min(Math.max(2 * atr, price * 0.005), (price * 0.5) / leverage);
  const direction = side === "long" ? 1 : -1;
  const stop = Number(formatPrice(price - direction * stopDistance, szDecimals));
  const target = Number(formatPrice(price + direction * stopDistance * 2, szDecimals));
  const ratio = Math.abs(target - price) / Math.abs(price - stop);
  return { stop, target, ratio: round(ratio, 2) };
}

const hold = (coin: CoinSymbol, confidence: number, reasoning: string): TradingDecision =>
  holdDecision(coin, round(confidence, 2), reasoning);

/**
 * The built-in analyst: deterministic rules on trend, momentum and volatility of the ticked data
 * sources. Same input, same decisions; same output schema as an LLM's.
 */
export function runLocalAnalyst(input: AnalystInput): Analysis {
  const positions = new Map(input.positions.map((position) => [position.coin, position]));
  const candidates: Candidate[] = input.coins.map((coin, index) => ({
    index,
    coin,
    signals: readSignals(coin, input.dataSources),
  }));
  const decisions: TradingDecision[] = [];
  const counts = { long: 0, short: 0, close: 0, hold: 0, total: candidates.length };
  const language = input.language;

  // Closing first frees room; strongest new signals then take the free slots and cash.
  let openCount = input.positions.filter((position) => position.size !== 0).length;
  let cash = input.availableCash * CASH_USAGE;
  const ranked = [...candidates].sort((a, b) => Math.abs(b.signals.score) - Math.abs(a.signals.score));
  const byIndex = new Map<number, TradingDecision>();

  for (const { index, coin, signals } of ranked) {
    const symbol = coin.market.coin;
    const position = positions.get(symbol);
    const confidence = 0.5 + Math.abs(signals.score) * 0.45;
    if (position && position.size !== 0) {
      const against =
        position.size > 0 ? signals.score <= -CLOSE_THRESHOLD : signals.score >= CLOSE_THRESHOLD;
      if (against) {
        counts.close += 1;
        openCount -= 1;
        byIndex.set(index, {
          ...hold(
            symbol,
            confidence,
            reasonText(position.size > 0 ? "close-long" : "close-short", signals, language),
          ),
          action: "CLOSE",
          quantity: Math.abs(position.size),
          entry_price: coin.market.midPrice,
        });
      } else {
        counts.hold += 1;
        byIndex.set(index, hold(symbol, confidence, reasonText("keep", signals, language)));
      }
    }
  }

  for (const { index, coin, signals } of ranked) {
    if (byIndex.has(index)) continue;
    const symbol = coin.market.coin;
    const direction =
      signals.score >= OPEN_THRESHOLD ? "long" : signals.score <= -OPEN_THRESHOLD ? "short" : null;
    if (!direction) {
      counts.hold += 1;
      byIndex.set(
        index,
        hold(symbol, 0.5 + (1 - Math.abs(signals.score)) * 0.3, reasonText("hold", signals, language)),
      );
      continue;
    }
    const margin = Math.max(0, Math.min(input.tradeAmount, cash));
    if (openCount >= MAX_CONCURRENT_POSITIONS) {
      counts.hold += 1;
      byIndex.set(index, hold(symbol, 0.5, reasonText("no-room", signals, language)));
      continue;
    }
    const price = coin.market.midPrice;
    const leverage = chooseLeverage(input, coin, signals);
    const quantity = lotSize((margin * leverage) / price, coin.market.szDecimals);
    // The margin share is checked before and after lot rounding: the SDK's formatter refuses a size that truncates to 0.
    if (quantity * price < MIN_ORDER_VALUE) {
      counts.hold += 1;
      byIndex.set(index, hold(symbol, 0.5, reasonText("too-small", signals, language)));
      continue;
    }
    const levels = protectiveLevels(direction, price, leverage, signals, coin.market.szDecimals);
    counts[direction] += 1;
    openCount += 1;
    cash -= (quantity * price) / leverage;
    byIndex.set(index, {
      coin: symbol,
      action: direction === "long" ? "BUY" : "SELL",
      confidence: round(Math.min(0.95, 0.5 + Math.abs(signals.score) * 0.45), 2),
      reasoning: reasonText(direction, signals, language),
      quantity,
      entry_price: price,
      leverage,
      stop_loss: levels.stop,
      take_profit: levels.target,
      risk_reward_ratio: levels.ratio,
    });
  }

  for (const candidate of candidates) {
    const decision = byIndex.get(candidate.index);
    if (decision) decisions.push(decision);
  }
  const averageScore =
    candidates.reduce((sum, candidate) => sum + candidate.signals.score, 0) / Math.max(1, candidates.length);
  return analysisSchema.parse({
    strategy_overview: overviewText(
      counts,
      averageScore,
      input.riskPreference,
      LEVERAGE_BANDS[input.riskPreference],
      language,
    ),
    comprehensive_analysis: candidates
      .map(({ coin, signals }) =>
        coinLine(coin.market.coin, coin.market.midPrice, coin.market.change24hPercent, signals, language),
      )
      .join("\n"),
    trading_decisions: decisions,
  });
}
