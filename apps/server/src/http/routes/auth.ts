import { authVerifyRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";
import { clearSessionCookie, sessionToken, setSessionCookie } from "../session.ts";

/** Sign-In with Ethereum (EIP-4361): `GET /api/auth/nonce`, `POST /api/auth/verify`, session and logout. */
export function authRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/auth/nonce", async () => {
    return { success: true, data: await slot.get().auth.nonce() };
  });

  app.post("/api/auth/verify", async (request, reply) => {
    const body = authVerifyRequestSchema.parse(request.body);
    const signedIn = await slot.get().auth.signIn(body.message, body.signature, request.host);
    setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
    return { success: true, data: { address: signedIn.address, expiresAt: signedIn.expiresAt } };
  });

  app.get("/api/auth/session", async (request) => {
    const address = await slot.get().auth.addressOf(sessionToken(request));
    return { success: true, data: { address: address ?? null, expiresAt: null } };
  });

  app.post("/api/auth/logout", async (request, reply) => {
    await slot.get().auth.signOut(sessionToken(request));
    clearSessionCookie(reply);
    return { success: true, data: { address: null, expiresAt: null } };
  });
}
