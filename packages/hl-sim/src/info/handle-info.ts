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

/** One request's view: the state and the single instant it is answered at. */
interface InfoQuery {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly now: number;
}

/** Answers one decoded request; undefined means "not a request this endpoint understands". */
type InfoHandler = (query: InfoQuery, body: unknown) => Promise<unknown>;

/** Only the main perp dex exists here; a builder dex name is a request for something unknown. */
const isMainDex = (request: { dex?: string | undefined }) => request.dex === undefined || request.dex === "";

function handler<T>(
  schema: StandardSchema<T>,
  answer: (query: InfoQuery, request: T) => unknown,
): InfoHandler {
  return async (query, body) => {
    const request = await decodeWith(schema, body);
    return request === undefined ? undefined : answer(query, request);
  };
}

/** A user's account, opened on this first use like every paper account. */
function accountOf(query: InfoQuery, user: string): Account {
  return query.accounts.open(user, query.now);
}

/** Orders never rest on this version of the exchange, so a user never has an open order to list. */
function noOpenOrders(
  query: InfoQuery,
  request: { user: string; dex?: string | undefined },
): unknown[] | undefined {
  if (!isMainDex(request)) return undefined;
  accountOf(query, request.user);
  return [];
}

const HANDLERS = new Map<string, InfoHandler>([
  ["meta", handler(MetaRequest, (_q, r) => (isMainDex(r) ? meta() : undefined))],
  [
    "metaAndAssetCtxs",
    handler(MetaAndAssetCtxsRequest, (q, r) =>
      isMainDex(r) ? [meta(), assetContexts(q.market, q.now)] : undefined,
    ),
  ],
  ["allMids", handler(AllMidsRequest, (q, r) => (isMainDex(r) ? allMids(q.market, q.now) : undefined))],
  [
    "candleSnapshot",
    handler(CandleSnapshotRequest, (q, { req }) => {
      const asset = assetByName(req.coin);
      return asset ? q.market.candles(asset, req.interval, req, q.now) : [];
    }),
  ],
  [
    "clearinghouseState",
    handler(ClearinghouseStateRequest, (q, r) => {
      if (!isMainDex(r)) return undefined;
      const account = accountOf(q, r.user);
      const now = q.now;
      const metrics = measureAccount(account.cash, account.positions(), {
        leverage: (asset) => account.leverage(asset),
        mark: (asset) => q.market.quote(asset, now).mark,
      });
      return clearinghouseState(metrics, now);
    }),
  ],
  ["openOrders", handler(OpenOrdersRequest, (q, r) => noOpenOrders(q, r))],
  ["frontendOpenOrders", handler(FrontendOpenOrdersRequest, (q, r) => noOpenOrders(q, r))],
  ["userFills", handler(UserFillsRequest, (q, r) => accountOf(q, r.user).recentFills())],
  [
    "portfolio",
    handler(PortfolioRequest, (q, r) =>
      portfolio(accountOf(q, r.user), q.now, (asset, t) => q.market.quote(asset, t).mark),
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
  const result = await answer({ market: deps.market, accounts: deps.accounts, now: deps.now() }, body);
  return result === undefined ? unprocessable() : jsonResponse(result);
}
