import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The environment variables of notifications outside the browser (issue 36 item 4), merged into the config's schema. */
export const notifyEnvironment = {
  // The AES-256-GCM key of the stored notification secrets: 64 hex digits, in the environment or a mounted file.
  NOTIFY_SECRET_KEY: z.preprocess(blank, z.string().optional()),
  NOTIFY_SECRET_KEY_FILE: z.preprocess(blank, z.string().optional()),
  // Telegram's Bot API; tests point it at a local stand-in.
  TELEGRAM_API_URL: z.preprocess(
    blank,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .default("https://api.telegram.org"),
  ),
  // Webhooks to loopback and private addresses: refused unless allowed (a server posting to them is a way in).
  NOTIFY_PRIVATE_WEBHOOKS: z.enum(["allow", "deny"]).optional(),
};

/** How notifications are kept and sent. */
export interface NotifySettings {
  /** The key that encrypts stored secrets; undefined: one generated into the data folder (local setup). */
  readonly secretKey: Buffer | undefined;
  readonly telegramApiUrl: string;
  /** Whether a webhook may name a loopback or private address (default: only on the local exchange). */
  readonly privateWebhooks: boolean;
}

interface NotifyEnvironment {
  readonly HL_NETWORK: string;
  readonly NOTIFY_SECRET_KEY?: string | undefined;
  readonly NOTIFY_SECRET_KEY_FILE?: string | undefined;
  readonly TELEGRAM_API_URL: string;
  readonly NOTIFY_PRIVATE_WEBHOOKS?: "allow" | "deny" | undefined;
}

const KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** The notification settings, or the problems of their variables (never a key's content). */
export function notifySettings(
  env: NotifyEnvironment,
  cwd: string,
): { settings: NotifySettings; problems: string[] } {
  const problems: string[] = [];
  let text = env.NOTIFY_SECRET_KEY?.trim();
  if (env.NOTIFY_SECRET_KEY && env.NOTIFY_SECRET_KEY_FILE) {
    problems.push("NOTIFY_SECRET_KEY_FILE: set it or NOTIFY_SECRET_KEY, not both");
  } else if (env.NOTIFY_SECRET_KEY_FILE) {
    const file = path.resolve(cwd, env.NOTIFY_SECRET_KEY_FILE);
    try {
      text = readFileSync(file, "utf8").trim();
    } catch (error) {
      problems.push(`NOTIFY_SECRET_KEY_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  if (text !== undefined && !KEY_PATTERN.test(text)) {
    problems.push("NOTIFY_SECRET_KEY: must be 64 hex digits (32 bytes)");
    text = undefined;
  }
  return {
    settings: {
      secretKey: text === undefined ? undefined : Buffer.from(text, "hex"),
      telegramApiUrl: env.TELEGRAM_API_URL,
      privateWebhooks: env.NOTIFY_PRIVATE_WEBHOOKS
        ? env.NOTIFY_PRIVATE_WEBHOOKS === "allow"
        : env.HL_NETWORK === "local",
    },
    problems,
  };
}
