import { AppError, type SignedAction } from "@app/core";
import { recoverActionSigner } from "@app/core/signing/recover-signer";
import { OrderRequest } from "@nktkas/hyperliquid/api/exchange";

/** The L1 actions an agent may have the server relay: trading only, never transfers or approvals. */
export const RELAYABLE_ACTIONS = ["order", "updateLeverage", "cancel", "cancelByCloid"] as const;

/** One order inside a signed order action, as the SDK's own request schema decodes it. */
export type SignedOrder = OrderRequest["action"]["orders"][number];

const ORDER_ACTION = OrderRequest.entries.action;

/** The app's highest leverage (product rules §9); a relayed updateLeverage above it is refused. */
export const MAX_RELAYED_LEVERAGE = 20;

/** Refuses an updateLeverage action whose leverage is not a whole number from 1 to 20. */
export function checkRelayedLeverage(action: Record<string, unknown>): void {
  if (action.type !== "updateLeverage") return;
  const leverage = action.leverage;
  if (
    typeof leverage !== "number" ||
    !Number.isInteger(leverage) ||
    leverage < 1 ||
    leverage > MAX_RELAYED_LEVERAGE
  )
    throw new AppError("VALIDATION_ERROR", {
      detail: {
        key: "errorDetail.leverageOutside",
        params: { leverage: String(leverage), max: MAX_RELAYED_LEVERAGE },
      },
    });
}

/** The orders of a signed order action, read with the SDK's schema (what the exchange decodes). */
export function ordersOf(action: Record<string, unknown>): SignedOrder[] {
  if (action.type !== "order") return [];
  const result = ORDER_ACTION["~standard"].validate(action);
  if (result instanceof Promise || result.issues) {
    throw new AppError("VALIDATION_ERROR", { detail: { key: "errorDetail.orderActionUndecodable" } });
  }
  return [...result.value.orders];
}

/**
 * The address that signed an L1 action with Hyperliquid's testnet phantom agent, recovered by the
 * module the local exchange uses too, so a tampered action or signature names a different signer.
 */
export async function l1Signer(signed: SignedAction): Promise<`0x${string}`> {
  const type = signed.action.type;
  if (typeof type !== "string" || !(RELAYABLE_ACTIONS as readonly string[]).includes(type)) {
    throw new AppError("VALIDATION_ERROR", {
      detail: {
        key: "errorDetail.actionNotRelayed",
        params: { types: RELAYABLE_ACTIONS.join(", "), type: String(type) },
      },
    });
  }
  const recovered = await recoverActionSigner({
    action: signed.action,
    nonce: signed.nonce,
    signature: {
      r: signed.signature.r as `0x${string}`,
      s: signed.signature.s as `0x${string}`,
      v: signed.signature.v,
    },
    isTestnet: true,
  });
  if (!recovered)
    throw new AppError("INVALID_SIGNATURE", { detail: { key: "errorDetail.signatureUnrecoverable" } });
  return recovered.signer;
}
