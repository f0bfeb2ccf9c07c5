import {
  LOCAL_MODEL_ID,
  MODEL_OPTIONS,
  MODEL_USD_PER_1K_TOKENS,
  type ModelListEntry,
  type RemoteModelId,
} from "@app/core";
import { MODEL_ROUTES } from "./model-routes.ts";

/** The models a user can pick, where each goes, and the display card of the five main ones; local first. */
export function modelList(): ModelListEntry[] {
  const remote = (
    Object.entries(MODEL_ROUTES) as [RemoteModelId, (typeof MODEL_ROUTES)[RemoteModelId]][]
  ).map(
    ([id, route]): ModelListEntry => ({
      id,
      keyless: false,
      openrouterModel: route.openrouter,
      nativeProvider: route.native?.provider ?? null,
      nativeModel: route.native?.modelId ?? null,
      usdPer1kTokens: MODEL_USD_PER_1K_TOKENS[id],
      card: MODEL_OPTIONS.find((option) => option.id === id) ?? null,
    }),
  );
  const local: ModelListEntry = {
    id: LOCAL_MODEL_ID,
    keyless: true,
    openrouterModel: null,
    nativeProvider: null,
    nativeModel: null,
    usdPer1kTokens: 0,
    card: null,
  };
  return [local, ...remote];
}
