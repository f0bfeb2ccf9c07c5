// A wallet that signs EIP-712 typed data with libsecp256k1 (the `secp256k1` package, as the
// exchange recovers with it), so the benchmarks can pre-sign 100,000 orders in seconds instead of
// minutes. It produces exactly the signatures viem's wallet does (RFC 6979 nonces, low s).
import { createRequire } from "node:module";
import { type Hex, hashTypedData, hexToBytes, type TypedDataDefinition, toHex } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";

interface NativeSigner {
  ecdsaSign(message: Uint8Array, secretKey: Uint8Array): { signature: Uint8Array; recid: number };
}

const native = createRequire(import.meta.url)("secp256k1") as NativeSigner;

/** A viem account for `privateKey` whose typed-data signatures come from libsecp256k1. */
export function nativeWallet(privateKey: Hex): PrivateKeyAccount {
  const secret = hexToBytes(privateKey);
  const signTypedData = async (typedData: TypedDataDefinition): Promise<Hex> => {
    const digest = hexToBytes(hashTypedData(typedData));
    const { signature, recid } = native.ecdsaSign(digest, secret);
    return `${toHex(signature)}${(27 + recid).toString(16)}` as Hex;
  };
  return {
    ...privateKeyToAccount(privateKey),
    signTypedData: signTypedData as PrivateKeyAccount["signTypedData"],
  };
}
