import { SIGN_IN_NONCE_TTL_MS } from "@app/core";
import { getAddress } from "viem";
import { createSiweMessage } from "viem/siwe";
import { ApiError, clientErrorBody } from "../api/api-error.ts";
import { fetchSession, fetchSignInNonce, verifySignIn } from "../api/auth.ts";
import { sessionSignedIn, useSession } from "./session-store.ts";

/** Signs a message with the connected wallet (wagmi's signMessage). */
export type SignMessage = (message: string) => Promise<`0x${string}`>;

/** What a sign-in needs: the wallet's address and chain, and a way to sign with it. */
export interface SignInWallet {
  readonly address: string;
  readonly chainId: number;
  readonly signMessage: SignMessage;
}

/** Statement of the sign-in message: what the signature allows, in the wallet's prompt. */
export const SIGN_IN_STATEMENT = "Sign in to let this app's server wallet trade your paper account.";

/** The Sign-In with Ethereum (EIP-4361) message for this page and wallet. */
export function signInMessage(address: string, chainId: number, nonce: string, now: Date): string {
  return createSiweMessage({
    domain: window.location.host,
    address: getAddress(address),
    statement: SIGN_IN_STATEMENT,
    uri: window.location.origin,
    version: "1",
    chainId,
    nonce,
    issuedAt: now,
  });
}

/**
 * Makes sure the session cookie is signed in as the wallet's address: nothing to do when it already
 * is, otherwise one signature of a Sign-In with Ethereum message. Server mode trades only for a
 * signed-in address. A refused signature fails with SIGN_IN_FAILED, translated like server errors.
 */
export async function ensureSignedIn(wallet: SignInWallet): Promise<void> {
  const session = await fetchSession();
  if (session.address?.toLowerCase() === wallet.address.toLowerCase()) {
    // Signed in elsewhere (another card, another tab): the page may not know it yet.
    if (useSession.getState().address !== session.address.toLowerCase()) sessionSignedIn(session.address);
    return;
  }
  const { nonce, expiresAt } = await fetchSignInNonce();
  // Stamped on the server's clock (when it issued the nonce): a computer whose clock is off by more than
  // the nonce's lifetime can still sign in, and the server's bounds on issuedAt stay tight.
  const issuedAt = new Date(expiresAt - SIGN_IN_NONCE_TTL_MS);
  const message = signInMessage(wallet.address, wallet.chainId, nonce, issuedAt);
  let signature: `0x${string}`;
  try {
    signature = await wallet.signMessage(message);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message.split("\n")[0] : undefined;
    throw new ApiError(clientErrorBody("SIGN_IN_FAILED", "Wallet sign-in failed", reason), null, { cause });
  }
  const signed = await verifySignIn(message, signature);
  sessionSignedIn(signed.address ?? wallet.address);
}
