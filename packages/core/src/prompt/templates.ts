import type { DataSourceId } from "../catalog/data-sources.ts";
import type { Language } from "../i18n/message.ts";

/** The parts of the analysis prompt in one language; `{name}` placeholders are filled by the system. */
export interface PromptTemplate {
  /**
   * What stays the same from one analysis to the next with the same settings: role, rules, glossary, output
   * contract and the trader's ideas (`{ideas}`). It leads the prompt, byte for byte, so providers can cache it.
   */
  readonly instructions: string;
  /**
   * What changes from one analysis to the next, slowest first: candle closes, the memory (`{memory}`), time,
   * account, open positions (`{positions}`) and the live market data.
   */
  readonly data: string;
  /** What each ticked data source's field means, one legend entry per source. */
  readonly legend: Readonly<Record<DataSourceId, string>>;
  /** Explains `/1000` in the price legend, when a coin trades as 1000-coin contracts. */
  readonly perThousand: string;
  readonly ideasHeading: string;
  readonly noPositions: string;
  readonly long: string;
  readonly short: string;
}

/** Prompt templates in English and Chinese. Placeholders a user may also write in their ideas are listed in USER_PLACEHOLDERS. */
export const PROMPT_TEMPLATES: Readonly<Record<Language, PromptTemplate>> = {
  en: {
    instructions: `You trade crypto perpetual futures on Hyperliquid. Per coin: BUY (open/add long), SELL (open/add short), HOLD or CLOSE (close the position).
Margin per new position {tradeAmount} USDC; risk {riskPreference}: leverage {leverageMin}-{leverageMax}x.
Rules: round-trip fee {fee}%, trade only moves that clearly beat it; margin {marginMin}-{marginMax}% of free cash; integer leverage ≥{minLeverage}x; stop risks {riskMin}-{riskMax} of margin; ≤{maxPositions} positions; order ≥{minOrder} USDC; long stop<entry<target, short target<entry<stop. Keep an open position's plan unless the data breaks it.
Data: {legend}.
Answer JSON only, in the given schema: one decision per coin of {coins}; quantity in coins; HOLD: numbers null; CLOSE: quantity = position size; exit_policy (stop after fill): null, breakEven (percent {exitBreakEven}|null=1R) or trailing (percent {exitTrailing}|atr {exitAtr} 1h ATRs); reasoning ends "Invalid if …". Text in English.{ideas}`,
    data: `{closes}{memory}
Time {time}. Account {balance} USDC, free cash {cash} USDC.
Open positions: {positions}
{marketData}`,
    legend: {
      price:
        "c15m/c4h last 11 closed 15m/4h closes, oldest first: the first, then bp (0.01%) from it; px price now{perThousand}; 24h change; atr 15m ATR14 in bp of px; maxlev leverage cap; a;b = 15m;4h",
      ema: "ema EMA20;EMA50 15m|4h, bp from px",
      macd: "macd MACD(12,26,9) histogram, bp of px",
      rsi: "rsi RSI14",
      volume: "vol last volume / average",
      funding: "fund funding bp/h, + longs pay",
      oi: "oi open interest USD (change over window)",
      liquidation:
        "liqNx move against a new Nx position that liquidates it; positions show liquidation price (distance from mark)",
      sentiment:
        "sent crowding -1..+1 from funding, premium and OI growth; + longs crowded (flush risk), - shorts crowded (squeeze risk)",
    },
    perThousand: " (/1000: per 1000-coin contract, quantity in contracts)",
    ideasHeading: "Trader's ideas (follow them within the rules):",
    noPositions: "none",
    long: "long",
    short: "short",
  },
  zh: {
    instructions: `你在 Hyperliquid 交易永续合约。每个币：BUY（开/加多）、SELL（开/加空）、HOLD 或 CLOSE（平仓）。
每个新仓位保证金 {tradeAmount} USDC；风险偏好 {riskPreference}：杠杆 {leverageMin}-{leverageMax}x。
规则：往返手续费 {fee}%，只做明显超过它的行情；保证金占可用资金 {marginMin}-{marginMax}%；整数杠杆 ≥{minLeverage}x；止损风险占保证金 {riskMin}-{riskMax}；持仓 ≤{maxPositions}；订单 ≥{minOrder} USDC；多：止损<入场<止盈，空：止盈<入场<止损。除非数据推翻，坚持持仓计划。
数据：{legend}。
只按给定 schema 回答 JSON：{coins} 各一个决策；quantity 以币计；HOLD 数字为 null；CLOSE 的 quantity 为持仓数量；exit_policy（成交后止损）：null、breakEven（percent {exitBreakEven}|null=1R）或 trailing（percent {exitTrailing}|atr {exitAtr} 个 1h ATR）；reasoning 以“失效：…”结尾。用中文。{ideas}`,
    data: `{closes}{memory}
时间 {time}。账户 {balance} USDC，可用资金 {cash} USDC。
当前持仓：{positions}
{marketData}`,
    legend: {
      price:
        "c15m/c4h 最近 11 根 15m/4h 收盘价，旧→新：首价，其后为相对首价的 bp（0.01%）；px 现价{perThousand}；24h 涨跌；atr 15m ATR14（px 的 bp）；maxlev 杠杆上限；a;b = 15m;4h",
      ema: "ema EMA20;EMA50 15m|4h，距 px 的 bp",
      macd: "macd MACD(12,26,9) 柱（px 的 bp）",
      rsi: "rsi RSI14",
      volume: "vol 最新量/均量",
      funding: "fund 资金费率 bp/时，正值多付空",
      oi: "oi 未平仓量美元（窗口内变化）",
      liquidation: "liqNx 新开 Nx 仓位被强平所需的反向波动；持仓显示强平价（距标记价）",
      sentiment:
        "sent 拥挤度 -1..+1，来自资金费率、溢价和 OI 增长；正值多头拥挤（下跌清洗风险），负值空头拥挤（逼空风险）",
    },
    perThousand: "（/1000：每份 1000 币合约，数量按合约计）",
    ideasHeading: "交易者的想法（在规则范围内遵循）：",
    noPositions: "无",
    long: "多",
    short: "空",
  },
};

/** Placeholders the system fills in the templates and, when a user writes them, in the user's ideas. */
export const USER_PLACEHOLDERS = [
  "balance",
  "cash",
  "tradeAmount",
  "coins",
  "riskPreference",
  "leverageMin",
  "leverageMax",
] as const;

/** Replaces each `{name}` whose name has a value; other braces stay as written. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}
