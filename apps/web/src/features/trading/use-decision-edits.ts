import {
  type DecisionAction,
  type DecisionEdit,
  type DecisionEditField,
  type Message,
  parseDecisionEdit,
} from "@app/core";
import { type EditDraft, useTradingSession } from "../../shared/trading-session-store.ts";

/** The fields a decision card lets the user edit, in display order. */
export const EDIT_FIELDS: readonly DecisionEditField[] = ["quantity", "leverage", "stop_loss", "take_profit"];

/**
 * The fields whose edits change what is executed, following core's planExecution: none for HOLD;
 * for CLOSE only the quantity, and only when no position is open (an open position is closed whole);
 * all four for BUY and SELL.
 */
export function editableFields(action: DecisionAction, hasPosition: boolean): readonly DecisionEditField[] {
  if (action === "HOLD") return [];
  if (action === "CLOSE") return hasPosition ? [] : ["quantity"];
  return EDIT_FIELDS;
}

/** A card's typed edits, checked with core's parseDecisionEdit. */
export interface CheckedEdit {
  edit: DecisionEdit;
  errors: Partial<Record<DecisionEditField, Message>>;
}

/** Checks one card's typed edits: valid fields become numbers (or null when emptied), others errors. */
export function checkEdit(draft: EditDraft | undefined): CheckedEdit {
  const edit: DecisionEdit = {};
  const errors: CheckedEdit["errors"] = {};
  for (const field of EDIT_FIELDS) {
    const text = draft?.[field];
    if (text === undefined) continue;
    const result = parseDecisionEdit(field, text);
    if (result.ok) edit[field] = result.value;
    else errors[field] = result.message;
  }
  return { edit, errors };
}

/** Every card's checked edits, and whether all of them are valid (execution needs that). */
export function useDecisionEdits() {
  const drafts = useTradingSession((state) => state.edits);
  const checked: Record<number, CheckedEdit> = {};
  let valid = true;
  for (const [index, draft] of Object.entries(drafts)) {
    const result = checkEdit(draft);
    checked[Number(index)] = result;
    if (Object.keys(result.errors).length > 0) valid = false;
  }
  const edits: Record<number, DecisionEdit> = {};
  for (const [index, result] of Object.entries(checked)) edits[Number(index)] = result.edit;
  return { checked, edits, valid };
}
