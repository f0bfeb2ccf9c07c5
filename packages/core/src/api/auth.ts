import { z } from "zod";
import { addressSchema, successEnvelope } from "./common.ts";

/** Longest Sign-In with Ethereum message accepted, in characters. */
export const MAX_SIWE_MESSAGE_LENGTH = 4000;

/** How long a sign-in nonce stays usable; a message is stamped as issued when its nonce was. */
export const SIGN_IN_NONCE_TTL_MS = 10 * 60 * 1000;

/** A 65-byte signature as 0x hex. */
export const signatureHexSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{130}$/, "validation.field.signature")
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** Answer of `GET /api/auth/nonce`: a single-use nonce for the next sign-in message. */
export const authNonceResponseSchema = successEnvelope(
  z.object({ nonce: z.string(), expiresAt: z.number().int() }),
);

/** Body of `POST /api/auth/verify`: an EIP-4361 message and the wallet's personal_sign signature of it. */
export const authVerifyRequestSchema = z.object({
  message: z.string().min(1).max(MAX_SIWE_MESSAGE_LENGTH),
  signature: signatureHexSchema,
});

/** A sign-in request after parsing. */
export type AuthVerifyRequest = z.infer<typeof authVerifyRequestSchema>;

/** The signed-in address of the session cookie, or null. */
export const authSessionSchema = z.object({
  address: addressSchema.nullable(),
  expiresAt: z.number().int().nullable(),
});

/** Answer of `POST /api/auth/verify` and `GET /api/auth/session`. */
export const authSessionResponseSchema = successEnvelope(authSessionSchema);

/** A session as the client sees it. */
export type AuthSession = z.infer<typeof authSessionSchema>;
