import {
  BatchModifyRequest,
  CancelByCloidRequest,
  CancelRequest,
  ModifyRequest,
  NoopRequest,
  OrderRequest,
  ScheduleCancelRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import { canonicalize, createL1ActionHash } from "@nktkas/hyperliquid/signing";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { concatBytes } from "@noble/hashes/utils.js";
import type { Hex } from "viem";
import { hashStruct, hashTypedData, hexToBytes } from "viem/utils";
import { keccakText, recoverDigestSigner, SECP256K1_BACKEND } from "./secp256k1.ts";

/**
 * The one place the app and the local exchange recover who signed an action, so the server's relay
 * checks and the exchange can never disagree on the signer. Pure: no I/O, no state.
 */

/** An ECDSA signature as Hyperliquid sends it (r and s may have lost leading zeros). */
export interface ActionSignature {
  readonly r: Hex;
  readonly s: Hex;
  readonly v: number;
}

/** An L1 action as received, with every field its signature covers. */
export interface SignedL1Action {
  readonly action: Record<string, unknown>;
  readonly nonce: number;
  readonly signature: ActionSignature;
  readonly vaultAddress?: Hex | undefined;
  readonly expiresAfter?: number | undefined;
  /** The phantom agent's network: testnet signs source "b", mainnet "a". Default testnet. */
  readonly isTestnet?: boolean | undefined;
  /** The action is already in Hyperliquid's key order (decoded with its schema): not reordered again. */
  readonly canonical?: boolean | undefined;
}

/** Who signed an L1 action, and the action hash (Hyperliquid's connection id). */
export interface RecoveredL1Signer {
  /** Lower-case address. */
  readonly signer: Hex;
  readonly actionHash: Hex;
}

type ActionEntries = Parameters<typeof canonicalize>[0];

/** The SDK's request schema of each L1 action type both sides handle: its action's key order is the hashed one. */
const ACTION_SCHEMAS: ReadonlyMap<string, ActionEntries> = new Map<string, ActionEntries>([
  ["order", OrderRequest.entries.action],
  ["updateLeverage", UpdateLeverageRequest.entries.action],
  ["cancel", CancelRequest.entries.action],
  ["cancelByCloid", CancelByCloidRequest.entries.action],
  ["modify", ModifyRequest.entries.action],
  ["batchModify", BatchModifyRequest.entries.action],
  ["noop", NoopRequest.entries.action],
  ["scheduleCancel", ScheduleCancelRequest.entries.action],
]);

/**
 * The action in the key order Hyperliquid re-serialises it in before hashing (it decodes into its own
 * types first). Actions of other types are hashed as given.
 */
export function canonicalL1Action(action: Record<string, unknown>): Record<string, unknown> {
  const schema = typeof action.type === "string" ? ACTION_SCHEMAS.get(action.type) : undefined;
  if (!schema) return action;
  try {
    return canonicalize(schema, action) as Record<string, unknown>;
  } catch {
    return action;
  }
}

const ZERO_ADDRESS = "0x0000000000000000000000000000000000000000";

/** The phantom agent's EIP-712 type hash and domain separator (domain "Exchange", chain 1337). */
const AGENT_TYPE_HASH = keccakText("Agent(string source,bytes32 connectionId)");
const EXCHANGE_DOMAIN_SEPARATOR = hashStruct({
  primaryType: "EIP712Domain",
  data: { name: "Exchange", version: "1", chainId: 1337n, verifyingContract: ZERO_ADDRESS },
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "address" },
    ],
  },
});
const SOURCE_HASH = { mainnet: keccakText("a"), testnet: keccakText("b") } as const;
/** The constant parts of the digest, as bytes: "\x19\x01" ‖ domain separator, and type hash ‖ source. */
const DIGEST_PREFIX = concatBytes(Uint8Array.of(0x19, 0x01), hexToBytes(EXCHANGE_DOMAIN_SEPARATOR));
const AGENT_PREFIX = {
  mainnet: hexToBytes(`${AGENT_TYPE_HASH}${SOURCE_HASH.mainnet.slice(2)}`),
  testnet: hexToBytes(`${AGENT_TYPE_HASH}${SOURCE_HASH.testnet.slice(2)}`),
} as const;

