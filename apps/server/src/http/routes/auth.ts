import { authNonceResponseSchema, authSessionResponseSchema, authVerifyRequestSchema } from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../session.ts";

/** Sign-In with Ethereum (EIP-4361): `GET /api/auth/nonce`, `POST /api/auth/verify`, session and logout. */
export function authRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/auth/nonce",
    {
      schema: {
        summary: "A single-use Sign-In with Ethereum nonce",
        response: answers(authNonceResponseSchema),
      },
    },
    async () => ({ success: true as const, data: await slot.get().auth.nonce() }),
  );

  app.post(
    "/api/auth/verify",
    {
      schema: {
        summary: "Sign in with a signed EIP-4361 message; sets the session cookie",
        body: authVerifyRequestSchema,
        response: answers(authSessionResponseSchema),
      },
    },
    async (request, reply) => {
      const { message, signature } = request.body;
      const signedIn = await slot.get().auth.signIn(message, signature, request.host);
      setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
      return { success: true as const, data: { address: signedIn.address, expiresAt: signedIn.expiresAt } };
    },
  );

  app.get(
    "/api/auth/session",
    {
      schema: {
        summary: "The signed-in address of the session cookie",
        response: answers(authSessionResponseSchema),
      },
    },
    async (request) => {
      const address = await slot.get().auth.addressOf(sessionToken(request));
      return { success: true as const, data: { address: address ?? null, expiresAt: null } };
    },
  );

  app.post(
    "/api/auth/logout",
    { schema: { summary: "Ends the session", response: answers(authSessionResponseSchema) } },
    async (request, reply) => {
      await slot.get().auth.signOut(sessionToken(request));
      clearSessionCookie(reply);
      return { success: true as const, data: { address: null, expiresAt: null } };
    },
  );
}
