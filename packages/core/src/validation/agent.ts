import { AGENT_LIMITS } from "../catalog/limits.ts";
import { type Rejection, reject } from "../i18n/message.ts";

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`;

/** Length of a 32-byte private key written as 0x-prefixed hex. */
const PRIVATE_KEY_LENGTH = 66;

/** An imported agent key that belongs to the agent. */
export type AgentKeyCheck = { readonly ok: true; readonly privateKey: Hex } | Rejection;

/**
 * Checks a pasted agent private key (product rules §5): 0x and 66 characters, then it must derive the agent's
 * address. `deriveAddress` comes from the caller (viem's `privateKeyToAddress`) so core stays free of
 * crypto; any throw from it means the key is not a key.
 */
export function validateAgentPrivateKey(
  key: string,
  agentAddress: string,
  deriveAddress: (privateKey: Hex) => string,
): AgentKeyCheck {
  const privateKey = key.trim();
  if (!hasHexPrefix(privateKey) || privateKey.length !== PRIVATE_KEY_LENGTH) {
    return reject("validation.agent.privateKeyFormat");
  }
  let derived: string;
  try {
    derived = deriveAddress(privateKey);
  } catch {
    return reject("validation.agent.privateKeyInvalid");
  }
  // Wallets return checksummed addresses and storage may hold lower case: compare case-insensitively.
  if (derived.toLowerCase() !== agentAddress.trim().toLowerCase()) {
    return reject("validation.agent.privateKeyMismatch");
  }
  return { ok: true, privateKey };
}

function hasHexPrefix(value: string): value is Hex {
  return value.startsWith("0x");
}

/** The permissions of a new agent. */
export interface CreateAgentInput {
  /** Largest order the agent may place, in USDC. */
  readonly maxOrderSize: number;
  readonly expiryHours: number;
}

/** Agent permissions within the spec's bounds. */
export type CreateAgentCheck = ({ readonly ok: true } & CreateAgentInput) | Rejection;

/**
 * Checks the Create Agent form (product rules §5): max order size 100-10000 USDC in steps of 100, expiry a whole
 * number of hours from 1 to 168. The spec only sets these on the inputs; enforcing them keeps a typed-in
 * value from reaching a signature.
 */
export function validateCreateAgent(input: CreateAgentInput): CreateAgentCheck {
  const size = AGENT_LIMITS.maxOrderSize;
  const { maxOrderSize, expiryHours } = input;
  if (!inRange(maxOrderSize, size.min, size.max) || maxOrderSize % size.step !== 0) {
    return reject("validation.agent.maxOrderSize", { min: size.min, max: size.max, step: size.step });
  }
  const expiry = AGENT_LIMITS.expiryHours;
  if (!Number.isInteger(expiryHours) || !inRange(expiryHours, expiry.min, expiry.max)) {
    return reject("validation.agent.expiryHours", { min: expiry.min, max: expiry.max });
  }
  return { ok: true, maxOrderSize, expiryHours };
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** A max order size in USDC as the integer the approval signs: 6 decimals, so 1000 → 1000000000n. */
export function maxOrderSizeToUnits(usdt: number): bigint {
  return BigInt(Math.round(usdt * 10 ** AGENT_LIMITS.maxOrderSizeDecimals));
}

/** When an agent created at `now` (ms since the epoch) expires, in ms since the epoch. */
export function agentExpirationTime(now: number, hours: number): number {
  return now + hours * 60 * 60 * 1000;
}

/** The name an agent is registered under: "A" plus the last 8 digits of the time (product rules §7). */
export function agentName(now: number): string {
  return `A${String(Math.trunc(now)).slice(-8)}`;
}
