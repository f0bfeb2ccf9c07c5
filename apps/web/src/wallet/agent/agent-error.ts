import type { Message } from "@app/core";

/** Stable codes of the agent wallet's failures (product rules §8 "Wallet and agent messages"). */
export type AgentErrorCode =
  | "USER_REJECTED"
  | "AUTHORIZE_FAILED"
  | "ACCOUNT_MISSING"
  | "REGISTER_FAILED"
  | "REGISTER_PENDING"
  | "KEY_UNAVAILABLE"
  | "WALLET_MISMATCH"
  | "WRONG_CHAIN"
  | "ORDER_TOO_LARGE"
  | "INVALID_INPUT"
  | "REVOKE_FAILED"
  | "CLOSE_FAILED";

/** A failure of an agent action, with the catalogue message to show in the user's language. */
export class AgentError extends Error {
  override readonly name = "AgentError";
  readonly code: AgentErrorCode;
  /** What the user reads (translated by core's catalogue). */
  readonly userMessage: Message;

  constructor(code: AgentErrorCode, userMessage: Message, options?: { cause?: unknown }) {
    super(`${code}: ${userMessage.key}`, options);
    this.code = code;
    this.userMessage = userMessage;
  }
}

/** Whether a wallet refused because the user said no (EIP-1193 code 4001), anywhere in the cause chain. */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (candidate.code === 4001 || candidate.name === "UserRejectedRequestError") return true;
    current = candidate.cause;
  }
  return false;
}

/** The first line of an error's message, for "reason" placeholders. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n")[0] ?? text;
}
