import { createRequire } from "node:module";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import type { Hex } from "viem";
import { concatHex, hexToBytes, keccak256, recoverAddress, toHex } from "viem/utils";

/** The part of the `secp256k1` package (libsecp256k1 through N-API) used here. */
interface NativeSecp256k1 {
  ecdsaRecover(signature: Uint8Array, recid: number, message: Uint8Array, compressed: boolean): Uint8Array;
}

/**
 * libsecp256k1 from the `secp256k1` package, whose prebuilt binaries ship inside the package (no
 * download at install); null where no binary fits this platform, and the portable path is used.
 */
function loadNative(): NativeSecp256k1 | null {
  try {
    return createRequire(import.meta.url)("secp256k1/bindings.js") as NativeSecp256k1;
  } catch {
    return null;
  }
}

const native = loadNative();

/** Which implementation recovers signatures in this process. */
export const SECP256K1_BACKEND: "libsecp256k1" | "javascript" = native ? "libsecp256k1" : "javascript";

/**
 * The address that signed a 32-byte digest (lower-case), or null when the signature recovers
 * nothing. libsecp256k1 when available (about ten times faster), viem's pure JavaScript otherwise;
 * both give the same address for every signature.
 */
export async function recoverDigestSigner(
  digest: Hex | Uint8Array,
  r: Hex,
  s: Hex,
  v: number,
  backend: typeof SECP256K1_BACKEND = SECP256K1_BACKEND,
): Promise<Hex | null> {
  const recid = v >= 27 ? v - 27 : v;
  if (recid !== 0 && recid !== 1) return null;
  if (native && backend === "libsecp256k1") {
    try {
      const signature = hexToBytes(concatHex([r, s]));
      const message = typeof digest === "string" ? hexToBytes(digest) : digest;
      const publicKey = native.ecdsaRecover(signature, recid, message, false);
      // The address: the last 20 bytes of the key's keccak (hashed as bytes: viem's hex round trips
      // cost as much as the hash).
      return `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
    } catch {
      return null;
    }
  }
  try {
    const hash = typeof digest === "string" ? digest : toHex(digest);
    const address = await recoverAddress({ hash, signature: { r, s, v: BigInt(27 + recid) } });
    return address.toLowerCase() as Hex;
  } catch {
    return null;
  }
}

/** keccak256 of a UTF-8 string. */
export const keccakText = (text: string): Hex => keccak256(toHex(text));
