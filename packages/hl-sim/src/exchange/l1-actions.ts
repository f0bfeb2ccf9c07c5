import {
  type ActionSignature,
  type RecoveredL1Signer,
  recoverActionSigner,
} from "@app/core/signing/recover-signer";
import {
  BatchModifyRequest,
  CancelByCloidRequest,
  CancelRequest,
  ClaimRewardsRequest,
  ModifyRequest,
  NoopRequest,
  OrderRequest,
  RegisterReferrerRequest,
  ReserveRequestWeightRequest,
  ScheduleCancelRequest,
  SetReferrerRequest,
  TopUpIsolatedOnlyMarginRequest,
  TwapCancelRequest,
  TwapOrderRequest,
  UpdateIsolatedMarginRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import { canonicalize } from "@nktkas/hyperliquid/signing";
import type { Account } from "../accounts/account.ts";
import { decodeWith, type StandardSchema } from "../http/responses.ts";
import type { L1Recoverer } from "../signing/recovery-thread.ts";
import { runTwapCancel, runTwapOrder } from "../twap/twap-actions.ts";
import { DEFAULT_OK, runCancel, runScheduleCancel } from "./account-actions.ts";
import type { ActionContext } from "./action-context.ts";
import { runTopUpIsolatedOnlyMargin, runUpdateIsolatedMargin, runUpdateLeverage } from "./margin-actions.ts";
import { runBatchModify, runModify } from "./modify-actions.ts";
import { runOrderAction } from "./order-action.ts";
import {
  runClaimRewards,
  runRegisterReferrer,
  runReserveRequestWeight,
  runSetReferrer,
} from "./referrals.ts";

export type { ActionContext, ExchangeState } from "./action-context.ts";

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
  /** Recovers with `using` (default: here, on this thread). */
  readonly recover: (using?: L1Recoverer) => Promise<RecoveredL1Signer | null>;
}

interface L1Request {
  readonly action: Record<string, unknown>;
  readonly nonce: number;
  readonly signature: ActionSignature;
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
    recover: (using = recoverActionSigner) =>
      using({ action, nonce, signature, vaultAddress, expiresAfter, isTestnet: true, canonical: true }),
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
    "updateIsolatedMargin",
    (body) =>
      decodeL1(
        UpdateIsolatedMarginRequest,
        body,
        (r) => (ctx, account) => runUpdateIsolatedMargin(ctx.market, ctx.now, account, r.action),
      ),
  ],
  [
    "topUpIsolatedOnlyMargin",
    (body) =>
      decodeL1(TopUpIsolatedOnlyMarginRequest, body, (r) => () => runTopUpIsolatedOnlyMargin(r.action)),
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
  [
    "setReferrer",
    (body) =>
      decodeL1(SetReferrerRequest, body, (r) => (ctx, account) => runSetReferrer(ctx, account, r.action)),
  ],
  [
    "registerReferrer",
    (body) =>
      decodeL1(
        RegisterReferrerRequest,
        body,
        (r) => (ctx, account) => runRegisterReferrer(ctx, account, r.action),
      ),
  ],
  ["claimRewards", (body) => decodeL1(ClaimRewardsRequest, body, () => runClaimRewards)],
  [
    "twapOrder",
    (body) => decodeL1(TwapOrderRequest, body, (r) => (ctx, account) => runTwapOrder(ctx, account, r.action)),
  ],
  [
    "twapCancel",
    (body) =>
      decodeL1(TwapCancelRequest, body, (r) => (ctx, account) => runTwapCancel(ctx, account, r.action)),
  ],
  [
    "reserveRequestWeight",
    (body) =>
      decodeL1(
        ReserveRequestWeightRequest,
        body,
        (r) => (ctx, account) => runReserveRequestWeight(ctx, account, r.action),
      ),
  ],
]);

/**
 * Real Hyperliquid action types this exchange does not run (sub-accounts and vaults are not modelled; spot, staking, EVM, deployment and validator actions have no meaning on
 * paper perp accounts): answered with an error in Hyperliquid's JSON, never a 422, since clients
 * treat a 422 as a malformed request.
 */
export const NOT_AVAILABLE: ReadonlySet<string> = new Set([
  "withdraw3",
  "spotSend",
  "sendAsset",
  "agentSendAsset",
  "sendToEvmWithData",
  "createSubAccount",
  "subAccountModify",
  "subAccountTransfer",
  "subAccountSpotTransfer",
  "createVault",
  "vaultModify",
  "vaultDistribute",
  "vaultTransfer",
  "setDisplayName",
  "spotUser",
  "userPortfolioMargin",
  "userDexAbstraction",
  "agentEnableDexAbstraction",
  "agentSetAbstraction",
  "convertToMultiSigUser",
  "multiSig",
  "evmUserModify",
  "finalizeEvmContract",
  "cDeposit",
  "cWithdraw",
  "tokenDelegate",
  "linkStakingUser",
  "stakingLinkDisableTradingUser",
  "borrowLend",
  "userOutcome",
  "activateOutcomeDeployer",
  "authorizeAqav2Role",
  "perpDeploy",
  "spotDeploy",
  "hip3LiquidatorTransfer",
  "gossipPriorityBid",
  "validatorL1Stream",
  "CSignerAction",
  "CValidatorAction",
]);

/** Decodes an L1 action of a supported type; undefined for unknown types and undecodable bodies. */
export function decodeL1Action(type: string, body: unknown): Promise<DecodedL1Action | undefined> {
  const decode = L1_ACTIONS.get(type);
  return decode ? decode(body) : Promise.resolve(undefined);
}
