import { type Hex, recoverTypedDataAddress } from "viem";

/** One EIP-712 field of a user-signed action's type list. */
export interface TypedField {
  readonly name: string;
  readonly type: string;
}

/** A user-signed action as received: its own fields, `signatureChainId`, and the outer signature. */
export interface SignedUserAction {
  readonly action: Record<string, unknown> & { readonly signatureChainId: string };
  readonly signature: { readonly r: Hex; readonly s: Hex; readonly v: number };
}

/**
 * Recovers the signer of a user-signed action (approveAgent, usdSend, …) as Hyperliquid does: the
 * `HyperliquidSignTransaction` domain on whatever chain `signatureChainId` names, the primary type of
 * `types`, and a message of the action's fields named in the type list (in that order; a missing
 * `agentName` is signed as ""). Lower-case address, or null when the signature cannot be recovered.
 */
export async function recoverUserSigner(
  signed: SignedUserAction,
  types: Readonly<Record<string, readonly TypedField[]>>,
): Promise<Hex | null> {
  const [primaryType, fields] = Object.entries(types)[0] ?? [];
  if (!primaryType || !fields) return null;
  const message: Record<string, unknown> = {};
  for (const field of fields) {
    const value = signed.action[field.name];
    message[field.name] = field.name === "agentName" ? (value ?? "") : value;
  }
  try {
    const signer = await recoverTypedDataAddress({
      domain: {
        name: "HyperliquidSignTransaction",
        version: "1",
        chainId: Number.parseInt(signed.action.signatureChainId, 16),
        verifyingContract: "0x0000000000000000000000000000000000000000",
      },
      types: { [primaryType]: [...fields] },
      primaryType,
      message,
      signature: {
        r: padHex32(signed.signature.r),
        s: padHex32(signed.signature.s),
        v: BigInt(signed.signature.v),
      },
    });
    return signer.toLowerCase() as Hex;
  } catch {
    return null;
  }
}

function padHex32(value: Hex): Hex {
  return `0x${value.slice(2).padStart(64, "0")}`;
}
