import { STATUS_CODES } from "node:http";
import type { HlSim } from "@app/hl-sim";
import { HttpRequestError, type IRequestTransport } from "@nktkas/hyperliquid";

/** Longest answer text an error's message quotes, as the SDK's HttpTransport quotes it. */
const QUOTED_ANSWER_CHARS = 1024;

/**
 * The SDK's request transport for the local exchange mounted in this process. A request goes to the
 * exchange's handler exactly as the `/hl` mount hands it one (the body as JSON text, the answer as an HTTP
 * status, content type and text), without a round trip through the server's own HTTP listener, fetch and
 * Fastify. Answers and failures take the shapes of the SDK's HttpTransport, so the retries, metrics and
 * error mapping above it see no difference: the parsed JSON of a 2xx JSON answer; else an
 * {@link HttpRequestError} whose `response` is the exchange's answer (a 5xx is retried like one over HTTP);
 * one without a response when the answer takes longer than `timeoutMs` or the caller aborts.
 */
export class InProcessTransport implements IRequestTransport {
  readonly isTestnet = true;
  readonly #exchange: Pick<HlSim, "handle">;
  readonly #timeoutMs: number;

  constructor(exchange: Pick<HlSim, "handle">, timeoutMs: number) {
    this.#exchange = exchange;
    this.#timeoutMs = timeoutMs;
  }

  /** Hands the request to the exchange and returns its parsed answer. */
  async request<T>(endpoint: "info" | "exchange", payload: unknown, signal?: AbortSignal): Promise<T> {
    const answer = await this.#answer(endpoint, payload, signal);
    const ok = answer.status >= 200 && answer.status < 300;
    if (!ok || !answer.contentType.includes("application/json")) {
      throw new HttpRequestError({
        response: new Response(answer.body, {
          status: answer.status,
          statusText: STATUS_CODES[answer.status] ?? "",
          headers: { "content-type": answer.contentType },
        }),
        ...(answer.body ? { detail: quoted(answer.body) } : {}),
        request: payload,
      });
    }
    return JSON.parse(answer.body) as T;
  }

  /** The exchange's answer, or an HttpRequestError once the timeout passes or the caller aborts. */
  async #answer(endpoint: "info" | "exchange", payload: unknown, signal: AbortSignal | undefined) {
    if (signal?.aborted) throw aborted(signal.reason, payload);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const givenUp = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpRequestError({
              detail: `Request timed out after ${this.#timeoutMs} ms`,
              request: payload,
            }),
          ),
        this.#timeoutMs,
      );
      onAbort = () => reject(aborted(signal?.reason, payload));
      signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      return await Promise.race([this.#exchange.handle(`/${endpoint}`, JSON.stringify(payload)), givenUp]);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener("abort", onAbort);
    }
  }
}

/** The error of a request its caller aborted, as the SDK's HttpTransport gives it. */
function aborted(reason: unknown, payload: unknown): HttpRequestError {
  return new HttpRequestError({ detail: "Request aborted", cause: reason, request: payload });
}

/** An answer's text for an error message: the start of a long one, with its length. */
function quoted(text: string): string {
  if (text.length <= QUOTED_ANSWER_CHARS) return text;
  return `${text.slice(0, QUOTED_ANSWER_CHARS)}… (${text.length} chars total)`;
}
