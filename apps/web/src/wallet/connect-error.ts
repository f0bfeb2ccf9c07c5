/** Why connecting failed, in terms the interface explains differently. */
export type ConnectFailure =
  | { kind: "no-wallet" }
  | { kind: "rejected" }
  | { kind: "pending" }
  | { kind: "other"; reason: string };

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  shortMessage?: unknown;
  message?: unknown;
  cause?: unknown;
}

function codeOf(error: ErrorLike): unknown {
  if (error.code !== undefined) return error.code;
  const cause = error.cause as ErrorLike | undefined;
  return cause && typeof cause === "object" ? cause.code : undefined;
}

/** Classifies a wallet connection error (EIP-1193 codes 4001 and -32002, wagmi's ProviderNotFoundError). */
export function classifyConnectError(error: unknown): ConnectFailure {
  const value = (typeof error === "object" && error !== null ? error : {}) as ErrorLike;
  if (value.name === "ProviderNotFoundError") return { kind: "no-wallet" };
  const code = codeOf(value);
  if (code === 4001 || value.name === "UserRejectedRequestError") return { kind: "rejected" };
  if (code === -32002) return { kind: "pending" };
  const reason =
    typeof value.shortMessage === "string"
      ? value.shortMessage
      : typeof value.message === "string"
        ? value.message
        : String(error);
  return { kind: "other", reason };
}
