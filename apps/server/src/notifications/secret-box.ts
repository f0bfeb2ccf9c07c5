import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** File in the data folder that keeps the generated key of the local setup (never in the database). */
export const SECRET_KEY_FILE = "notify-secret.key";

/** Format tag of a sealed value: a later format can be told apart. */
const VERSION = "v1";

/**
 * Seals notification secrets (webhook URL and signing secret, Telegram token) with AES-256-GCM before they
 * reach the database. Each value has its own random 96-bit IV; the address and field are authenticated
 * with it, so a sealed value copied to another row or column does not open.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error("the notification secret key must be 32 bytes");
    this.#key = key;
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
      .join(".");
  }

  /** The plain value; throws when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("not a sealed value");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  }
}

/**
 * The key of the stored secrets: the configured one, or for the local setup one generated on first start and
 * kept (mode 0600) in the data folder, outside the database.
 */
export async function loadSecretKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_KEY_FILE);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const text = existing.trim();
    if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`${file} is not a notification key file`);
    return Buffer.from(text, "hex");
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${key.toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    // Another instance on the same folder wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadSecretKey(undefined, dataDir);
    throw error;
  }
}
