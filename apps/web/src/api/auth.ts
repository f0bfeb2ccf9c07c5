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

/** A single-use nonce for a Sign-In with Ethereum message. */
export async function fetchSignInNonce(): Promise<string> {
  const answer = await requestJson("/auth/nonce", {
    schema: authNonceResponseSchema,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
  return answer.data.nonce;
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
