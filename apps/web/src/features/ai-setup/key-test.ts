import { AI_PROVIDERS, type AiProviderId, type AnalysisModelId, API_MODE_HEADER } from "@app/core";
import { mutationOptions } from "@tanstack/react-query";
import { type ConnectionTest, testAiConnection } from "../../api/ai-connection.ts";

/** The model a provider's Test button asks for: OpenRouter tries deepseek, a native key its own model. */
export function testModelFor(provider: AiProviderId): AnalysisModelId {
  const model = AI_PROVIDERS[provider].displayModelId;
  return provider === "openrouter" ? "deepseek" : (model as AnalysisModelId);
}

/** Tests one saved key alone: only its own header travels, so the answer is about that key. */
export function testKey(provider: AiProviderId, key: string): Promise<ConnectionTest> {
  const info = AI_PROVIDERS[provider];
  return testAiConnection(testModelFor(provider), {
    [API_MODE_HEADER]: info.mode,
    [info.keyHeader]: key,
  });
}

/** Query options of a key's Test button. */
export function testKeyMutationOptions(provider: AiProviderId) {
  return mutationOptions<ConnectionTest, Error, string>({
    mutationKey: ["test-key", provider],
    mutationFn: (key) => testKey(provider, key),
  });
}
