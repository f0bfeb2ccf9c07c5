import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "./database.ts";
import { authNonces, sessions } from "./schema.ts";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Sign-In with Ethereum nonces and sessions. Only hashes of session tokens are stored. */
export class SessionStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** A fresh single-use nonce, valid until `expiresAt`. */
  async issueNonce(expiresAt: number): Promise<string> {
    // SIWE nonces are alphanumeric, at least 8 characters.
    const nonce = randomBytes(16).toString("hex");
    await this.#db.insert(authNonces).values({ nonce, expiresAt });
    return nonce;
  }

  /** Uses up a nonce; true only if it was issued, unused and unexpired. */
  async consumeNonce(nonce: string, now: number): Promise<boolean> {
    const deleted = await this.#db
      .delete(authNonces)
      .where(and(eq(authNonces.nonce, nonce), gt(authNonces.expiresAt, now)))
      .returning({ nonce: authNonces.nonce });
    await this.#db.delete(authNonces).where(lt(authNonces.expiresAt, now));
    return deleted.length > 0;
  }

  /** Opens a session for an address and returns the cookie's token. */
  async open(address: string, now: number, expiresAt: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.#db.insert(sessions).values({ tokenHash: hash(token), address, createdAt: now, expiresAt });
    return token;
  }

  /** The address signed in with a token, if the session exists and has not expired. */
  async addressOf(token: string, now: number): Promise<`0x${string}` | undefined> {
    const [row] = await this.#db
      .select({ address: sessions.address })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hash(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    return row?.address as `0x${string}` | undefined;
  }

  /** Ends a session. */
  async close(token: string): Promise<void> {
    await this.#db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
  }
}
