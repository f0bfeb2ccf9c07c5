import { AppError, type SignedAction } from "@app/core";
import { createL1ActionHash } from "@nktkas/hyperliquid/signing";
import { type Hex, pad, recoverTypedDataAddress } from "viem";

/** The L1 actions an agent may have the server relay: trading only, never transfers or approvals. */
export const RELAYABLE_ACTIONS = ["order", "updateLeverage", "cancel", "cancelByCloid"] as const;

/** One order inside a signed order action, as far as the checks need it. */
export interface SignedOrder {
  readonly a: number;
  readonly b: boolean;
  readonly p: string;
  readonly s: string;
  readonly r: boolean;
  readonly t: { limit?: unknown; trigger?: { tpsl?: string; triggerPx?: string } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The orders of a signed order action, checked for the shape the limits are computed from. */
export function ordersOf(action: Record<string, unknown>): SignedOrder[] {
  if (action.type !== "order") return [];
  const orders = action.orders;
  if (!Array.isArray(orders))
    throw new AppError("VALIDATION_ERROR", { details: "an order action without orders" });
  return orders.map((order, index) => {
    const ok =
      isRecord(order) &&
      typeof order.a === "number" &&
      typeof order.b === "boolean" &&
      typeof order.p === "string" &&
      typeof order.s === "string" &&
      typeof order.r === "boolean" &&
      isRecord(order.t) &&
      Number.isFinite(Number(order.p)) &&
      Number.isFinite(Number(order.s));
    if (!ok)
      throw new AppError("VALIDATION_ERROR", { details: `order ${index} of an order action is malformed` });
    return order as unknown as SignedOrder;
  });
}

/**
 * The address that signed an L1 action with Hyperliquid's testnet phantom agent: the exchange
 * recovers the same address, so a tampered action or signature names a different signer.
 */
export async function l1Signer(signed: SignedAction): Promise<`0x${string}`> {
  const type = signed.action.type;
  if (typeof type !== "string" || !(RELAYABLE_ACTIONS as readonly string[]).includes(type)) {
    throw new AppError("VALIDATION_ERROR", {
      details: `only ${RELAYABLE_ACTIONS.join(", ")} actions are relayed, not ${String(type)}`,
    });
  }
  let connectionId: Hex;
  try {
    connectionId = createL1ActionHash({ action: signed.action, nonce: signed.nonce }) as Hex;
  } catch (cause) {
    throw new AppError("VALIDATION_ERROR", { details: "the action cannot be encoded", cause });
  }
  const signer = await recoverTypedDataAddress({
    domain: {
      name: "Exchange",
      version: "1",
      chainId: 1337,
      verifyingContract: "0x0000000000000000000000000000000000000000",
    },
    types: {
      Agent: [
        { name: "source", type: "string" },
        { name: "connectionId", type: "bytes32" },
      ],
    },
    primaryType: "Agent",
    message: { source: "b", connectionId },
    signature: {
      r: pad(signed.signature.r as Hex, { size: 32 }),
      s: pad(signed.signature.s as Hex, { size: 32 }),
      v: BigInt(signed.signature.v),
    },
  }).catch(() => undefined);
  if (!signer) throw new AppError("INVALID_SIGNATURE", { details: "the signature cannot be recovered" });
  return signer.toLowerCase() as `0x${string}`;
}