/** Left-pads r or s to 32 bytes (some SDKs drop leading zeros). */
const pad32 = (value: Hex): Hex => `0x${value.slice(2).padStart(64, "0")}`;

/**
 * Recovers the signer of an L1 action as Hyperliquid does: the connection id is the msgpack hash of
 * (canonical action, nonce, vaultAddress, expiresAfter), signed as the EIP-712 phantom
 * `Agent{source, connectionId}`. A tampered action, another network or another vault recovers an
 * unrelated address; null only when nothing can be recovered (or the action cannot be encoded).
 */
export async function recoverActionSigner(signed: SignedL1Action): Promise<RecoveredL1Signer | null> {
  let actionHash: Hex;
  try {
    actionHash = createL1ActionHash({
      action: signed.canonical ? signed.action : canonicalL1Action(signed.action),
      nonce: signed.nonce,
      vaultAddress: signed.vaultAddress,
      expiresAfter: signed.expiresAfter,
    }) as Hex;
  } catch {
    return null;
  }
  // EIP-712: keccak256(0x1901 ‖ domain separator ‖ keccak256(type hash ‖ keccak256(source) ‖ connection id)),
  // every part but the connection id constant; hashed as bytes (hex round trips cost as much as the hashes).
  const agentPrefix = signed.isTestnet === false ? AGENT_PREFIX.mainnet : AGENT_PREFIX.testnet;
  const structHash = keccak_256(concatBytes(agentPrefix, hexToBytes(actionHash)));
  const digest = keccak_256(concatBytes(DIGEST_PREFIX, structHash));
  const { r, s, v } = signed.signature;
  const signer = await recoverDigestSigner(digest, pad32(r), pad32(s), v);
  return signer ? { signer, actionHash } : null;
}

/** One EIP-712 field of a user-signed action's type list. */
export interface TypedField {
  readonly name: string;
  readonly type: string;
}

/** A user-signed action (approveAgent, usdSend, …) as received, with its EIP-712 type list. */
export interface SignedUserAction {
  readonly action: Record<string, unknown> & { readonly signatureChainId: string };
  readonly signature: ActionSignature;
  /** `{ PrimaryType: fields }`, e.g. the SDK's ApproveAgentTypes. */
  readonly types: Readonly<Record<string, readonly TypedField[]>>;
}

/**
 * Recovers the signer of a user-signed action as Hyperliquid does: the `HyperliquidSignTransaction`
 * domain on the chain `signatureChainId` names, a message of the fields the type list names (in that
 * order; a missing `agentName` is signed as ""). The EIP-712 digest is hashed here and recovered
 * like L1 signatures (libsecp256k1 when available). Lower-case address, or null.
 */
export async function recoverUserSignedActionSigner(
  signed: SignedUserAction,
  backend: typeof SECP256K1_BACKEND = SECP256K1_BACKEND,
): Promise<Hex | null> {
  const [primaryType, fields] = Object.entries(signed.types)[0] ?? [];
  if (!primaryType || !fields) return null;
  const message: Record<string, unknown> = {};
  for (const field of fields) {
    const value = signed.action[field.name];
    message[field.name] = field.name === "agentName" ? (value ?? "") : value;
  }
  let digest: Hex;
  try {
    digest = hashTypedData({
      domain: {
        name: "HyperliquidSignTransaction",
        version: "1",
        chainId: Number.parseInt(signed.action.signatureChainId, 16),
        verifyingContract: ZERO_ADDRESS,
      },
      types: { [primaryType]: [...fields] },
      primaryType,
      message,
    });
  } catch {
    // A field that does not fit its EIP-712 type (e.g. an amount that is not a string).
    return null;
  }
  const { r, s, v } = signed.signature;
  return recoverDigestSigner(digest, pad32(r), pad32(s), v, backend);
}
