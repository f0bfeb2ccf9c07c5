import { isRecord } from "@app/core/validation/shapes";
import {
  ActiveAssetDataRequest,
  AllMidsRequest,
  CandleSnapshotRequest,
  ClearinghouseStateRequest,
  ExchangeStatusRequest,
  ExtraAgentsRequest,
  FrontendOpenOrdersRequest,
  FundingHistoryRequest,
  HistoricalOrdersRequest,
  L2BookRequest,
  MaxBuilderFeeRequest,
  MetaAndAssetCtxsRequest,
  MetaRequest,
  OpenOrdersRequest,
  OrderStatusRequest,
  OutcomeMetaRequest,
  PerpDexsRequest,
  PortfolioRequest,
  PredictedFundingsRequest,
  RecentTradesRequest,
  ReferralRequest,
  SpotClearinghouseStateRequest,
  SpotMetaAndAssetCtxsRequest,
  SpotMetaRequest,
  TwapHistoryRequest,
  UserAbstractionRequest,
  UserFeesRequest,
  UserFillsByTimeRequest,
  UserFillsRequest,
  UserFundingRequest,
  UserNonFundingLedgerUpdatesRequest,
  UserRateLimitRequest,
  UserRoleRequest,
  UserTwapSliceFillsRequest,
} from "@nktkas/hyperliquid/api/info";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import type { AgentRegistry } from "../accounts/agents.ts";
import { clearinghouseState } from "../accounts/clearinghouse.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import { portfolio } from "../accounts/portfolio.ts";
import {
  decodeWith,
  type HlHttpResponse,
  jsonResponse,
  type StandardSchema,
  unprocessable,
} from "../http/responses.ts";
import { assetByName } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import type { OrderStore } from "../matching/order-store.ts";
import { type SettleDeps, settle } from "../matching/settle.ts";
import type { JournalEntry } from "../persistence/journal.ts";
import { twapHistory, userTwapSliceFills } from "../twap/twap-info.ts";
import type { TwapStore } from "../twap/twap-store.ts";
import { activeAssetData, userRole } from "./account-info.ts";
import {
  fillsByTime,
  fundingHistory,
  historicalOrders,
  predictedFundings,
  recentTrades,
} from "./history-info.ts";
import { allMids, assetContexts, l2Book, meta } from "./market-info.ts";
import { frontendOpenOrders, openOrders, orderStatus } from "./order-views.ts";
import {
  perpDexs,
  referral,
  spotClearinghouseState,
  spotMeta,
  userFees,
  userRateLimit,
} from "./paper-info.ts";

/** State the `/info` endpoint reads, and where it journals what reading changed. */
export interface InfoDeps extends SettleDeps {
  readonly twaps: TwapStore;
  readonly agents: AgentRegistry;
  readonly operators: ReadonlySet<string>;
  readonly now: () => number;
  /** Journals an account opened or a settlement done while answering (see sim.ts). */
  readonly record: (entry: JournalEntry) => void;
  /**
   * False while the journal cannot be written: answers then show the state as last recorded,
   * without running the market's events up to now (they could not be journaled).
   */
  readonly settles?: boolean;
}

/** One request's view: the state and the single instant it is answered at. */
interface InfoQuery {
  readonly market: Market;
  readonly twaps: TwapStore;
  readonly accounts: AccountStore;
  readonly agents: AgentRegistry;
  readonly orders: OrderStore;
  readonly operators: ReadonlySet<string>;
  readonly record: (entry: JournalEntry) => void;
  readonly now: number;
}

/** Answers one decoded request; undefined means "not a request this endpoint understands". */
type InfoHandler = (query: InfoQuery, body: unknown) => Promise<unknown>;

/** Hyperliquid returns at most 500 funding payments per `userFunding` request. */
const MAX_FUNDING_RECORDS = 500;

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

/**
 * A user's account, or as it would open now: a query keeps and journals nothing (naming new
 * addresses must not fill the disk); the account opens with the user's first action.
 */
