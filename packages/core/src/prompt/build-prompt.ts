import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { PROMPT_GUIDANCE } from "../catalog/limits.ts";
import { LEVERAGE_BANDS } from "../catalog/risk.ts";
import { EXIT_POLICY_LIMITS } from "../exits/exit-policy.ts";
import { MIN_ORDER_VALUE_USD } from "../guardrails/guardrails.ts";
import type { MessageTranslator } from "../i18n/message.ts";
import { coinLine, isPerThousand, seriesLine, sig } from "./market-lines.ts";
import { memoryText } from "./memory-lines.ts";
import type { PromptInput, PromptPosition } from "./prompt-input.ts";
import { fillPlaceholders, PROMPT_TEMPLATES, type PromptTemplate, USER_PLACEHOLDERS } from "./templates.ts";

const usd = (value: number) => value.toFixed(2);
const span = (limits: { min: number; max: number }) => `${limits.min}-${limits.max}`;

/**
 * One open position: side, size, entry, leverage, P&L, liquidation when ticked; its mark only when the coin has
 * no market line (there `px` gives the price).
 */
function positionText(position: PromptPosition, input: PromptInput, template: PromptTemplate): string {
  const side = position.size > 0 ? template.long : template.short;
  const listed = input.coins.some((coin) => coin.coin === position.coin);
  const parts = [
    `${position.coin} ${side} ${Math.abs(position.size)} @${sig(position.entryPrice)}${listed ? "" : ` mark=${sig(position.markPrice)}`} ${position.leverage}x uPnL=${position.unrealizedPnl >= 0 ? "+" : ""}${usd(position.unrealizedPnl)}`,
  ];
  if (input.dataSources.liquidation && position.liquidationPrice !== null && position.markPrice > 0) {
    const distance = ((position.liquidationPrice - position.markPrice) / position.markPrice) * 100;
    parts.push(`liq=${sig(position.liquidationPrice)}(${distance >= 0 ? "+" : ""}${distance.toFixed(1)}%)`);
  }
  return parts.join(" ");
}

/**
 * The values of the placeholders, for the templates and for the user's ideas; `translate` names the risk
 * preference in the prompt's language (core's own on the server, the app's i18next in the web).
 */
export function placeholderValues(input: PromptInput, translate: MessageTranslator): Record<string, string> {
  const band = LEVERAGE_BANDS[input.riskPreference];
  return {
    balance: usd(input.accountValue),
    cash: usd(input.availableCash),
    tradeAmount: usd(input.tradeAmount),
    coins: input.coins.map((coin) => coin.coin).join(","),
    riskPreference: translate({ key: `riskPreference.${input.riskPreference}` }, input.language),
    leverageMin: String(band.min),
    leverageMax: String(band.max),
  };
}

/**
 * The analysis prompt in two parts. `instructions` holds what does not change between analyses with the same
 * settings (role, the spec's rules, glossary of the ticked sources, output contract, the trader's ideas with
 * placeholders filled) and leads byte for byte, so providers can cache it; `data` holds what changes every
 * time (time, account, open positions with the model's previous plan, compact market data).
 */
export interface AnalysisPrompt {
  readonly instructions: string;
  readonly data: string;
}

/** The whole prompt as one text, as it is shown under "What AI Sees" and counted. */
export function promptText(prompt: AnalysisPrompt): string {
  return `${prompt.instructions}\n${prompt.data}`;
}

/**
 * The analysis prompt in the user's language, split into its fixed and changing parts (see
 * {@link AnalysisPrompt}). `translate`: core's `translate` on the server, the app's translator in the web.
 */
export function buildAnalysisPromptParts(input: PromptInput, translate: MessageTranslator): AnalysisPrompt {
  const template = PROMPT_TEMPLATES[input.language];
  const band = LEVERAGE_BANDS[input.riskPreference];
  const user = placeholderValues(input, translate);
  const userOnly = Object.fromEntries(USER_PLACEHOLDERS.map((name) => [name, user[name] ?? ""]));
  const ideas = input.userIdeas.trim()
    ? `\n${template.ideasHeading}\n${fillPlaceholders(input.userIdeas, userOnly)}`
    : "";
  const perThousand = input.coins.some((coin) => isPerThousand(coin.coin)) ? template.perThousand : "";
  const legend = DATA_SOURCE_IDS.filter((id) => input.dataSources[id] || id === "price")
    .map((id) => fillPlaceholders(template.legend[id], { perThousand }))
    .join(input.language === "zh" ? "；" : "; ");
  const positions =
    input.positions.length === 0
      ? template.noPositions
      : `\n${input.positions.map((position) => positionText(position, input, template)).join("\n")}`;
  const instructions = fillPlaceholders(template.instructions, {
    ...user,
    fee: String(PROMPT_GUIDANCE.roundTripFeePercent),
    marginMin: String(PROMPT_GUIDANCE.marginPercentOfCash.min),
    marginMax: String(PROMPT_GUIDANCE.marginPercentOfCash.max),
    minLeverage: String(PROMPT_GUIDANCE.minLeverage),
    riskMin: String(PROMPT_GUIDANCE.riskOfMargin.min),
    riskMax: String(PROMPT_GUIDANCE.riskOfMargin.max),
    maxPositions: String(PROMPT_GUIDANCE.maxConcurrentPositions),
    minOrder: String(MIN_ORDER_VALUE_USD),
    exitBreakEven: span(EXIT_POLICY_LIMITS.breakEvenPercent),
    exitTrailing: span(EXIT_POLICY_LIMITS.trailingPercent),
    exitAtr: span(EXIT_POLICY_LIMITS.trailingAtr),
    legend,
    ideas,
  });
  const series = (name: "c15m" | "c4h") => input.coins.map((coin) => seriesLine(coin, name)).join("\n");
  const data = fillPlaceholders(template.data, {
    // Slowest-changing first: 4-hour closes, then 15-minute ones, then what changes every analysis.
    closes: `${series("c4h")}\n${series("c15m")}`,
    time: `${new Date(input.time).toISOString().slice(0, 16).replace("T", " ")}Z`,
    balance: user.balance ?? "",
    cash: user.cash ?? "",
    positions,
    marketData: input.coins.map((coin) => coinLine(coin, input.dataSources, band.max)).join("\n"),
    // After the closes: between two analyses only its newest lines change, while time, account and prices
    // change every time.
    memory: input.memory ? `\n${memoryText(input.memory, input.time, input.language)}` : "",
  });
  return { instructions, data };
}

/**
 * The analysis prompt in the user's language as one text: the fixed instructions first, then the data of
 * this moment. This text is shown under "What AI Sees"; a model is sent its two parts (see
 * {@link buildAnalysisPromptParts}).
 */
export function buildAnalysisPrompt(input: PromptInput, translate: MessageTranslator): string {
  return promptText(buildAnalysisPromptParts(input, translate));
}
