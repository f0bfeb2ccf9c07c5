import { DATA_SOURCE_IDS, LEVERAGE_BANDS } from "@app/core";
import { computeIndicators } from "@app/core/indicators/indicators";
import type { AnalystInput } from "./local-analyst-types.ts";

const HEADINGS = {
  en: {
    intro:
      "Local analyst: deterministic rules on trend, momentum and volatility. It reads the data below; it does not interpret free text, so your ideas are kept with the analysis as written.",
    time: "Market data time",
    risk: "Risk preference",
    amount: "Margin per new position",
    account: "Account value",
    cash: "Free cash",
    sources: "Data sources",
    positions: "Open positions",
    none: "none",
    market: "Market",
    ideas: "Your ideas",
  },
  zh: {
    intro:
      "本地分析师：基于趋势、动量和波动率的确定性规则。它读取以下数据，不解读自由文本，您的想法会按原文随分析一并保存。",
    time: "行情时间",
    risk: "风险偏好",
    amount: "每个新仓位的保证金",
    account: "账户价值",
    cash: "可用资金",
    sources: "数据源",
    positions: "当前持仓",
    none: "无",
    market: "行情",
    ideas: "您的想法",
  },
} as const;

const usd = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const num = (value: number | null, digits = 2) => (value === null ? "-" : value.toFixed(digits));
const price = (value: number) => Number(value.toPrecision(5)).toString();

/** The text shown under "What AI Sees" for the local analyst: exactly the data it decided from. */
export function describeAnalystInput(input: AnalystInput, userIdeas: string, now: number): string {
  const h = HEADINGS[input.language];
  const band = LEVERAGE_BANDS[input.riskPreference];
  const sources = DATA_SOURCE_IDS.filter((id) => input.dataSources[id]);
  const lines = [
    h.intro,
    "",
    `${h.time}: ${new Date(now).toISOString()}`,
    `${h.risk}: ${input.riskPreference} (${band.min}-${band.max}x)`,
    `${h.amount}: ${usd(input.tradeAmount)} | ${h.account}: ${usd(input.accountValue)} | ${h.cash}: ${usd(input.availableCash)}`,
    `${h.sources}: ${sources.join(", ")}`,
    `${h.positions}: ${
      input.positions.length === 0
        ? h.none
        : input.positions
            .map(
              (p) =>
                `${p.coin} ${p.size > 0 ? "long" : "short"} ${Math.abs(p.size)} @ ${price(p.entryPrice)} (uPnL ${p.unrealizedPnl.toFixed(2)})`,
            )
            .join("; ")
    }`,
    "",
    `${h.market}: coin | price | 24h% | ${[
      input.dataSources.funding ? "funding/h%" : null,
      input.dataSources.ema ? "EMA20/EMA50 4h" : null,
      input.dataSources.rsi ? "RSI14 15m" : null,
      input.dataSources.macd ? "MACD 15m" : null,
      "ATR% 15m",
      input.dataSources.volume ? "vol/avg" : null,
    ]
      .filter(Boolean)
      .join(" | ")}`,
  ];
  for (const coin of input.coins) {
    const intraday = computeIndicators(coin.intraday);
    const context = computeIndicators(coin.context);
    const cells = [
      coin.market.coin,
      price(coin.market.midPrice),
      `${coin.market.change24hPercent >= 0 ? "+" : ""}${coin.market.change24hPercent.toFixed(2)}`,
      input.dataSources.funding ? (coin.market.fundingRate * 100).toFixed(4) : null,
      input.dataSources.ema
        ? `${context.emaFast === null ? "-" : price(context.emaFast)}/${context.emaSlow === null ? "-" : price(context.emaSlow)}`
        : null,
      input.dataSources.rsi ? num(intraday.rsi, 0) : null,
      input.dataSources.macd ? (intraday.macd ? price(intraday.macd.macd) : "-") : null,
      intraday.atrRatio === null ? "-" : (intraday.atrRatio * 100).toFixed(2),
      input.dataSources.volume ? num(intraday.lastVolumeRatio) : null,
    ];
    lines.push(cells.filter((cell) => cell !== null).join(" | "));
  }
  if (userIdeas.trim()) lines.push("", `${h.ideas}:`, userIdeas);
  return lines.join("\n");
}
