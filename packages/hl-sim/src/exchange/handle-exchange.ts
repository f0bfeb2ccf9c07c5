import {
  CancelByCloidRequest,
  CancelRequest,
  NoopRequest,
  OrderRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import { canonicalize } from "@nktkas/hyperliquid/signing";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import {
  decodeWith,
  type HlHttpResponse,
  isRecord,
  jsonResponse,
  type StandardSchema,
  unprocessable,
} from "../http/responses.ts";
import type { Market } from "../market/market.ts";
import type { IdSource, PlacementContext } from "../matching/place-order.ts";
import type { NonceTracker } from "../signing/nonces.ts";
import { recoverL1Signer, type SignedL1Action } from "../signing/verify-l1.ts";
import { DEFAULT_OK, runCancel, runUpdateLeverage } from "./account-actions.ts";
import { authorize } from "./authorize.ts";
import { actionError, runOrderAction } from "./order-action.ts";

/** State the `/exchange` endpoint works on. */
export interface ExchangeDeps {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly nonces: NonceTracker;
  readonly ids: IdSource;
  /** Lower-case operator addresses (see authorize). */
  readonly operators: ReadonlySet<string>;
  readonly now: () => number;
}

/** A decoded L1 request: what its signature covers, and how to run it once authorised. */
interface DecodedAction extends SignedL1Action {
  readonly run: (ctx: PlacementContext, account: Account) => unknown;
}

interface L1Request {
  readonly action: Record<string, unknown>;
  readonly nonce: number;
  readonly signature: SignedL1Action["signature"];
  readonly vaultAddress?: `0x${string}` | undefined;
  readonly expiresAfter?: number | undefined;
}

type ActionSchema<T> = StandardSchema<T> & {
  readonly entries: { readonly action: Parameters<typeof canonicalize>[0] };
};

/**
 * Decodes with the SDK's request schema, then re-serialises the action in the schema's key order,
 * as Hyperliquid re-serialises what it decoded before hashing: a client that signed another key
 * order or untrimmed numbers recovers a different signer, exactly as on the real exchange.
 */
async function decodeL1<T extends L1Request>(
  schema: ActionSchema<T>,
  body: unknown,
  run: (request: T) => DecodedAction["run"],
): Promise<DecodedAction | undefined> {
  const request = await decodeWith(schema, body);
  if (!request) return undefined;
  const action = canonicalize(schema.entries.action, request.action);
  const { nonce, signature, vaultAddress, expiresAfter } = request;
  return { action, nonce, signature, vaultAddress, expiresAfter, run: run(request) };
}

type Decoder = (body: unknown) => Promise<DecodedAction | undefined>;

const L1_ACTIONS = new Map<string, Decoder>([
  [
    "order",
    (body) => decodeL1(OrderRequest, body, (r) => (ctx, account) => runOrderAction(ctx, account, r.action)),
  ],
  [
    "updateLeverage",
    (body) =>
      decodeL1(
        UpdateLeverageRequest,
        body,
        (r) => (ctx, account) => runUpdateLeverage(ctx.market, ctx.now, account, r.action),
      ),
  ],
  ["cancel", (body) => decodeL1(CancelRequest, body, (r) => () => runCancel(r.action))],
  ["cancelByCloid", (body) => decodeL1(CancelByCloidRequest, body, (r) => () => runCancel(r.action))],
  ["noop", (body) => decodeL1(NoopRequest, body, () => () => DEFAULT_OK)],
]);

// Real Hyperliquid actions this version does not run yet: answered with a clear error, not a 422.
const NOT_YET_SUPPORTED = new Set([
  "approveAgent",
  "modify",
  "batchModify",
  "scheduleCancel",
  "updateIsolatedMargin",
  "twapOrder",
  "twapCancel",
  "usdSend",
  "withdraw3",
  "usdClassTransfer",
  "approveBuilderFee",
  "createSubAccount",
  "subAccountTransfer",
  "vaultTransfer",
]);

/**
 * `POST /exchange`: decode, recover the signer (testnet phantom agent), check it is known, the
 * expiry, the nonce and whom it may act for, then run the action. Undecodable bodies get
 * Hyperliquid's 422; every other refusal is a `{"status":"err"}` answer.
 */
export async function handleExchange(deps: ExchangeDeps, body: unknown): Promise<HlHttpResponse> {
  const type = isRecord(body) && isRecord(body.action) ? body.action.type : undefined;
  if (typeof type !== "string") return unprocessable();
  const decode = L1_ACTIONS.get(type);
  if (!decode) {
    if (!NOT_YET_SUPPORTED.has(type)) return unprocessable();
    return jsonResponse(actionError(`Action ${type} is not supported by this local exchange yet.`));
  }
  let decoded: DecodedAction | undefined;
  try {
    decoded = await decode(body);
  } catch {
    // canonicalize throws on keys outside the schema: the real server cannot decode those either.
    return unprocessable();
  }
  if (!decoded) return unprocessable();

  const now = deps.now();
  const recovered = await recoverL1Signer(decoded);
  if (!recovered) return jsonResponse(actionError("Invalid signature."));
  const { signer, actionHash } = recovered;
  const auth = authorize(deps, signer, decoded.vaultAddress, now);
  if ("error" in auth) return jsonResponse(actionError(auth.error));
  if (decoded.expiresAfter !== undefined && decoded.expiresAfter < now) {
    return jsonResponse(
      actionError(`Action expired: expiresAfter ${decoded.expiresAfter} is before ${now}.`),
    );
  }
  const nonceError = deps.nonces.check(signer, decoded.nonce, now);
  if (nonceError) return jsonResponse(actionError(nonceError));
  deps.nonces.record(signer, decoded.nonce);
  const ctx: PlacementContext = { market: deps.market, ids: deps.ids, now, actionHash };
  return jsonResponse(decoded.run(ctx, auth.account));
}
