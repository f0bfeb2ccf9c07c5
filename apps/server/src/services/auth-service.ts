import { AGENT_CHAIN_IDS, AppError, type Message, SIGN_IN_NONCE_TTL_MS } from "@app/core";
import { parseSiweMessage, validateSiweMessage } from "viem/siwe";
import { verifyMessage } from "viem/utils";
import type { SessionStore } from "../db/session-store.ts";

/** How long a sign-in nonce stays usable. */
export const NONCE_TTL_MS = SIGN_IN_NONCE_TTL_MS;
/** How long a session lasts: one trading day. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** How far a wallet's clock may be ahead of the server's when it stamps `issuedAt`. */
export const CLOCK_SKEW_MS = 60 * 1000;

/**
 * Why a sign-in message's time fields or chain are out of bounds, or null: it is issued within the
 * nonce's lifetime (not later than now, give or take the clock skew), expires within a session's
 * length, and names a chain the product signs on (Arbitrum Sepolia or Arbitrum One).
 */
export function signInBoundsError(
  message: { issuedAt?: Date | undefined; expirationTime?: Date | undefined; chainId?: number | undefined },
  now: number,
): Message | null {
  const issuedAt = message.issuedAt?.getTime();
  if (issuedAt === undefined || Number.isNaN(issuedAt)) return { key: "errorDetail.siweNoIssuedAt" };
  if (issuedAt > now + CLOCK_SKEW_MS) return { key: "errorDetail.siweIssuedInFuture" };
  if (issuedAt < now - NONCE_TTL_MS) return { key: "errorDetail.siweIssuedBeforeNonce" };
  const expires = message.expirationTime?.getTime();
  if (expires !== undefined && expires > now + SESSION_TTL_MS + CLOCK_SKEW_MS) {
    return { key: "errorDetail.siweExpiresTooLate" };
  }
  if (message.chainId === undefined || !AGENT_CHAIN_IDS.includes(message.chainId)) {
    return { key: "errorDetail.siweChain", params: { chains: AGENT_CHAIN_IDS.join(" / ") } };
  }
  return null;
}

/** A signed-in session: the cookie's token, the address and when it ends. */
export interface SignedIn {
  readonly token: string;
  readonly address: `0x${string}`;
  readonly expiresAt: number;
}

/** Sign-In with Ethereum (EIP-4361): nonces, signature checks and sessions. */
export class AuthService {
  readonly #sessions: SessionStore;
  readonly #now: () => number;

  constructor(sessions: SessionStore, now: () => number = Date.now) {
    this.#sessions = sessions;
    this.#now = now;
  }

  /** A single-use nonce for the next sign-in message. */
  async nonce(): Promise<{ nonce: string; expiresAt: number }> {
    const expiresAt = this.#now() + NONCE_TTL_MS;
    return { nonce: await this.#sessions.issueNonce(expiresAt), expiresAt };
  }

  /**
   * Checks a signed sign-in message: it must be for this host, carry a nonce this server issued and
   * nobody used, be within its validity window and the bounds of `signInBoundsError`, and be signed by
   * the address it names.
   */
  async signIn(message: string, signature: `0x${string}`, domain: string): Promise<SignedIn> {
    const parsed = parseSiweMessage(message);
    const now = this.#now();
    if (!parsed.address || !parsed.nonce) {
      throw new AppError("SIGN_IN_FAILED", { detail: { key: "errorDetail.notSiwe" } });
    }
    if (!validateSiweMessage({ message: parsed, domain, time: new Date(now) })) {
      throw new AppError("SIGN_IN_FAILED", {
        detail: { key: "errorDetail.siweDomainWindow", params: { domain } },
      });
    }
    const outOfBounds = signInBoundsError(parsed, now);
    if (outOfBounds) throw new AppError("SIGN_IN_FAILED", { detail: outOfBounds });
    if (!(await this.#sessions.consumeNonce(parsed.nonce, now))) {
      throw new AppError("SIGN_IN_FAILED", { detail: { key: "errorDetail.nonceInvalid" } });
    }
    const valid = await verifyMessage({ address: parsed.address, message, signature }).catch(() => false);
    if (!valid)
      throw new AppError("INVALID_SIGNATURE", { detail: { key: "errorDetail.messageNotSignedByAddress" } });
    const address = parsed.address.toLowerCase() as `0x${string}`;
    const expiresAt = Math.min(
      now + SESSION_TTL_MS,
      parsed.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    const token = await this.#sessions.open(address, now, expiresAt);
    return { token, address, expiresAt };
  }

  /** The address a session token belongs to, if it is valid. */
  addressOf(token: string | undefined): Promise<`0x${string}` | undefined> {
    if (!token) return Promise.resolve(undefined);
    return this.#sessions.addressOf(token, this.#now());
  }

  /** Ends a session. */
  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.#sessions.close(token);
  }
}
