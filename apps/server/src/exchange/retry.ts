import { setTimeout as delay } from "node:timers/promises";
import { HttpRequestError, type IRequestTransport, TransportError } from "@nktkas/hyperliquid";

/** How often a request is tried when the exchange times out or answers 429/5xx. */
export const MAX_ATTEMPTS = 3;
/** First backoff; doubled on each retry unless the exchange says how long to wait. */
export const BASE_DELAY_MS = 250;
/** Longest wait honoured from a `retry-after` header. */
export const MAX_RETRY_AFTER_MS = 5_000;

/** Whether an error is worth a retry: a timeout, a network failure, a 429 or a 5xx. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof HttpRequestError) {
    const status = error.response?.status;
    return status === undefined || status === 429 || status >= 500;
  }
  return error instanceof TransportError;
}

/**
 * How long to wait before attempt `attempt + 1`: the exchange's `retry-after` as asked, or exponential
 * backoff with "equal jitter" (half the step fixed, half random) so clients that failed together do not
 * retry together. `random` returns a number in [0, 1).
 */
export function retryDelayMs(error: unknown, attempt: number, random: () => number = Math.random): number {
  const header = error instanceof HttpRequestError ? error.response?.headers.get("retry-after") : null;
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (Number.isFinite(ms) && ms >= 0) return Math.min(ms, MAX_RETRY_AFTER_MS);
  }
  const step = BASE_DELAY_MS * 2 ** attempt;
  return step / 2 + Math.floor((random() * step) / 2);
}

/** Waits `ms`, or rejects with the signal's reason as soon as the caller gives up. */
export const abortableSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  delay(ms, undefined, signal ? { signal } : {});

/** The outcome of a retried call: its value, or its last error, and how many attempts it took. */
export type Retried<T> =
  | { ok: true; value: T; attempts: number }
  | { ok: false; error: unknown; attempts: number };

/** How `withRetry` waits and when it stops waiting. */
export interface RetryOptions {
  /** Aborts the wait between attempts (and no further attempt is made). */
  readonly signal?: AbortSignal | undefined;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
}

/**
 * Calls `send` until it succeeds, fails for good, MAX_ATTEMPTS are used or the signal aborts. Only safe
 * for requests the exchange cannot apply twice: signed actions carry a nonce it accepts once.
 */
export async function withRetry<T>(send: () => Promise<T>, options: RetryOptions = {}): Promise<Retried<T>> {
  const { signal, sleep = abortableSleep, random = Math.random } = options;
  let attempt = 0;
  for (;;) {
    try {
      signal?.throwIfAborted();
      return { ok: true, value: await send(), attempts: attempt + 1 };
    } catch (error) {
      attempt += 1;
      if (signal?.aborted || attempt >= MAX_ATTEMPTS || !isRetryable(error)) {
        return { ok: false, error, attempts: attempt };
      }
      try {
        await sleep(retryDelayMs(error, attempt - 1, random), signal);
      } catch (aborted) {
        // The caller's own reason, as `throwIfAborted` would give it.
        return { ok: false, error: signal?.aborted ? signal.reason : aborted, attempts: attempt };
      }
    }
  }
}

/**
 * A transport that retries what `withRetry` retries. Safe for both endpoints: info reads change
 * nothing, and a signed exchange action carries a nonce the exchange accepts once, so a resend after
 * a timeout can never place an order twice.
 */
export class RetryingTransport implements IRequestTransport {
  readonly #inner: IRequestTransport;
  readonly isTestnet: boolean;

  constructor(inner: IRequestTransport) {
    this.#inner = inner;
    this.isTestnet = inner.isTestnet;
  }

  /** Sends a request, retrying timeouts, network failures, 429 and 5xx. */
  async request<T>(endpoint: "info" | "exchange", payload: unknown, signal?: AbortSignal): Promise<T> {
    // A caller that gave up is not retried for, and its wait ends at once.
    const result = await withRetry(() => this.#inner.request<T>(endpoint, payload, signal), { signal });
    if (result.ok) return result.value;
    throw result.error;
  }
}
