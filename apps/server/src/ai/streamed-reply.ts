import {
  APICallError,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  type ProviderMetadata,
  streamText,
  wrapLanguageModel,
} from "ai";
import { ReplyScanner, type ScannedPart } from "./reply-scanner.ts";

/** The settings of one model call, shared by the streamed and the one-shot call. */
export type ModelCallSettings = Pick<
  Parameters<typeof streamText>[0],
  "instructions" | "temperature" | "maxOutputTokens" | "maxRetries" | "abortSignal" | "providerOptions"
> & {
  readonly messages: ModelMessage[];
  /** The provider's model, without middleware that would hold the text back. */
  readonly model: Exclude<LanguageModel, string>;
  /** The structured output asked for (the same as a one-shot call's `Output.object`). */
  readonly output: { readonly responseFormat: PromiseLike<unknown> };
};

/** What a streamed call returned: the whole text, and what it cost. */
export interface StreamedReply {
  readonly text: string;
  readonly usage: Partial<LanguageModelUsage>;
  readonly providerMetadata: ProviderMetadata | undefined;
}

/** Statuses with which an endpoint refuses a streamed request it would answer in one reply. */
const NO_STREAM_STATUSES = new Set([400, 405, 415, 422, 501]);

/**
 * A provider or model that cannot stream: it refused the streamed request itself, saying so. A refusal
 * of anything else (a bad key, a bad model, credits) is left to the caller's error mapping.
 */
export function cannotStream(error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode === undefined) return false;
  if (!NO_STREAM_STATUSES.has(error.statusCode)) return false;
  return /stream/i.test(`${error.message} ${error.responseBody ?? ""}`);
}

/**
 * The model asked for the output's format on every call. With `output` itself, streamText passes a text
 * delta on only once the partial object it parses changes, so the piece that closes a decision can wait
 * for the end of the reply; asked this way the provider gets the same request and the text flows as sent.
 */
async function withResponseFormat(settings: ModelCallSettings) {
  const responseFormat = (await settings.output.responseFormat) as
    | Parameters<Exclude<LanguageModel, string>["doStream"]>[0]["responseFormat"]
    | undefined;
  return wrapLanguageModel({
    model: settings.model,
    middleware: { transformParams: async ({ params }) => ({ ...params, responseFormat }) },
  });
}

/**
 * Runs one model call with its reply streamed, reporting each decision and overview text the moment the
 * reply completes or grows it. The model's JSON is read as it arrives (not through the SDK's output
 * parsing); the caller checks the whole text against the schema at the end. Throws the provider's
 * error, or the abort reason when the call is cancelled.
 */
export async function streamReply(
  settings: ModelCallSettings,
  onPart: (part: ScannedPart) => void,
): Promise<StreamedReply> {
  const scanner = new ReplyScanner();
  let usage: Partial<LanguageModelUsage> = {};
  let providerMetadata: ProviderMetadata | undefined;
  const { output: _output, ...rest } = settings;
  // The SDK prints stream errors by default; they may quote what a provider echoed, keys included.
  const result = streamText({ ...rest, model: await withResponseFormat(settings), onError: () => {} });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") {
      for (const scanned of scanner.push(part.text)) onPart(scanned);
    } else if (part.type === "finish-step") {
      usage = part.usage;
      providerMetadata = part.providerMetadata;
    } else if (part.type === "error") {
      throw part.error;
    } else if (part.type === "abort") {
      throw settings.abortSignal?.reason ?? new DOMException("The analysis was cancelled.", "AbortError");
    }
  }
  return { text: scanner.text, usage, providerMetadata };
}
