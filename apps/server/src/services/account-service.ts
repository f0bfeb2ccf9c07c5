import type { AccountOverview, FundingHistory, FundingPayment, OpenOrder, Position } from "@app/core";
import { ACCOUNT_FETCH } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { TtlCache } from "../exchange/ttl-cache.ts";
import { toAccountOverview, toPosition } from "./account-mapper.ts";
import { type Fill, toFill, toFrontendOpenOrder, toFundingPayment } from "./account-views.ts";

/** Hyperliquid answers at most 500 funding payments per `userFunding` request. */
const FUNDING_PAGE = 500;
/** Pages read per window: 2,000 hourly payments cover 30 days of two positions held throughout. */
const FUNDING_PAGES = 4;

/** How long an overview read is shared. */
export const OVERVIEW_TTL_MS = 1_000;

/** Reads accounts from the exchange. */
export class AccountService {
  readonly #info: InfoClient;
  /** Overviews read in the last second, shared by concurrent readers of the same account. */
  readonly #overviews: TtlCache<AccountOverview>;

  constructor(info: InfoClient, options: { overviewTtlMs?: number; now?: () => number } = {}) {
    this.#info = info;
    this.#overviews = new TtlCache(options.overviewTtlMs ?? OVERVIEW_TTL_MS, options.now);
  }

  /**
   * The account overview of product rules §3: state, orders and portfolio read in parallel. Readers of the same
   * account within a second share one read (dashboards poll it); the caller's signal only stops waiting.
   */
  async overview(
    address: `0x${string}`,
    initialBalance: number,
    signal?: AbortSignal,
  ): Promise<AccountOverview> {
    const shared = this.#overviews.get(`${address}:${initialBalance}`, () =>
      this.#readOverview(address, initialBalance, AbortSignal.timeout(ACCOUNT_FETCH.overviewTimeoutMs)),
    );
    if (!signal) return shared;
    signal.throwIfAborted();
    return Promise.race([
      shared,
      new Promise<never>((_, reject) =>
        signal.addEventListener("abort", () => reject(signal.reason), { once: true }),
      ),
    ]);
  }

  /** Forgets what was read of an account, after a trade changed it. */
  invalidate(address: `0x${string}`): void {
    this.#overviews.forget(`${address}:`);
  }

  async #readOverview(
    address: `0x${string}`,
    initialBalance: number,
    signal: AbortSignal,
  ): Promise<AccountOverview> {
    const [state, openOrders, portfolio] = await Promise.all([
      this.#info.clearinghouseState({ user: address }, signal),
      this.#info.frontendOpenOrders({ user: address }, signal),
      this.#info.portfolio({ user: address }, signal),
    ]);
    return toAccountOverview({ address, initialBalance, state, openOrders, portfolio });
  }

  /** The raw clearinghouse state: positions and margin of an account. */
  state(address: `0x${string}`, signal?: AbortSignal): Promise<ClearinghouseStateResponse> {
    return this.#info.clearinghouseState({ user: address }, signal);
  }

  /** The balance of an account: value, margin in use and what is free. */
  async balance(address: `0x${string}`, signal?: AbortSignal) {
    const state = await this.state(address, signal);
    return {
      address,
      accountValue: Number(state.marginSummary.accountValue),
      marginUsed: Number(state.marginSummary.totalMarginUsed),
      availableCash: Number(state.withdrawable),
      totalPositionValue: Number(state.marginSummary.totalNtlPos),
      time: state.time,
    };
  }

  /** The open positions of an account. */
  async positions(address: `0x${string}`, signal?: AbortSignal): Promise<Position[]> {
    return (await this.state(address, signal)).assetPositions.map(toPosition);
  }

  /** Resting orders, triggers (TP/SL) included. */
  async openOrders(address: `0x${string}`, signal?: AbortSignal): Promise<OpenOrder[]> {
    return (await this.#info.frontendOpenOrders({ user: address }, signal)).map(toFrontendOpenOrder);
  }

  /** The latest fills, newest first. */
  async fills(address: `0x${string}`, limit: number, signal?: AbortSignal): Promise<Fill[]> {
    const fills = await this.#info.userFills({ user: address }, signal);
    return fills
      .map(toFill)
      .sort((a, b) => b.time - a.time)
      .slice(0, limit);
  }

  /**
   * Funding payments from `since` on, newest first, and their net cost (paid less received). The exchange
   * answers oldest first, 500 at a time, so the window is read page by page from its start.
   */
  async funding(
    address: `0x${string}`,
    since: number,
    signal?: AbortSignal,
  ): Promise<Omit<FundingHistory, "address" | "since">> {
    const payments: FundingPayment[] = [];
    let startTime = since;
    let truncated = false;
    for (let page = 0; page < FUNDING_PAGES; page += 1) {
      const rows = await this.#info.userFunding({ user: address, startTime }, signal);
      payments.push(...rows.map(toFundingPayment));
      const last = rows.at(-1);
      if (rows.length < FUNDING_PAGE || !last) break;
      startTime = last.time + 1;
      truncated = page === FUNDING_PAGES - 1;
    }
    payments.sort((a, b) => b.time - a.time);
    return { payments, paid: -payments.reduce((sum, payment) => sum + payment.usdc, 0), truncated };
  }

  /** Whether the exchange answers, and how fast. */
  async ping(): Promise<{ reachable: boolean; latencyMs: number; markets: number }> {
    const started = performance.now();
    const mids = await this.#info.allMids();
    return {
      reachable: true,
      latencyMs: Math.round(performance.now() - started),
      markets: Object.keys(mids).length,
    };
  }
}
