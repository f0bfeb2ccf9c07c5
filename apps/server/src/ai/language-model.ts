import { createAlibaba } from "@ai-sdk/alibaba";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createDeepSeek } from "@ai-sdk/deepseek";
import { createGoogle } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { AppError } from "@app/core";
import { createOpenRouter } from "@openrouter/ai-sdk-provider";
import { extractJsonMiddleware, type LanguageModel, wrapLanguageModel } from "ai";
import type { ProviderTarget } from "./provider-keys.ts";

/** Base URLs that replace a provider's default, for gateways and self-hosted compatible endpoints. */
export type ProviderBaseUrls = Readonly<Partial<Record<ProviderTarget["provider"], string>>>;

/** The JSON object inside a model's text: fences and prose around it are cut away. */
export function extractJsonObject(text: string): string {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : text.trim();
}

/** The provider model of a target (no middleware), built fresh with the user's key for this request only. */
export function providerModel(
  target: ProviderTarget,
  baseUrls: ProviderBaseUrls,
): Exclude<LanguageModel, string> {
  // Never let a provider read its key from the environment: an empty key must not reach the factory.
  if (!target.apiKey) throw new AppError("MISSING_NATIVE_API_KEY");
  const settings = {
    apiKey: target.apiKey,
    ...(baseUrls[target.provider] ? { baseURL: baseUrls[target.provider] } : {}),
  };
  switch (target.provider) {
    case "openrouter":
      return createOpenRouter({ ...settings, compatibility: "strict" }).chat(target.modelId, {
        // Only endpoints that honour response_format may serve the request. No provider order: with one,
        // OpenRouter turns off its sticky routing, which keeps a model's calls on the provider holding the
        // prompt cache. Usage accounting adds the call's cost in USD to the reply.
        provider: { require_parameters: true },
        usage: { include: true },
      });
    case "openai":
      return createOpenAI(settings).chat(target.modelId);
    case "claude":
      return createAnthropic(settings)(target.modelId);
    case "google":
      return createGoogle(settings)(target.modelId);
    case "deepseek":
      return createDeepSeek(settings)(target.modelId);
    case "qwen":
      return createAlibaba(settings)(target.modelId);
  }
}

/** The model of a target, reading JSON out of markdown fences and prose before the schema checks it. */
export function languageModelFor(target: ProviderTarget, baseUrls: ProviderBaseUrls): LanguageModel {
  return wrapLanguageModel({
    model: providerModel(target, baseUrls),
    middleware: extractJsonMiddleware({ transform: extractJsonObject }),
  });
}
