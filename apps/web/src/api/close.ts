import { type ClosePositionResponse, closePositionResponseSchema } from "@app/core";
import { requestJson } from "./http.ts";

/** A close order is one order plus the cancellation of its stops; give it the execution's time. */
const CLOSE_TIMEOUT_MS = 30_000;

/** What a server-mode close needs: the signed-in address and the coin of its position. */
export interface ServerModeClose {
  address: string;
  coin: string;
  /** Names this close so a repeated request never closes twice; sent as the Idempotency-Key header. */
  idempotencyKey: string;
}

/**
 * Closes a whole position in server mode (product rules §7): the server's API wallet sends a reduce-only
 * order for the signed-in address and cancels the position's stop and target orders.
 */
export async function closePosition(
  close: ServerModeClose,
  options: { signal?: AbortSignal } = {},
): Promise<ClosePositionResponse> {
  return requestJson("/account/close-position", {
    method: "POST",
    body: { coin: close.coin, address: close.address },
    schema: closePositionResponseSchema,
    signal: options.signal,
    timeoutMs: CLOSE_TIMEOUT_MS,
    headers: { "Idempotency-Key": close.idempotencyKey },
  });
}
