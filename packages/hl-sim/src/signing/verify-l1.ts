import { createL1ActionHash } from "@nktkas/hyperliquid/signing";
import { type Hex, recoverTypedDataAddress } from "viem";

/** The domain Hyperliquid's phantom-agent (L1 action) signatures use. */
const EXCHANGE_DOMAIN = {
  name: "Exchange",
  version: "1",
  chainId: 1337,
  verifyingContract: "0x0000000000000000000000000000000000000000",
} as const;

const AGENT_TYPES = {
  Agent: [
    { name: "source", type: "string" },
    { name: "connectionId", type: "bytes32" },
  ],
} as const;

/** Phantom-agent source of each network: Hyperliquid mainnet signs "a", testnet "b". */
export const PHANTOM_SOURCE = { mainnet: "a", testnet: "b" } as const;

/** An L1 action as received, with the fields its signature covers. */
export interface SignedL1Action {
  readonly action: Record<string, unknown>;
  readonly nonce: number;
  readonly vaultAddress?: Hex | undefined;
  readonly expiresAfter?: number | undefined;
  readonly signature: { readonly r: Hex; readonly s: Hex; readonly v: number };
}

/** Who signed an L1 action, and the action hash (Hyperliquid's connection id). */
export interface RecoveredSigner {
  /** Lower-case address. */
  readonly signer: Hex;
  readonly actionHash: Hex;
}

/**
 * Recovers the signer of an L1 action the way Hyperliquid does: rebuild the connection id from the
 * msgpack hash of (action, nonce, vault, expiry) and recover the EIP-712 `Agent{source, connectionId}`
 * signature. A tampered action or the other network's source does not fail here: it recovers some
 * unrelated address, which the caller then does not know. Null only for a signature that cannot be
 * recovered at all.
 */
export async function recoverL1Signer(
  signed: SignedL1Action,
  source: string = PHANTOM_SOURCE.testnet,
): Promise<RecoveredSigner | null> {
  const actionHash = createL1ActionHash({
    action: signed.action,
    nonce: signed.nonce,
    vaultAddress: signed.vaultAddress,
    expiresAfter: signed.expiresAfter,
  });
  try {
    const signer = await recoverTypedDataAddress({
      domain: EXCHANGE_DOMAIN,
      types: AGENT_TYPES,
      primaryType: "Agent",
      message: { source, connectionId: actionHash },
      signature: {
        r: padHex32(signed.signature.r),
        s: padHex32(signed.signature.s),
        v: BigInt(signed.signature.v),
      },
    });
    return { signer: signer.toLowerCase() as Hex, actionHash };
  } catch {
    return null;
  }
}

/** Left-pads an r or s value to 32 bytes (some SDKs drop leading zeros). */
function padHex32(value: Hex): Hex {
  return `0x${value.slice(2).padStart(64, "0")}`;
}
