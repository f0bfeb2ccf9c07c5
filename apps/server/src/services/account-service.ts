import type { AccountOverview, OpenOrder, Position } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { toAccountOverview, toPosition } from "./account-mapper.ts";
import { type Fill, toFill, toFrontendOpenOrder } from "./account-views.ts";

/** Reads accounts from the exchange. */
export class AccountService {
  readonly #info: InfoClient;

  constructor(info: InfoClient) {
    this.#info = info;
  }

  /** The account overview of spec §3: state, orders and portfolio read in parallel. */
  async overview(
    address: `0x${string}`,
    initialBalance: number,
    signal?: AbortSignal,
  ): Promise<AccountOverview> {
    const [state, openOrders, portfolio] = await Promise.all([
      this.#info.clearinghouseState({ user: address }, signal),
      this.#info.openOrders({ user: address }, signal),
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
