import { exchangeRefusalMessage, isRecord, type Message, type OrderResult, translate } from "@app/core";
import { ApiRequestError } from "@nktkas/hyperliquid/api/exchange";

/**
 * A result's reason for a message of core's catalogues: its English text (`error`, what the API answers
 * and stores) and the message itself, which a client shows in its language.
 */
export function messageFields(message: Message): { error: string; errorMessage: Message } {
  return { error: translate(message, "en"), errorMessage: message };
}

/** A reason as the exchange gave it (its own words) or as one of core's messages, when there is one. */
export function reasonFields(reason: { error: string; errorMessage?: Message }): {
  error: string;
  errorMessage?: Message;
} {
  return reason.errorMessage
    ? { error: reason.error, errorMessage: reason.errorMessage }
    : { error: reason.error };
}

/** One entry of an order action's `statuses`, as Hyperliquid answers it. */
export type OrderStatus =
  | { kind: "filled"; oid: number; avgPx: number; totalSz: number }
  | { kind: "resting"; oid: number }
  | { kind: "waiting" }
  | { kind: "rejected"; error: string; errorMessage?: Message };

/** The statuses of an order action, or the one error that refused the whole action. */
export type OrderActionOutcome =
  | { ok: true; statuses: OrderStatus[] }
  | { ok: false; error: string; errorMessage?: Message; rejected: boolean };

function parseStatus(status: unknown): OrderStatus {
  if (typeof status === "string") return { kind: "waiting" };
  if (isRecord(status)) {
    const filled = status.filled;
    if (isRecord(filled)) {
      return {
        kind: "filled",
        oid: Number(filled.oid),
        avgPx: Number(filled.avgPx),
        totalSz: Number(filled.totalSz),
      };
    }
    const resting = status.resting;
    if (isRecord(resting)) return { kind: "resting", oid: Number(resting.oid) };
    if (typeof status.error === "string") return { kind: "rejected", error: status.error };
  }
  return {
    kind: "rejected",
    ...messageFields({ key: "order.unrecognisedStatus", params: { status: JSON.stringify(status) } }),
  };
}

/** Statuses from a raw exchange answer, which the SDK hands back in ApiRequestError.response on partial failures. */
export function statusesFromResponse(response: unknown): OrderStatus[] | null {
  if (!isRecord(response) || response.status !== "ok" || !isRecord(response.response)) return null;
  const data = response.response.data;
  if (!isRecord(data) || !Array.isArray(data.statuses)) return null;
  return data.statuses.map(parseStatus);
}

/**
 * Runs an order action and reads what happened to each order. The SDK throws when any order is
 * rejected even if others filled, so the raw answer it carries is read too: nothing that went
 * through is reported as failed.
 */
export async function runOrderAction(send: () => Promise<unknown>): Promise<OrderActionOutcome> {
  try {
    const statuses = statusesFromResponse(await send());
    return statuses
      ? { ok: true, statuses }
      : { ok: false, ...messageFields({ key: "order.noStatuses" }), rejected: false };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const statuses = statusesFromResponse(error.response);
      if (statuses) return { ok: true, statuses };
      const raw = error.response;
      const message = isRecord(raw) && typeof raw.response === "string" ? raw.response : error.message;
      return { ok: false, error: message, rejected: true };
    }
    return { ok: false, error: error instanceof Error ? error.message : String(error), rejected: false };
  }
}

/** The result of an order before the exchange has said anything about it. */
export function emptyOrderResult(coin: string, side: "BUY" | "SELL"): OrderResult {
  return {
    coin,
    side,
    success: false,
    rejected: false,
    filled: null,
    resting: null,
    error: null,
    errorMessage: null,
    protectiveOrders: [],
    unprotected: false,
  };
}

/** What the exchange said about one order, as the fields of its result it sets. */
export function statusFields(status: OrderStatus | undefined): Partial<OrderResult> {
  if (!status) return messageFields({ key: "order.noAnswer" });
  switch (status.kind) {
    case "filled":
      return { success: true, filled: { avgPx: status.avgPx, totalSz: status.totalSz } };
    case "resting":
      return { success: true, resting: { oid: status.oid } };
    case "waiting":
      return { success: true };
    case "rejected":
      // The exchange's text stays in `error` for support; clients show the catalogue message (the server's own
      // when it has one, else the exchange's text read as one).
      return {
        rejected: true,
        error: status.error,
        errorMessage: status.errorMessage ?? exchangeRefusalMessage(status.error),
      };
  }
}
