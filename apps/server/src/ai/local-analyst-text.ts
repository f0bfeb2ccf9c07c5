import { type CoreMessageKey, type Language, type RiskPreference, translate } from "@app/core";
import type { CoinSignals } from "./local-analyst-signals.ts";

/** A price with five significant figures, as exchanges quote them. */
const displayPrice = (price: number) => Number(price.toPrecision(5)).toString();

const pct = (value: number, digits = 2) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}%`;

const text = (key: CoreMessageKey, language: Language, params?: Record<string, string | number>) =>
  translate(params ? { key, params } : { key }, language);

const BIAS_KEYS = [
  "analyst.bias.strongBearish",
  "analyst.bias.bearish",
  "analyst.bias.neutral",
  "analyst.bias.bullish",
  "analyst.bias.strongBullish",
] as const satisfies readonly CoreMessageKey[];

/** Words for the combined score, from bearish to bullish. */
function bias(score: number, language: Language): string {
  const index = score <= -0.6 ? 0 : score <= -0.2 ? 1 : score < 0.2 ? 2 : score < 0.6 ? 3 : 4;
  return text(BIAS_KEYS[index] ?? "analyst.bias.neutral", language);
}

/** The catalogue key of the RSI line: overbought from 70, oversold up to 30. */
const rsiKey = (rsi: number): CoreMessageKey =>
  rsi >= 70
    ? "analyst.evidence.rsiOverbought"
    : rsi <= 30
      ? "analyst.evidence.rsiOversold"
      : "analyst.evidence.rsi";

/** One line of evidence per ticked indicator, e.g. "4h EMA20 above EMA50", "RSI 62". */
export function evidence(signals: CoinSignals, language: Language): string[] {
  const lines: string[] = [];
  const { context, intraday } = signals;
  if (signals.trendFromEma && context.emaFast !== null && context.emaSlow !== null) {
    const up = context.emaFast > context.emaSlow;
    lines.push(text(up ? "analyst.evidence.emaAbove" : "analyst.evidence.emaBelow", language));
  }
  if (signals.rsi !== null && intraday.rsi !== null) {
    lines.push(text(rsiKey(intraday.rsi), language, { value: intraday.rsi.toFixed(0) }));
  }
  if (signals.momentum !== null && intraday.macd) {
    const rising = intraday.macd.histogram >= 0;
    lines.push(text(rising ? "analyst.evidence.macdPositive" : "analyst.evidence.macdNegative", language));
  }
  if (signals.funding !== null && signals.funding !== 0) {
    const crowdedLongs = signals.funding < 0;
    lines.push(
      text(crowdedLongs ? "analyst.evidence.crowdedLongs" : "analyst.evidence.crowdedShorts", language),
    );
  }
  if (signals.volumeBoost > 1) lines.push(text("analyst.evidence.volumeSurge", language));
  if (intraday.atrRatio !== null) {
    lines.push(text("analyst.evidence.atr", language, { percent: (intraday.atrRatio * 100).toFixed(2) }));
  }
  return lines;
}

const joinFacts = (signals: CoinSignals, language: Language) =>
  evidence(signals, language).join(text("analyst.evidence.separator", language));

/** What the analyst decided for a coin, each with its lead sentence in the catalogue. */
export type ReasonKind =
  | "long"
  | "short"
  | "hold"
  | "close-long"
  | "close-short"
  | "keep"
  | "too-small"
  | "no-room";

/** The reason shown on a decision card. */
export function reasonText(kind: ReasonKind, signals: CoinSignals, language: Language): string {
  const lead = text(`analyst.lead.${kind}`, language);
  const facts = joinFacts(signals, language);
  return facts
    ? text("analyst.reasonWithFacts", language, { lead, facts })
    : text("analyst.reason", language, { lead });
}

/** The one-paragraph strategy overview. */
export function overviewText(
  counts: { long: number; short: number; close: number; hold: number; total: number },
  averageScore: number,
  risk: RiskPreference,
  band: { min: number; max: number },
  language: Language,
): string {
  return text("analyst.overview", language, {
    risk: text(`riskPreference.${risk}`, language),
    min: band.min,
    max: band.max,
    bias: bias(averageScore, language),
    count: counts.total,
    long: counts.long,
    short: counts.short,
    close: counts.close,
    hold: counts.hold,
  });
}

/** One line of the comprehensive analysis for a coin. */
export function coinLine(
  coin: string,
  price: number,
  change24h: number,
  signals: CoinSignals,
  language: Language,
) {
  return text("analyst.coinLine", language, {
    coin,
    price: displayPrice(price),
    change: pct(change24h),
    facts: joinFacts(signals, language) || text("analyst.evidence.priceOnly", language),
    bias: bias(signals.score, language),
    score: signals.score.toFixed(2),
  });
}
