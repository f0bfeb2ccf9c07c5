import { ApproveAgentRequest, ApproveAgentTypes } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { decodeWith, type HlHttpResponse, isRecord, jsonResponse, unprocessable } from "../http/responses.ts";
import { settle } from "../matching/settle.ts";
import type { JournalEntry } from "../persistence/journal.ts";
import { recoverUserSigner } from "../signing/verify-user-signed.ts";
import { DEFAULT_OK } from "./account-actions.ts";
import { authorize } from "./authorize.ts";
import { type DecodedAction, decodeL1Action, type ExchangeState, NOT_YET_SUPPORTED } from "./l1-actions.ts";
import { actionError } from "./order-action.ts";

export type { ExchangeState } from "./l1-actions.ts";

/** State the `/exchange` endpoint works on, its clock and where accepted actions are journaled. */
export interface ExchangeDeps extends ExchangeState {
  readonly now: () => number;
  /** Writes an entry durably before it is applied (write-ahead). */
  readonly record: (entry: JournalEntry) => void;
}

/** A verified request: what it does, and who signed it. */
export interface VerifiedAction {
  readonly decoded: DecodedAction;
  readonly signer: `0x${string}`;
  readonly actionHash: `0x${string}`;
}

// User-signed actions carry no L1 hash; fills never come from them, so a constant stands in.
const NO_ACTION_HASH = `0x${"0".repeat(64)}` as const;

/** Decodes an approveAgent request and recovers its `HyperliquidSignTransaction` signer. */
async function verifyApproveAgent(body: unknown): Promise<VerifiedAction | undefined | null> {
  const request = await decodeWith(ApproveAgentRequest, body);
  if (!request) return undefined;
  const signer = await recoverUserSigner(request, ApproveAgentTypes);
  if (!signer) return null;
  const { action } = request;
  const decoded: DecodedAction = {
    nonce: request.nonce,
    userSigned: true,
    run: (ctx, account) => {
      if (action.hyperliquidChain !== "Testnet")
        return actionError("Invalid hyperliquidChain: this is a testnet exchange.");
      if (action.nonce !== request.nonce)
        return actionError("Invalid nonce: the action's nonce differs from the request's.");
      const error = ctx.agents.approve(account.address, action.agentAddress, action.agentName ?? "", ctx.now);
      return error === null ? DEFAULT_OK : actionError(error);
    },
  };
  return { decoded, signer, actionHash: NO_ACTION_HASH };
}

/**
 * Decodes a request and recovers its signer: undefined for a body that is not a request (422), null
 * for a signature that cannot be recovered at all, or an error answer for a real action not run here.
 */
export async function verifyExchangeRequest(
  body: unknown,
): Promise<VerifiedAction | HlHttpResponse | null | undefined> {
  const type = isRecord(body) && isRecord(body.action) ? body.action.type : undefined;
  if (typeof type !== "string") return undefined;
  if (type === "approveAgent") return verifyApproveAgent(body);
  if (NOT_YET_SUPPORTED.has(type)) {
    return jsonResponse(actionError(`Action ${type} is not supported by this local exchange yet.`));
  }
  const decoded = await decodeL1Action(type, body);
  if (!decoded) return undefined;
  const recovered = await decoded.recover();
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
    return refuse(`Action expired: expiresAfter ${decoded.expiresAfter} is before ${now}.`);
  }
  const nonceError = deps.nonces.check(signer, decoded.nonce, now);
  if (nonceError) return refuse(nonceError);
  deps.record({ k: "x", t: now, body, signer, hash: actionHash });
  deps.nonces.record(signer, decoded.nonce);
  const ctx = { ...deps, now, actionHash };
  return decoded.run(ctx, auth.account as Account);
}

/**
 * `POST /exchange`: decode, recover the signer (testnet phantom agent for L1 actions, the
 * `HyperliquidSignTransaction` domain for user-signed ones), then commit. Undecodable bodies get
 * Hyperliquid's 422; every other refusal is a `{"status":"err"}` answer.
 */
export async function handleExchange(deps: ExchangeDeps, body: unknown): Promise<HlHttpResponse> {
  let verified: Awaited<ReturnType<typeof verifyExchangeRequest>>;
  try {
    verified = await verifyExchangeRequest(body);
  } catch {
    // canonicalize throws on keys outside the schema: the real server cannot decode those either.
    return unprocessable();
  }
  if (verified === undefined) return unprocessable();
  if (verified === null) return jsonResponse(actionError("Invalid signature."));
  if ("status" in verified) return verified;
  return jsonResponse(commitExchange(deps, verified, deps.now(), body));
}
