import type { RiskPreference } from "@app/core";
import type { CoinSignals } from "./local-analyst-signals.ts";

type Language = "en" | "zh";

const RISK_LABEL: Record<Language, Record<RiskPreference, string>> = {
  en: { conservative: "Conservative", balanced: "Balanced", aggressive: "Aggressive" },
  zh: { conservative: "保守", balanced: "稳健", aggressive: "激进" },
};

/** A price with five significant figures, as exchanges quote them. */
const displayPrice = (price: number) => Number(price.toPrecision(5)).toString();

const pct = (value: number, digits = 2) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}%`;

/** Words for the combined score, from bearish to bullish. */
function bias(score: number, language: Language): string {
  const words =
    language === "zh"
      ? ["强烈看跌", "偏空", "中性", "偏多", "强烈看涨"]
      : ["strongly bearish", "bearish", "neutral", "bullish", "strongly bullish"];
  const index = score <= -0.6 ? 0 : score <= -0.2 ? 1 : score < 0.2 ? 2 : score < 0.6 ? 3 : 4;
  return words[index] ?? words[2] ?? "";
}

/** One line of evidence per ticked indicator, e.g. "EMA20 > EMA50 (4h)", "RSI 62". */
export function evidence(signals: CoinSignals, language: Language): string[] {
  const zh = language === "zh";
  const lines: string[] = [];
  const { context, intraday } = signals;
  if (signals.trendFromEma && context.emaFast !== null && context.emaSlow !== null) {
    const up = context.emaFast > context.emaSlow;
    lines.push(zh ? `4小时 EMA20 ${up ? "高于" : "低于"} EMA50` : `4h EMA20 ${up ? "above" : "below"} EMA50`);
  }
  if (signals.rsi !== null && intraday.rsi !== null) {
    const state =
      intraday.rsi >= 70
        ? zh
          ? "（超买）"
          : " (overbought)"
        : intraday.rsi <= 30
          ? zh
            ? "（超卖）"
            : " (oversold)"
          : "";
    lines.push(`RSI ${intraday.rsi.toFixed(0)}${state}`);
  }
  if (signals.momentum !== null && intraday.macd) {
    const rising = intraday.macd.histogram >= 0;
    lines.push(
      zh ? `MACD 柱${rising ? "为正" : "为负"}` : `MACD histogram ${rising ? "positive" : "negative"}`,
    );
  }
  if (signals.funding !== null && signals.funding !== 0) {
    lines.push(
      zh
        ? `资金费率显示${signals.funding < 0 ? "多头" : "空头"}拥挤`
        : `funding shows crowded ${signals.funding < 0 ? "longs" : "shorts"}`,
    );
  }
  if (signals.volumeBoost > 1) lines.push(zh ? "成交量放大" : "volume surge");
  if (intraday.atrRatio !== null) {
    lines.push(
      zh
        ? `波动率 ATR ${(intraday.atrRatio * 100).toFixed(2)}%`
        : `ATR ${(intraday.atrRatio * 100).toFixed(2)}%`,
    );
  }
  return lines;
}

/** The reason shown on a decision card. */
export function reasonText(
  kind: "long" | "short" | "hold" | "close-long" | "close-short" | "keep" | "too-small" | "no-room",
  signals: CoinSignals,
  language: Language,
): string {
  const zh = language === "zh";
  const facts = evidence(signals, language).join(zh ? "，" : ", ");
  const lead: Record<typeof kind, string> = zh
    ? {
        long: "信号偏多，开多",
        short: "信号偏空，开空",
        hold: "信号不明确，观望",
        "close-long": "趋势转弱，平掉多单",
        "close-short": "趋势转强，平掉空单",
        keep: "持仓方向与信号一致，继续持有",
        "too-small": "交易金额过小，低于 $10 最低名义价值，观望",
        "no-room": "已达最多 6 个持仓或可用资金不足，观望",
      }
    : {
        long: "Signals lean bullish: open a long",
        short: "Signals lean bearish: open a short",
        hold: "No clear edge: stay flat",
        "close-long": "Trend has turned against the long: close it",
        "close-short": "Trend has turned against the short: close it",
        keep: "The open position agrees with the signals: keep it",
        "too-small": "Trade amount too small for the $10 minimum order value: stay flat",
        "no-room": "At most 6 positions or not enough free cash: stay flat",
      };
  return facts
    ? `${lead[kind]}${zh ? "。" : ". "}${facts}${zh ? "。" : "."}`
    : `${lead[kind]}${zh ? "。" : "."}`;
}

/** The one-paragraph strategy overview. */
export function overviewText(
  counts: { long: number; short: number; close: number; hold: number; total: number },
  averageScore: number,
  risk: RiskPreference,
  band: { min: number; max: number },
  language: Language,
): string {
  const label = RISK_LABEL[language][risk];
  if (language === "zh") {
    return `本地规则分析师（趋势、动量、波动率）。风险偏好：${label}（${band.min}–${band.max} 倍）。市场整体${bias(averageScore, language)}：${counts.total} 个币种中做多 ${counts.long}、做空 ${counts.short}、平仓 ${counts.close}、观望 ${counts.hold}。止损按 ATR 设置，止盈为止损距离的 2 倍。`;
  }
  return `Local rule-based analyst (trend, momentum, volatility). Risk preference: ${label} (${band.min}–${band.max}x). Market bias ${bias(averageScore, language)}: across ${counts.total} coins, ${counts.long} long, ${counts.short} short, ${counts.close} to close, ${counts.hold} hold. Stops are set from ATR; take-profits at twice the stop distance.`;
}

/** One line of the comprehensive analysis for a coin. */
export function coinLine(
  coin: string,
  price: number,
  change24h: number,
  signals: CoinSignals,
  language: Language,
) {
  const facts = evidence(signals, language).join(language === "zh" ? "，" : ", ");
  const verdict = bias(signals.score, language);
  return language === "zh"
    ? `${coin}：价格 ${displayPrice(price)}，24小时 ${pct(change24h)}；${facts || "仅价格数据"}；综合判断${verdict}（评分 ${signals.score.toFixed(2)}）。`
    : `${coin}: price ${displayPrice(price)}, 24h ${pct(change24h)}; ${facts || "price data only"}; overall ${verdict} (score ${signals.score.toFixed(2)}).`;
}
