import { isRecord } from "@app/core/validation/shapes";
import { keccak256 } from "viem/utils";
import { type HlHttpResponse, jsonResponse, unprocessable } from "../http/responses.ts";
import { settle } from "../matching/settle.ts";
import type { JournalEntry } from "../persistence/journal.ts";
import type { L1Recoverer } from "../signing/recovery-thread.ts";
import { authorize } from "./authorize.ts";
import { type DecodedAction, decodeL1Action, type ExchangeState, NOT_AVAILABLE } from "./l1-actions.ts";
import { actionError } from "./order-action.ts";
import { decodeUserSigned } from "./user-signed.ts";
import { normalizeExchangeBody } from "./wire.ts";

export type { ExchangeState } from "./l1-actions.ts";

/** State the `/exchange` endpoint works on, its clock and where accepted actions are journaled. */
export interface ExchangeDeps extends ExchangeState {
  readonly now: () => number;
  /** Writes an entry durably before it is applied (write-ahead). */
  readonly record: (entry: JournalEntry) => void;
  /** Collects the users an action or settlement changed (see SettleDeps). */
  readonly touched?: Set<string>;
}

const ADDRESS = /^0x[0-9a-f]{40}$/i;

/** Adds every address an action names (a transfer's destination, a vault, a sub-account) to `touched`. */
function touchNamed(touched: Set<string>, value: unknown): void {
  if (typeof value === "string") {
    if (ADDRESS.test(value)) touched.add(value.toLowerCase());
  } else if (Array.isArray(value)) {
    for (const item of value) touchNamed(touched, item);
  } else if (isRecord(value)) {
    for (const item of Object.values(value)) touchNamed(touched, item);
  }
}

/** A verified request: what it does, and who signed it. */
export interface VerifiedAction {
  readonly decoded: DecodedAction;
  readonly signer: `0x${string}`;
  readonly actionHash: `0x${string}`;
}

/**
 * Decodes a request and recovers its signer: undefined for a body that is not a request (422), null
 * for a signature that cannot be recovered at all, or an error answer for a real action not run here.
 */
export async function verifyExchangeRequest(
  body: unknown,
  recoverL1?: L1Recoverer,
): Promise<VerifiedAction | HlHttpResponse | null | undefined> {
  const type = isRecord(body) && isRecord(body.action) ? body.action.type : undefined;
  if (typeof type !== "string") return undefined;
  if (NOT_AVAILABLE.has(type)) {
    return jsonResponse(
      actionError(
        `Action ${type} is not available on this local exchange, which has paper perp accounts only.`,
      ),
    );
  }
  const userSigned = await decodeUserSigned(type, body);
  if (userSigned) {
    if (!userSigned.signer) return null;
    // User-signed actions have no L1 hash; the signature itself identifies the action in ledgers.
    const { r, s } = (body as { signature: { r: `0x${string}`; s: `0x${string}` } }).signature;
    const actionHash = keccak256(`0x${r.slice(2)}${s.slice(2)}`);
    return { decoded: userSigned.decoded, signer: userSigned.signer, actionHash };
  }
  const decoded = await decodeL1Action(type, body);
  if (!decoded) return undefined;
  const recovered = await decoded.recover(recoverL1);
  return recovered ? { decoded, signer: recovered.signer, actionHash: recovered.actionHash } : null;
}

/**
 * Runs a verified request at `now`, synchronously so no other request interleaves: first the market
 * events up to now, then the checks (known signer or agent, whom it may act for, expiry, nonce), then
 * — journaled before anything changes — the nonce and the action. Replaying the journal calls this
 * with `replaying` so nothing is written twice.
 */
export function commitExchange(
  deps: ExchangeDeps,
  verified: VerifiedAction,
  now: number,
  body: unknown,
): unknown {
  const { decoded, signer, actionHash } = verified;
  const settled = settle(deps, now);
  const refuse = (message: string) => {
    if (settled) deps.record({ k: "s", t: now });
    return actionError(message);
  };
  if (decoded.userSigned && deps.agents.active(signer, now)) {
    return refuse(`User or API Wallet ${signer} does not exist.`);
  }
  const auth = authorize(deps, signer, decoded.vaultAddress, now);
  if ("error" in auth) return refuse(auth.error);
  if (decoded.expiresAfter !== undefined && decoded.expiresAfter < now) {
    return refuse("Action already expired");
  }
  const nonceError = deps.nonces.check(signer, decoded.nonce, now);
  if (nonceError) return refuse(nonceError);
  deps.record({ k: "x", t: now, body, signer, hash: actionHash });
  deps.nonces.record(signer, decoded.nonce);
  auth.account.requestsUsed += 1;
  const ctx = { ...deps, now, actionHash };
  const result = decoded.run(ctx, auth.account);
  if (deps.touched) {
    deps.touched.add(auth.account.address);
    if (isRecord(body)) touchNamed(deps.touched, [body.action, body.vaultAddress]);
  }
  return result;
}

/** Runs a commit once every request that arrived before it has been committed or refused. */
export type CommitTurn = <T>(commit: () => T) => Promise<T>;

/** How `/exchange` requests are verified and in which order they are committed. */
export interface ExchangeRunner {
  /** Recovers L1 signers (on this thread, or on the recovery thread). */
  readonly recoverL1?: L1Recoverer | undefined;
  /**
   * Takes the request's place in line as it arrives, so requests take effect in the order they
   * arrived even when their signatures are recovered elsewhere and in another order.
   */
  readonly arrive?: () => CommitTurn;
}

type Verification = Awaited<ReturnType<typeof verifyExchangeRequest>>;

/** The answer to a verified (or refused) request, committed now. */
function answer(deps: ExchangeDeps, verified: Verification, request: unknown): HlHttpResponse {
  if (verified === undefined) return unprocessable();
  if (verified === null) return jsonResponse(actionError("Invalid signature."));
  if ("status" in verified) return verified;
  return jsonResponse(commitExchange(deps, verified, deps.now(), request));
}

/**
 * `POST /exchange`: decode, recover the signer (testnet phantom agent for L1 actions, the
 * `HyperliquidSignTransaction` domain for user-signed ones), then commit. Undecodable bodies get
 * Hyperliquid's 422; every other refusal is a `{"status":"err"}` answer.
 */
export async function handleExchange(
  deps: ExchangeDeps,
  body: unknown,
  runner: ExchangeRunner = {},
): Promise<HlHttpResponse> {
  const turn = runner.arrive?.();
  const request = normalizeExchangeBody(body);
  let verified: Verification;
  try {
    // Recoveries of concurrent requests overlap; only their commits are ordered.
    verified = await verifyExchangeRequest(request, runner.recoverL1);
  } catch {
    // canonicalize throws on keys outside the schema: the real server cannot decode those either.
    verified = undefined;
  }
  return turn ? turn(() => answer(deps, verified, request)) : answer(deps, verified, request);
}