function accountOf(query: InfoQuery, user: string): Account {
  return query.accounts.view(user, query.now);
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
      const metrics = measureAccount(
        account.cash,
        account.positions(),
        valuationOf(account, (asset) => q.market.quote(asset, now).mark),
      );
      return clearinghouseState(metrics, now, (id) => account.funding(id));
    }),
  ],
  [
    "openOrders",
    handler(OpenOrdersRequest, (q, r) =>
      isMainDex(r) ? openOrders(q.orders, accountOf(q, r.user).address) : undefined,
    ),
  ],
  [
    "frontendOpenOrders",
    handler(FrontendOpenOrdersRequest, (q, r) =>
      isMainDex(r) ? frontendOpenOrders(q.orders, accountOf(q, r.user).address) : undefined,
    ),
  ],
  [
    "orderStatus",
    async (q, body) => {
      const request = await decodeWith(OrderStatusRequest, body);
      if (!request || !isRecord(body)) return undefined;
      // The SDK's schema reads a hex cloid as a number too; a 16-byte hex string is always a cloid.
      const raw = body.oid;
      const cloid = typeof raw === "string" && /^0x[0-9a-fA-F]{32}$/.test(raw);
      return orderStatus(q.orders, request.user, cloid ? (raw.toLowerCase() as `0x${string}`) : request.oid);
    },
  ],
  ["l2Book", handler(L2BookRequest, (q, r) => l2Book(q.market, q.orders, r.coin, q.now, r))],
  ["extraAgents", handler(ExtraAgentsRequest, (q, r) => q.agents.extraAgents(r.user, q.now))],
  ["userRole", handler(UserRoleRequest, (q, r) => userRole(q, r.user))],
  [
    "activeAssetData",
    handler(ActiveAssetDataRequest, (q, r) => {
      const asset = assetByName(r.coin);
      return asset ? activeAssetData(q.market, accountOf(q, r.user), asset, q.now) : undefined;
    }),
  ],
  ["userFills", handler(UserFillsRequest, (q, r) => accountOf(q, r.user).recentFills())],
  [
    "userFunding",
    handler(UserFundingRequest, (q, r) =>
      accountOf(q, r.user).fundingHistory(r.startTime ?? 0, r.endTime ?? q.now, MAX_FUNDING_RECORDS),
    ),
  ],
  [
    "portfolio",
    handler(PortfolioRequest, (q, r) =>
      portfolio(accountOf(q, r.user), q.now, (asset, t) => q.market.quote(asset, t).mark),
    ),
  ],
  // The SDK's SymbolConverter and trading libraries load these first; no spot or outcome markets trade here.
  ["spotMeta", handler(SpotMetaRequest, () => spotMeta())],
  ["spotMetaAndAssetCtxs", handler(SpotMetaAndAssetCtxsRequest, () => [spotMeta(), []])],
  ["outcomeMeta", handler(OutcomeMetaRequest, () => ({ outcomes: [], questions: [] }))],
  ["perpDexs", handler(PerpDexsRequest, () => perpDexs())],
  ["exchangeStatus", handler(ExchangeStatusRequest, (q) => ({ time: q.now, specialStatuses: null }))],
  [
    "userFillsByTime",
    handler(UserFillsByTimeRequest, (q, r) =>
      fillsByTime(accountOf(q, r.user), r.startTime, r.endTime ?? q.now, r.reversed ?? false),
    ),
  ],
  ["historicalOrders", handler(HistoricalOrdersRequest, (q, r) => historicalOrders(q.orders, r.user))],
  [
    "fundingHistory",
    handler(FundingHistoryRequest, (q, r) => {
      const asset = assetByName(r.coin);
      return asset ? fundingHistory(q.market, asset, r.startTime, Math.min(r.endTime ?? q.now, q.now)) : [];
    }),
  ],
  ["predictedFundings", handler(PredictedFundingsRequest, (q) => predictedFundings(q.market, q.now))],
  [
    "recentTrades",
    handler(RecentTradesRequest, (q, r) => {
      const asset = assetByName(r.coin);
      return asset ? recentTrades(q.accounts, asset) : [];
    }),
  ],
  ["userFees", handler(UserFeesRequest, (q, r) => userFees(accountOf(q, r.user), q.accounts))],
  ["userRateLimit", handler(UserRateLimitRequest, (q, r) => userRateLimit(accountOf(q, r.user)))],
  [
    "spotClearinghouseState",
    handler(SpotClearinghouseStateRequest, (q, r) => spotClearinghouseState(accountOf(q, r.user))),
  ],
  [
    "userNonFundingLedgerUpdates",
    handler(UserNonFundingLedgerUpdatesRequest, (q, r) =>
      accountOf(q, r.user).ledgerUpdates(r.startTime ?? 0, r.endTime ?? q.now),
    ),
  ],
  ["referral", handler(ReferralRequest, (q, r) => referral(accountOf(q, r.user), q.accounts))],
  [
    "maxBuilderFee",
    handler(
      MaxBuilderFeeRequest,
      (q, r) => accountOf(q, r.user).builderFees.get(r.builder.toLowerCase()) ?? 0,
    ),
  ],
  ["userAbstraction", handler(UserAbstractionRequest, (q, r) => accountOf(q, r.user).abstraction)],
  ["twapHistory", handler(TwapHistoryRequest, (q, r) => twapHistory(q.twaps, r.user))],
  [
    "userTwapSliceFills",
    handler(UserTwapSliceFillsRequest, (q, r) => userTwapSliceFills(accountOf(q, r.user))),
  ],
]);

/** `POST /info`: Hyperliquid's shapes for the supported request types, 422 for anything else. */
export async function handleInfo(deps: InfoDeps, body: unknown): Promise<HlHttpResponse> {
  const type = isRecord(body) ? body.type : undefined;
  const answer = typeof type === "string" ? HANDLERS.get(type) : undefined;
  if (!answer) return unprocessable();
  const now = deps.now();
  // Answers show the market's effects (funding, fills, triggers, liquidations) up to this instant.
  if (deps.settles !== false && settle(deps, now)) deps.record({ k: "s", t: now });
  const result = await answer({ ...deps, now }, body);
  return result === undefined ? unprocessable() : jsonResponse(result);
}
