import type { ServerResponse } from "node:http";
import { ReplyScanner } from "../../src/ai/reply-scanner.ts";

/** The wire dialects the fake streams in. */
export type StreamDialect = "openai" | "anthropic" | "gemini";

/** How fast the fake writes a streamed reply: the first token after a delay, then so many a second. */
export interface StreamPace {
  readonly firstTokenMs: number;
  /** 0: as fast as the socket takes them. */
  readonly tokensPerSecond: number;
}

/** A piece of a streamed reply as the fake sent it, with when (performance.now() of this process). */
export interface SentPiece {
  readonly at: number;
  readonly text: string;
}

/** A stream the fake is writing, as the browser tests see it. */
export interface OpenStream {
  readonly key: string;
  /** Waiting for a step (`POST /__step`) before it writes on. */
  waiting: boolean;
  /** Lets a stream paused after a decision write on. */
  release: (() => void) | undefined;
}

/** Characters per token of the fake's replies: about what the providers' tokenizers give for JSON. */
const CHARS_PER_TOKEN = 4;

/** Reads a pace from a key: `pace-<first token ms>-<tokens per second>-`. */
export function paceOf(key: string, fallback: StreamPace): StreamPace {
  const match = key.match(/pace-(\d+)-(\d+)-/);
  return match ? { firstTokenMs: Number(match[1]), tokensPerSecond: Number(match[2]) } : fallback;
}

/** How long a provider takes to write a reply it sends in one piece at a pace: every token, then the reply. */
export function oneShotDelayMs(text: string, pace: StreamPace): number {
  const tokens = Math.ceil(text.length / CHARS_PER_TOKEN);
  return pace.firstTokenMs + (pace.tokensPerSecond > 0 ? (tokens * 1000) / pace.tokensPerSecond : 0);
}

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;

/** The SSE events around and between a reply's pieces, in each provider's streaming shape. */
function dialectFrames(
  dialect: StreamDialect,
  model: string,
  usage: Record<string, unknown>,
  toolMode: boolean,
) {
  if (dialect === "anthropic") {
    const { output_tokens: output, ...input } = usage;
    return {
      head: [
        sse(
          {
            type: "message_start",
            message: {
              id: "msg_1",
              type: "message",
              role: "assistant",
              model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { ...input, output_tokens: 1 },
            },
          },
          "message_start",
        ),
        sse(
          {
            type: "content_block_start",
            index: 0,
            content_block: toolMode
              ? { type: "tool_use", id: "toolu_1", name: "json", input: {} }
              : { type: "text", text: "" },
          },
          "content_block_start",
        ),
      ],
      piece: (text: string) =>
        sse(
          {
            type: "content_block_delta",
            index: 0,
            delta: toolMode ? { type: "input_json_delta", partial_json: text } : { type: "text_delta", text },
          },
          "content_block_delta",
        ),
      tail: [
        sse({ type: "content_block_stop", index: 0 }, "content_block_stop"),
        sse(
          {
            type: "message_delta",
            delta: { stop_reason: toolMode ? "tool_use" : "end_turn", stop_sequence: null },
            usage: { output_tokens: output },
          },
          "message_delta",
        ),
        sse({ type: "message_stop" }, "message_stop"),
      ],
    };
  }
  if (dialect === "gemini") {
    const chunk = (text: string) => ({
      candidates: [{ content: { role: "model", parts: [{ text }] }, index: 0 }],
      modelVersion: model,
      responseId: "r1",
    });
    return {
      head: [],
      piece: (text: string) => sse(chunk(text)),
      tail: [
        sse({
          candidates: [{ content: { role: "model", parts: [{ text: "" }] }, finishReason: "STOP", index: 0 }],
          usageMetadata: usage,
          modelVersion: model,
          responseId: "r1",
        }),
      ],
    };
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  return {
    head: [sse(chunk({ role: "assistant", content: "" }, null))],
    piece: (text: string) => sse(chunk({ content: text }, null)),
    // Usage comes in a last chunk of its own, as with `stream_options.include_usage`.
    tail: [
      sse(chunk({}, "stop")),
      sse({
        id: "chatcmpl-1",
        object: "chat.completion.chunk",
        created: 1_700_000_000,
        model,
        choices: [],
        usage,
      }),
      sse("[DONE]"),
    ],
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Options of {@link writeStream}. */
export interface WriteStreamOptions {
  readonly dialect: StreamDialect;
  readonly model: string;
  readonly text: string;
  readonly usage: Record<string, unknown>;
  readonly toolMode: boolean;
  readonly pace: StreamPace;
  /** Pause after each complete decision until released (the browser tests' steps). */
  readonly stepped: boolean;
  readonly stream: OpenStream;
  /** Told every piece written, with its time. */
  readonly sent: SentPiece[];
}

/**
 * Writes a reply as its provider streams it: SSE events of about one token each at the pace asked for,
 * usage at the end. Stops writing when the caller hangs up.
 */
export async function writeStream(response: ServerResponse, options: WriteStreamOptions): Promise<void> {
  const frames = dialectFrames(options.dialect, options.model, options.usage, options.toolMode);
  response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const gone = () => response.destroyed || response.writableEnded;
  for (const frame of frames.head) response.write(frame);
  const { firstTokenMs, tokensPerSecond } = options.pace;
  if (firstTokenMs > 0) await sleep(firstTokenMs);
  const scanner = new ReplyScanner();
  const gap = tokensPerSecond > 0 ? 1000 / tokensPerSecond : 0;
  // Paced against a start, so timer lateness does not add up over a reply; a step's pause starts it anew.
  let started = performance.now();
  let count = 0;
  for (let index = 0; index < options.text.length; index += CHARS_PER_TOKEN, count++) {
    if (gone()) return;
    const due = started + count * gap;
    const wait = due - performance.now();
    if (gap > 0 && wait > 1) await sleep(wait);
    const text = options.text.slice(index, index + CHARS_PER_TOKEN);
    if (gone()) return;
    response.write(frames.piece(text));
    options.sent.push({ at: performance.now(), text });
    const decided = scanner.push(text).some((part) => part.type === "decision");
    if (decided && options.stepped) {
      options.stream.waiting = true;
      await new Promise<void>((resolve) => {
        options.stream.release = resolve;
        response.once("close", resolve);
      });
      options.stream.waiting = false;
      options.stream.release = undefined;
      started = performance.now();
      count = -1;
    }
  }
  if (gone()) return;
  for (const frame of frames.tail) response.write(frame);
  response.end();
}
