import { AppError } from "@app/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

/** Cookie that carries the Sign-In with Ethereum session token. */
export const SESSION_COOKIE = "hl_session";

/** The session token of a request, if it carries one. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 128 ? token : undefined;
}

/** Sets the session cookie: HTTP-only, same-site, scoped to the API, secure behind HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    path: "/api",
    secure: request.protocol === "https",
    expires: new Date(expiresAt),
  });
}

/** Clears the session cookie. */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/api" });
}

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/);

/** The client's idempotency key of an execution (header `Idempotency-Key`), if it sent one. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers["idempotency-key"];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw new AppError("VALIDATION_ERROR", { detail: { key: "errorDetail.idempotencyKeyFormat" } });
  }
  return parsed.data;
}

/** Reads the address of a sign-in session token (the auth service). */
export interface SessionAuth {
  addressOf(token: string | undefined): Promise<`0x${string}` | undefined>;
}

/** The address signed in with this request's session; SIGN_IN_REQUIRED (401) when there is none. */
export async function signedInAddress(auth: SessionAuth, request: FastifyRequest): Promise<`0x${string}`> {
  const signedIn = await auth.addressOf(sessionToken(request));
  if (!signedIn) throw new AppError("SIGN_IN_REQUIRED", { detail: { key: "errorDetail.noSession" } });
  return signedIn;
}

/**
 * Checks that the request's session is signed in as `address` (SIGN_IN_REQUIRED otherwise): the one check of
 * every route that acts for the address its request names; routes that act for the session read
 * {@link signedInAddress}.
 */
export async function requireSignedIn(
  auth: SessionAuth,
  request: FastifyRequest,
  address: `0x${string}`,
): Promise<void> {
  const signedIn = await signedInAddress(auth, request);
  if (signedIn !== address) {
    throw new AppError("SIGN_IN_REQUIRED", {
      detail: { key: "errorDetail.signedInAsOther", params: { signedIn, address } },
    });
  }
}
