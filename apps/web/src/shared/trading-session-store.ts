import {
  type AnalysisModelId,
  type DecisionEditField,
  type ExecuteResponse,
  type Language,
  LOCAL_MODEL_ID,
  type SmartAnalysisData,
} from "@app/core";
import { create } from "zustand";

/** The text typed into a decision card's fields, keyed by field. */
export type EditDraft = Partial<Record<DecisionEditField, string>>;

/** The last analysis and when it arrived. */
export interface AnalysisRun {
  data: SmartAnalysisData;
  at: number;
}

/** The last execution and when it finished. */
export interface ExecutionRun {
  response: ExecuteResponse;
  at: number;
}

/** The decision cards of the shown analysis whose orders went through, and when the last did. */
export interface ExecutedDecisions {
  indices: readonly number[];
  at: number;
}

/**
 * The trading panel's session state: kept in memory so switching tabs keeps the result, reset by a
 * reload. Edits are keyed by decision card index (product rules §3).
 */
export interface TradingSessionState {
  model: AnalysisModelId;
  /** Prompt text being edited per language; absent means the saved (or default) prompt. */
  promptDrafts: Partial<Record<Language, string>>;
  analysis: AnalysisRun | null;
  edits: Record<number, EditDraft>;
  selected: number | null;
  execution: ExecutionRun | null;
  /** Cleared by a new analysis: its decisions have not been executed. */
  executed: ExecutedDecisions | null;
  setModel: (model: AnalysisModelId) => void;
  setPromptDraft: (language: Language, text: string | undefined) => void;
  /** Shows a new analysis: clears the edits, the selection, the previous execution and the executed marks. */
  setAnalysis: (data: SmartAnalysisData, at: number) => void;
  setEdit: (index: number, field: DecisionEditField, text: string) => void;
  resetEdits: (index: number) => void;
  select: (index: number) => void;
  setExecution: (response: ExecuteResponse, at: number) => void;
  /** Marks decision cards executed (their orders went through), adding to those marked before. */
  markExecuted: (indices: readonly number[], at: number) => void;
  clearExecution: () => void;
}

/** The trading panel's session store. */
export const useTradingSession = create<TradingSessionState>()((set) => ({
  model: LOCAL_MODEL_ID,
  promptDrafts: {},
  analysis: null,
  edits: {},
  selected: null,
  execution: null,
  executed: null,
  setModel: (model) => set({ model }),
  setPromptDraft: (language, text) =>
    set((state) => {
      const promptDrafts = { ...state.promptDrafts };
      if (text === undefined) delete promptDrafts[language];
      else promptDrafts[language] = text;
      return { promptDrafts };
    }),
  setAnalysis: (data, at) =>
    set({ analysis: { data, at }, edits: {}, selected: null, execution: null, executed: null }),
  setEdit: (index, field, text) =>
    set((state) => ({ edits: { ...state.edits, [index]: { ...state.edits[index], [field]: text } } })),
  resetEdits: (index) =>
    set((state) => {
      const edits = { ...state.edits };
      delete edits[index];
      return { edits };
    }),
  select: (index) => set((state) => ({ selected: state.selected === index ? null : index })),
  setExecution: (response, at) => set({ execution: { response, at } }),
  clearExecution: () => set({ execution: null }),
  markExecuted: (indices, at) =>
    set((state) => {
      if (indices.length === 0) return {};
      const all = new Set([...(state.executed?.indices ?? []), ...indices]);
      return { executed: { indices: [...all].sort((a, b) => a - b), at } };
    }),
}));
