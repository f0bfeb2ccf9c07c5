import { ACCOUNT_FETCH, LEVERAGE_LIMITS, TRADE_AMOUNT } from "../catalog/limits.ts";
import { type CoreMessageKey, type Rejection, reject } from "../i18n/message.ts";

/** Plain decimal notation, as a number input produces it: no hex, no "Infinity", no trailing text. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The number a text input holds: `undefined` when it is blank, `NaN` when it is not a decimal number.
 * Stricter than `Number()`, which reads "0x1f" as 31 and "" as 0.
 */
export function parseNumberInput(input: string): number | undefined {
  const text = input.trim();
  if (text === "") return undefined;
  if (!DECIMAL.test(text)) return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A checked trade amount in USDC. */
export type TradeAmountCheck = { readonly ok: true; readonly amount: number } | Rejection;

/** Checks the trade amount box (product rules §5): a number of at least 10 USDC. */
export function validateTradeAmount(input: string): TradeAmountCheck {
  const amount = parseNumberInput(input);
  if (amount === undefined) return reject("validation.tradeAmount.empty");
  if (Number.isNaN(amount)) return reject("validation.notNumber");
  if (amount < TRADE_AMOUNT.min) return reject("validation.tradeAmount.belowMin", { min: TRADE_AMOUNT.min });
  return { ok: true, amount };
}

/** The account value an analysis from the trading panel starts from: the trade amount, or 100 (product rules §7). */
export function analysisInitialBalance(tradeAmountInput: string): number {
  const amount = parseNumberInput(tradeAmountInput);
  return amount !== undefined && amount > 0 ? amount : ACCOUNT_FETCH.analysisInitialBalance;
}

/** Whether a leverage is a whole number from 1 to 20 (product rules §9). */
export function isValidLeverage(value: number): boolean {
  return Number.isInteger(value) && value >= LEVERAGE_LIMITS.min && value <= LEVERAGE_LIMITS.max;
}

/** The user's edits of one decision card; a present field, even `null`, overrides the model's value. */
export interface DecisionEdit {
  quantity?: number | null;
  leverage?: number | null;
  stop_loss?: number | null;
  take_profit?: number | null;
}

/** An editable field of a decision card. */
export type DecisionEditField = keyof DecisionEdit;

/** A parsed decision edit: a number, or `null` for an emptied field. */
export type DecisionEditCheck = { readonly ok: true; readonly value: number | null } | Rejection;

const NON_NEGATIVE_MESSAGES: Readonly<Record<Exclude<DecisionEditField, "leverage">, CoreMessageKey>> = {
  quantity: "validation.decision.quantity",
  stop_loss: "validation.decision.stopLoss",
  take_profit: "validation.decision.takeProfit",
};

/**
 * Parses a decision card edit (product rules §5): quantity, stop loss and take profit take 0 or more; leverage
 * takes a whole number from 1 to 20; any field may be emptied. Input steps are hints, not rules: a
 * meme coin's stop loss needs more decimals than 0.01.
 */
export function parseDecisionEdit(field: DecisionEditField, input: string): DecisionEditCheck {
  const value = parseNumberInput(input);
  if (value === undefined) return { ok: true, value: null };
  if (Number.isNaN(value)) return reject("validation.notNumber");
  if (field === "leverage")
    return isValidLeverage(value) ? { ok: true, value } : reject("validation.decision.leverage");
  return value >= 0 ? { ok: true, value } : reject(NON_NEGATIVE_MESSAGES[field]);
}
