import { recoverUserSignedActionSigner, type TypedField } from "@app/core/signing/recover-signer";
import {
  ApproveAgentRequest,
  ApproveAgentTypes,
  ApproveBuilderFeeRequest,
  ApproveBuilderFeeTypes,
  UsdClassTransferRequest,
  UsdClassTransferTypes,
  UsdSendRequest,
  UsdSendTypes,
  UserSetAbstractionRequest,
  UserSetAbstractionTypes,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { decodeWith, type StandardSchema } from "../http/responses.ts";
import { DEFAULT_OK } from "./account-actions.ts";
import type { ActionContext, DecodedAction } from "./l1-actions.ts";
import { actionError } from "./order-action.ts";
import { runApproveBuilderFee, runUsdClassTransfer, runUsdSend } from "./paper-transfers.ts";

/** A user-signed request as the SDK's schemas decode it. */
interface UserSignedRequest {
  readonly action: Record<string, unknown> & {
    readonly signatureChainId: `0x${string}`;
    readonly hyperliquidChain: "Mainnet" | "Testnet";
  };
  readonly nonce: number;
  readonly signature: { readonly r: `0x${string}`; readonly s: `0x${string}`; readonly v: number };
}

/** A decoded user-signed action with its recovered signer (null: the signature recovers nothing). */
export interface DecodedUserSigned {
  readonly decoded: DecodedAction;
  readonly signer: `0x${string}` | null;
}

type Run<T> = (request: T, ctx: ActionContext, account: Account) => unknown;

/**
 * Decodes with the SDK's schema and recovers the `HyperliquidSignTransaction` signer. The checks every
 * user-signed action shares come first when it runs: it must be signed for testnet, and the nonce
 * inside the signed action (`nonce` or `time`) must be the request's.
 */
function userSigned<T extends UserSignedRequest>(
  schema: StandardSchema<T>,
  types: Readonly<Record<string, readonly TypedField[]>>,
  run: Run<T>,
): (body: unknown) => Promise<DecodedUserSigned | undefined> {
  return async (body) => {
    const request = await decodeWith(schema, body);
    if (!request) return undefined;
    const signer = await recoverUserSignedActionSigner({
      action: request.action,
      signature: request.signature,
      types,
    });
    const { action } = request;
    const decoded: DecodedAction = {
      nonce: request.nonce,
      userSigned: true,
      run: (ctx, account) => {
        if (action.hyperliquidChain !== "Testnet")
          return actionError("Invalid hyperliquidChain: this is a testnet exchange.");
        const inner = action.nonce ?? action.time;
        if (inner !== request.nonce)
          return actionError("Invalid nonce: the action's nonce differs from the request's.");
        return run(request, ctx, account);
      },
    };
    return { decoded, signer };
  };
}

const USER_SIGNED = new Map<string, (body: unknown) => Promise<DecodedUserSigned | undefined>>([
  [
    "approveAgent",
    userSigned(ApproveAgentRequest, ApproveAgentTypes, ({ action }, ctx, account) => {
      const error = ctx.agents.approve(account.address, action.agentAddress, action.agentName ?? "", ctx.now);
      return error === null ? DEFAULT_OK : actionError(error);
    }),
  ],
  [
    "usdSend",
    userSigned(UsdSendRequest, UsdSendTypes, ({ action }, ctx, account) => runUsdSend(ctx, account, action)),
  ],
  [
    "usdClassTransfer",
    userSigned(UsdClassTransferRequest, UsdClassTransferTypes, ({ action }, ctx, account) =>
      runUsdClassTransfer(ctx, account, action),
    ),
  ],
  [
    "approveBuilderFee",
    userSigned(ApproveBuilderFeeRequest, ApproveBuilderFeeTypes, ({ action }, ctx, account) =>
      runApproveBuilderFee(ctx, account, action),
    ),
  ],
  [
    "userSetAbstraction",
    userSigned(UserSetAbstractionRequest, UserSetAbstractionTypes, ({ action }, _ctx, account) => {
      if (action.user !== account.address) return actionError("User must be the signer of the action.");
      account.abstraction = action.abstraction;
      return DEFAULT_OK;
    }),
  ],
]);

/** Decodes a user-signed action of a supported type; undefined for other types and undecodable bodies. */
export function decodeUserSigned(type: string, body: unknown): Promise<DecodedUserSigned | undefined> {
  const decode = USER_SIGNED.get(type);
  return decode ? decode(body) : Promise.resolve(undefined);
}
