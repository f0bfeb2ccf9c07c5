import { type AnalysisModelId, EXTRA_MODEL_IDS } from "@app/core";
import { useApiKeys } from "../../settings/api-keys/api-keys-store.ts";
import { keyProviderFor, modelHasKey } from "../../settings/api-keys/model-keys.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";

/** The analysis model, shared with the trading panel (one store), and whether each model has its key. */
export function useModelChoice() {
  const model = useTradingSession((state) => state.model);
  const setModel = useTradingSession((state) => state.setModel);
  const mode = useApiKeys((state) => state.mode);
  const keys = useApiKeys((state) => state.keys);
  return {
    model,
    select: setModel,
    mode,
    hasKey: (id: AnalysisModelId) => modelHasKey(id, mode, keys),
    /** Whether no key of this mode can ever serve the model (OpenRouter-only models in native mode). */
    unavailable: (id: AnalysisModelId) => keyProviderFor(id, mode) === undefined,
    extraSelected: (EXTRA_MODEL_IDS as readonly string[]).includes(model),
  };
}
