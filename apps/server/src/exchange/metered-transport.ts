import { isRecord } from "@app/core";
import type { IRequestTransport } from "@nktkas/hyperliquid";
import type { Metrics } from "../metrics/metrics.ts";

/** An order action's answer as Hyperliquid shapes it: one status per order. */
interface OrderAnswer {
  status?: unknown;
  response?: { type?: unknown; data?: { statuses?: unknown } };
}

/** Counts an order action's orders by what the exchange answered for each. */
function countOrders(metrics: Metrics, payload: unknown, answer: unknown): void {
  const action = isRecord(payload) ? payload.action : undefined;
  if (!isRecord(action) || action.type !== "order" || !Array.isArray(action.orders)) return;
  const reply = answer as OrderAnswer;
  const statuses = reply?.response?.data?.statuses;
  if (reply?.status !== "ok" || !Array.isArray(statuses)) {
    metrics.orders("failed", action.orders.length);
    return;
  }
  for (const status of statuses) {
    if (isRecord(status) && "filled" in status) metrics.orders("filled");
    else if (isRecord(status) && "resting" in status) metrics.orders("resting");
    else metrics.orders("rejected");
  }
}

/**
 * Times every request to the exchange (each attempt a retry makes) and counts the orders of order actions
 * by outcome: the one place every order passes, whoever signed it (server mode, agent relays, closes,
 * protection, auto-trading).
 */
export class MeteredTransport implements IRequestTransport {
  readonly #inner: IRequestTransport;
  readonly #metrics: Metrics;
  readonly isTestnet: boolean;

  constructor(inner: IRequestTransport, metrics: Metrics) {
    this.#inner = inner;
    this.#metrics = metrics;
    this.isTestnet = inner.isTestnet;
  }

  /** Sends the request through the inner transport and records it. */
  async request<T>(endpoint: "info" | "exchange", payload: unknown, signal?: AbortSignal): Promise<T> {
    const started = performance.now();
    try {
      const answer = await this.#inner.request<T>(endpoint, payload, signal);
      this.#metrics.exchangeRequest(endpoint, true, (performance.now() - started) / 1000);
      if (endpoint === "exchange") countOrders(this.#metrics, payload, answer);
      return answer;
    } catch (error) {
      this.#metrics.exchangeRequest(endpoint, false, (performance.now() - started) / 1000);
      if (endpoint === "exchange") countOrders(this.#metrics, payload, undefined);
      throw error;
    }
  }
}
