import type { DataSourceId } from "../catalog/data-sources.ts";
import type { Language } from "../i18n/message.ts";

/** The parts of the analysis prompt in one language; `{name}` placeholders are filled by the system. */
export interface PromptTemplate {
  /**
   * What stays the same from one analysis to the next with the same settings: role, rules, glossary, output
   * contract and the trader's ideas (`{ideas}`). It leads the prompt, byte for byte, so providers can cache it.
   */
  readonly instructions: string;
  /** What changes every analysis: time, account, open positions (`{positions}`) and the market data. */
  readonly data: string;
  /** What each ticked data source's field means, one legend entry per source. */
  readonly legend: Readonly<Record<DataSourceId, string>>;
  readonly ideasHeading: string;
  readonly noPositions: string;
  readonly long: string;
  readonly short: string;
}

const CONTRACT =
  '{"strategy_overview":string,"comprehensive_analysis":string,"trading_decisions":[{"coin":string,"action":"BUY"|"SELL"|"HOLD"|"CLOSE","confidence":0..1,"reasoning":string,"quantity":number|null,"entry_price":number|null,"leverage":integer|null,"stop_loss":number|null,"take_profit":number|null,"risk_reward_ratio":number|null}]}';

/** Prompt templates in English and Chinese. Placeholders a user may also write in their ideas are listed in USER_PLACEHOLDERS. */
export const PROMPT_TEMPLATES: Readonly<Record<Language, PromptTemplate>> = {
  en: {
    instructions: `You trade crypto perpetual futures on Hyperliquid. For each coin decide BUY (open or add long), SELL (open or add short), HOLD, or CLOSE (close the open position).
Margin per new position {tradeAmount} USDC. Risk preference {riskPreference}: leverage {leverageMin}-{leverageMax}x.
Rules: round-trip fee {fee}%, so trade only moves that clearly beat it; margin {marginMin}-{marginMax}% of free cash; leverage an integer, at least {minLeverage}x; the stop loss risks {riskMin}-{riskMax} of the margin; at most {maxPositions} positions open; order value at least {minOrder} USDC; long: stop < entry < target, short: target < entry < stop. Keep the exit plan of an open position unless the data breaks it.
Data per coin: {legend}.
Answer with JSON only, no other text: ${CONTRACT}
One decision per coin of {coins}. quantity in coins; HOLD: numbers null; CLOSE: quantity = position size. Write the text fields in English.{ideas}`,
    data: `{closes}
Time {time}. Account {balance} USDC, free cash {cash} USDC.
Open positions: {positions}
{marketData}{memory}`,
    legend: {
      price:
        "c15m/c4h closes of the last 11 completed 15m/4h candles, oldest first; px price now, the live candle's close (/1000: per 1000-coin contract, quantity in contracts); 24h change; atr ATR14 of 15m as % of price; maxlev the coin's leverage cap; a;b = 15m;4h",
      ema: "ema EMA20;EMA50 15m|4h",
      macd: "macd MACD(12,26,9) histogram",
      rsi: "rsi RSI14, >70 hot, <30 cold",
      volume: "vol last candle volume / average",
      funding: "fund hourly funding, + longs pay shorts",
      oi: "oi open interest in USD and its change over the window",
      liquidation:
        "liqNx how far the price may move against a new position at Nx before liquidation; open positions show their liquidation price and distance from the mark",
      sentiment:
        "sent crowd positioning -1..+1 derived from funding, mark-oracle premium and open-interest growth; + longs crowded (risk of a flush down), - shorts crowded (squeeze risk)",
    },
    ideasHeading: "Trader's ideas (follow them within the rules):",
    noPositions: "none",
    long: "long",
    short: "short",
  },
  zh: {
    instructions: `你在 Hyperliquid 上交易加密货币永续合约。为每个币种给出决策：BUY（开多或加多）、SELL（开空或加空）、HOLD（观望）或 CLOSE（平掉当前持仓）。
每个新仓位保证金 {tradeAmount} USDC。风险偏好 {riskPreference}：杠杆 {leverageMin}-{leverageMax}x。
规则：往返手续费 {fee}%，只做明显超过手续费的行情；保证金为可用资金的 {marginMin}-{marginMax}%；杠杆为整数，至少 {minLeverage}x；止损风险为保证金的 {riskMin}-{riskMax}；最多同时持有 {maxPositions} 个仓位；订单价值至少 {minOrder} USDC；做多：止损 < 入场 < 止盈，做空：止盈 < 入场 < 止损。除非数据推翻，否则坚持持仓原有的退出计划。
各币种数据：{legend}。
只用 JSON 回答，不要其他文字：${CONTRACT}
{coins} 每个币种一个决策。quantity 以币为单位；HOLD 的数字为 null；CLOSE 的 quantity 等于持仓数量。文本字段用中文书写。{ideas}`,
    data: `{closes}
时间 {time}。账户 {balance} USDC，可用资金 {cash} USDC。
当前持仓：{positions}
{marketData}{memory}`,
    legend: {
      price:
        "c15m/c4h 最近 11 根已收盘的 15 分钟/4 小时 K 线收盘价，从旧到新；px 当前价格，即未收盘 K 线的收盘价（/1000：每份 1000 币合约的价格，数量按合约计）；24h 涨跌；atr 15 分钟 ATR14 占价格的百分比；maxlev 该币种的杠杆上限；a;b = 15m;4h",
      ema: "ema EMA20;EMA50 15m|4h",
      macd: "macd MACD(12,26,9) 柱",
      rsi: "rsi RSI14，>70 过热，<30 过冷",
      volume: "vol 最新 K 线成交量 / 平均值",
      funding: "fund 每小时资金费率，正值为多头付给空头",
      oi: "oi 未平仓合约美元价值及其在窗口内的变化",
      liquidation: "liqNx 以 Nx 杠杆新开仓位在被强平前价格可反向波动的幅度；持仓显示其强平价及与标记价的距离",
      sentiment:
        "sent 由资金费率、标记价相对预言机价的溢价和未平仓量增长得出的拥挤度 -1..+1；正值多头拥挤（有下跌清洗风险），负值空头拥挤（有逼空风险）",
    },
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
