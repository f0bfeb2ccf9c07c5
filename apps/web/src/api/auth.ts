import { type AuthSession, authNonceResponseSchema, authSessionResponseSchema } from "@app/core";
import { requestJson } from "./http.ts";

const AUTH_TIMEOUT_MS = 10_000;

/** The address the session cookie is signed in as, or null. */
export async function fetchSession(): Promise<AuthSession> {
  const answer = await requestJson("/auth/session", {
    schema: authSessionResponseSchema,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return answer.data;
}

/** A single-use nonce for a Sign-In with Ethereum message, and when the server's clock says it expires. */
export async function fetchSignInNonce(): Promise<{ nonce: string; expiresAt: number }> {
  const answer = await requestJson("/auth/nonce", {
    schema: authNonceResponseSchema,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return answer.data;
}

/** Sends a signed Sign-In with Ethereum message; the server answers with a session cookie. */
export async function verifySignIn(message: string, signature: string): Promise<AuthSession> {
  const answer = await requestJson("/auth/verify", {
    method: "POST",
    body: { message, signature },
    schema: authSessionResponseSchema,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return answer.data;
}
