import {
  AllMidsRequest,
  CandleSnapshotRequest,
  ClearinghouseStateRequest,
  FrontendOpenOrdersRequest,
  MetaAndAssetCtxsRequest,
  MetaRequest,
  OpenOrdersRequest,
  OutcomeMetaRequest,
  PortfolioRequest,
  SpotMetaRequest,
  UserFillsRequest,
} from "@nktkas/hyperliquid/api/info";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { clearinghouseState } from "../accounts/clearinghouse.ts";
import { measureAccount } from "../accounts/margin.ts";
import { portfolio } from "../accounts/portfolio.ts";
import {
  decodeWith,
  type HlHttpResponse,
  isRecord,
  jsonResponse,
  type StandardSchema,
  unprocessable,
} from "../http/responses.ts";
import { assetByName } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { allMids, assetContexts, meta } from "./market-info.ts";

/** State the `/info` endpoint reads. */
export interface InfoDeps {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly now: () => number;
}

/** Answers one decoded request; undefined means "not a request this endpoint understands". */
type InfoHandler = (deps: InfoDeps, body: unknown) => Promise<unknown>;

/** Only the main perp dex exists here; a builder dex name is a request for something unknown. */
const isMainDex = (request: { dex?: string | undefined }) => request.dex === undefined || request.dex === "";

function handler<T>(schema: StandardSchema<T>, answer: (deps: InfoDeps, request: T) => unknown): InfoHandler {
  return async (deps, body) => {
    const request = await decodeWith(schema, body);
    return request === undefined ? undefined : answer(deps, request);
  };
}

/** A user's account, opened on this first use like every paper account. */
function accountOf(deps: InfoDeps, user: string): Account {
  return deps.accounts.open(user, deps.now());
}

/** Orders never rest on this version of the exchange, so a user never has an open order to list. */
function noOpenOrders(
  deps: InfoDeps,
  request: { user: string; dex?: string | undefined },
): unknown[] | undefined {
  if (!isMainDex(request)) return undefined;
  accountOf(deps, request.user);
  return [];
}

const HANDLERS = new Map<string, InfoHandler>([
  ["meta", handler(MetaRequest, (_deps, r) => (isMainDex(r) ? meta() : undefined))],
  [
    "metaAndAssetCtxs",
    handler(MetaAndAssetCtxsRequest, (deps, r) =>
      isMainDex(r) ? [meta(), assetContexts(deps.market, deps.now())] : undefined,
    ),
  ],
  [
    "allMids",
    handler(AllMidsRequest, (deps, r) => (isMainDex(r) ? allMids(deps.market, deps.now()) : undefined)),
  ],
  [
    "candleSnapshot",
    handler(CandleSnapshotRequest, (deps, { req }) => {
      const asset = assetByName(req.coin);
      return asset ? deps.market.candles(asset, req.interval, req, deps.now()) : [];
    }),
  ],
  [
    "clearinghouseState",
    handler(ClearinghouseStateRequest, (deps, r) => {
      if (!isMainDex(r)) return undefined;
      const account = accountOf(deps, r.user);
      const now = deps.now();
      const metrics = measureAccount(account.cash, account.positions(), {
        leverage: (asset) => account.leverage(asset),
        mark: (asset) => deps.market.quote(asset, now).mark,
      });
      return clearinghouseState(metrics, now);
    }),
  ],
  ["openOrders", handler(OpenOrdersRequest, (deps, r) => noOpenOrders(deps, r))],
  ["frontendOpenOrders", handler(FrontendOpenOrdersRequest, (deps, r) => noOpenOrders(deps, r))],
  ["userFills", handler(UserFillsRequest, (deps, r) => accountOf(deps, r.user).recentFills())],
  [
    "portfolio",
    handler(PortfolioRequest, (deps, r) =>
      portfolio(accountOf(deps, r.user), deps.now(), (asset, t) => deps.market.quote(asset, t).mark),
    ),
  ],
  // The SDK's SymbolConverter loads these too; there are no spot or outcome markets here.
  ["spotMeta", handler(SpotMetaRequest, () => ({ universe: [], tokens: [] }))],
  ["outcomeMeta", handler(OutcomeMetaRequest, () => ({ outcomes: [], questions: [] }))],
]);

/** `POST /info`: Hyperliquid's shapes for the supported request types, 422 for anything else. */
export async function handleInfo(deps: InfoDeps, body: unknown): Promise<HlHttpResponse> {
  const type = isRecord(body) ? body.type : undefined;
  const answer = typeof type === "string" ? HANDLERS.get(type) : undefined;
  if (!answer) return unprocessable();
  const result = await answer(deps, body);
  return result === undefined ? unprocessable() : jsonResponse(result);
}
