import {
  BatchModifyRequest,
  CancelByCloidRequest,
  CancelRequest,
  ModifyRequest,
  NoopRequest,
  OrderRequest,
  ScheduleCancelRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import { canonicalize } from "@nktkas/hyperliquid/signing";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import type { AgentRegistry } from "../accounts/agents.ts";
import { decodeWith, type StandardSchema } from "../http/responses.ts";
import type { Market } from "../market/market.ts";
import type { IdSource } from "../matching/execute.ts";
import type { OrderStore } from "../matching/order-store.ts";
import type { PlacementContext } from "../matching/place-order.ts";
import type { NonceTracker } from "../signing/nonces.ts";
import { type RecoveredSigner, recoverL1Signer, type SignedL1Action } from "../signing/verify-l1.ts";
import { DEFAULT_OK, runCancel, runScheduleCancel, runUpdateLeverage } from "./account-actions.ts";
import { runBatchModify, runModify } from "./modify-actions.ts";
import { runOrderAction } from "./order-action.ts";

/** The exchange's state that actions change. */
export interface ExchangeState {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly agents: AgentRegistry;
  readonly orders: OrderStore;
  readonly nonces: NonceTracker;
  readonly ids: IdSource;
  /** Lower-case operator addresses (see authorize). */
  readonly operators: ReadonlySet<string>;
}

/** What an action runs with: the state, the instant, and the hash its fills report. */
export type ActionContext = ExchangeState & PlacementContext;

/** A decoded request: the fields the checks need, and how to run it once authorised. */
export interface DecodedAction {
  readonly nonce: number;
  readonly vaultAddress?: `0x${string}` | undefined;
  readonly expiresAfter?: number | undefined;
  /** User-signed actions (approveAgent) must be signed by the user, never by an agent. */
  readonly userSigned?: boolean;
  readonly run: (ctx: ActionContext, account: Account) => unknown;
}

/** A decoded L1 action, which can recover its phantom-agent signer. */
export interface DecodedL1Action extends DecodedAction {
  readonly recover: () => Promise<RecoveredSigner | null>;
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
): Promise<DecodedL1Action | undefined> {
  const request = await decodeWith(schema, body);
  if (!request) return undefined;
  const action = canonicalize(schema.entries.action, request.action);
  const { nonce, signature, vaultAddress, expiresAfter } = request;
  return {
    nonce,
    vaultAddress,
    expiresAfter,
    run: run(request),
    recover: () => recoverL1Signer({ action, nonce, signature, vaultAddress, expiresAfter }),
  };
}

type Decoder = (body: unknown) => Promise<DecodedL1Action | undefined>;

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
  [
    "cancel",
    (body) =>
      decodeL1(
        CancelRequest,
        body,
        (r) => (ctx, account) => runCancel(ctx.orders, ctx.now, account, r.action),
      ),
  ],
  [
    "cancelByCloid",
    (body) =>
      decodeL1(
        CancelByCloidRequest,
        body,
        (r) => (ctx, account) => runCancel(ctx.orders, ctx.now, account, r.action),
      ),
  ],
  ["noop", (body) => decodeL1(NoopRequest, body, () => () => DEFAULT_OK)],
  [
    "scheduleCancel",
    (body) =>
      decodeL1(
        ScheduleCancelRequest,
        body,
        (r) => (ctx, account) => runScheduleCancel(ctx.now, account, r.action),
      ),
  ],
  [
    "modify",
    (body) => decodeL1(ModifyRequest, body, (r) => (ctx, account) => runModify(ctx, account, r.action)),
  ],
  [
    "batchModify",
    (body) =>
      decodeL1(BatchModifyRequest, body, (r) => (ctx, account) => runBatchModify(ctx, account, r.action)),
  ],
]);

/** Real Hyperliquid actions this exchange does not run: answered with a clear error, not a 422. */
export const NOT_YET_SUPPORTED: ReadonlySet<string> = new Set([
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

/** Decodes an L1 action of a supported type; undefined for unknown types and undecodable bodies. */
export function decodeL1Action(type: string, body: unknown): Promise<DecodedL1Action | undefined> {
  const decode = L1_ACTIONS.get(type);
  return decode ? decode(body) : Promise.resolve(undefined);
}
