import {
  AppError,
  fromExchangeCoin,
  hasRiskLimits,
  type RiskCheck,
  type RiskLimits,
  type RiskStatus,
  type RiskTrip,
  type RiskTripRecord,
  toCoinSymbol,
} from "@app/core";
import type { AutoTradingStore } from "../db/auto-trading-store.ts";
import type { RiskStore } from "../db/risk-store.ts";
import type { PositionCloser } from "../orders/close.ts";
import type { TradingTarget } from "../orders/target.ts";
import type { AccountService } from "../services/account-service.ts";

type Place = RiskTripRecord["place"];

/** Told of every new trip (the notifications' outbox); it only enqueues, so it never delays the loop. */
export interface TripListener {
  tripped(address: `0x${string}`, trip: RiskTrip, place: Place): Promise<void>;
}

/** What the governor's service reads and changes. */
export interface RiskServiceDeps {
  readonly store: RiskStore;
  readonly schedules: AutoTradingStore;
  readonly accounts: AccountService;
  readonly close: PositionCloser;
  serverModeTarget(user: `0x${string}`): TradingTarget | undefined;
  now(): number;
  readonly log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  readonly listener?: TripListener;
}

/**
 * The auto-trading risk governor of each address (issue 36 item 3), for the server's loop and the browser's:
 * before each run it reads the account's equity from the exchange and asks the pure rules (core's
 * `observeRun`). A trip stops the server's schedule, closes every position when the limits say so (server
 * mode; the browser closes with its own signer), is recorded and notified. Only a re-arm clears it.
 */
export class RiskService {
  readonly #deps: RiskServiceDeps;

  constructor(deps: RiskServiceDeps) {
    this.#deps = deps;
  }

  /** The governor of an address. */
  status(address: `0x${string}`): Promise<RiskStatus> {
    return this.#deps.store.status(address);
  }

  /** Saves the limits of an address. */
  async saveLimits(address: `0x${string}`, limits: RiskLimits): Promise<RiskStatus> {
    await this.#deps.store.saveLimits(address, limits, this.#deps.now());
    return this.status(address);
  }

  /** Whether the address has no limits and no trip: its runs are never stopped by the governor. */
  async unguarded(address: `0x${string}`): Promise<boolean> {
    const status = await this.#deps.store.status(address);
    return !hasRiskLimits(status.limits) && !status.state?.trip;
  }

  /** Whether a run may start now; a new trip is acted on here (see the class). */
  async check(address: `0x${string}`, place: Place): Promise<RiskCheck> {
    const { store, now } = this.#deps;
    const status = await store.status(address);
    if (!hasRiskLimits(status.limits) && !status.state?.trip) {
      return { allowed: true, trip: null, newTrip: false, closePositions: false };
    }
    const equity = await this.#equity(address, place);
    const verdict = await store.observe(address, { equity, now: now(), place });
    if (!verdict.trip) return { allowed: true, trip: null, newTrip: false, closePositions: false };
    const closePositions = verdict.newTrip && verdict.limits.closePositionsOnTrip;
    if (verdict.newTrip) await this.#tripped(address, verdict.trip, place, closePositions);
    return { allowed: false, trip: verdict.trip, newTrip: verdict.newTrip, closePositions };
  }

  /** The user's re-arm: the limits count afresh from the equity now. The loop stays off until started. */
  async rearm(address: `0x${string}`): Promise<RiskStatus> {
    const equity = await this.#equity(address, "browser");
    await this.#deps.store.rearm(address, equity, this.#deps.now());
    return this.status(address);
  }

  /** Refuses to switch a loop on while the governor holds a trip. */
  async requireArmed(address: `0x${string}`): Promise<void> {
    if (await this.#deps.store.tripped(address)) {
      throw new AppError("RISK_BREAKER_TRIPPED", { detail: { key: "errorDetail.rearmGovernor" } });
    }
  }

  /** The equity of the account the loop trades: the server's account on testnet server mode, else the user's. */
  async #equity(address: `0x${string}`, place: Place): Promise<number> {
    const account = place === "server" ? (this.#deps.serverModeTarget(address)?.account ?? address) : address;
    return (await this.#deps.accounts.balance(account)).accountValue;
  }

  async #tripped(
    address: `0x${string}`,
    trip: RiskTrip,
    place: Place,
    closePositions: boolean,
  ): Promise<void> {
    const { schedules, now, log, listener } = this.#deps;
    await schedules.disable(address, now());
    if (place === "server" && closePositions) await this.#closeAll(address, trip);
    await listener?.tripped(address, trip, place).catch((error: unknown) => {
      log.error({ err: error, address }, "the risk trip could not be queued for notification");
    });
  }

  /** Closes every position of the server-mode account, each once (the key names the trip). */
  async #closeAll(address: `0x${string}`, trip: RiskTrip): Promise<void> {
    const { close, accounts, serverModeTarget, log } = this.#deps;
    const target = serverModeTarget(address);
    if (!target) return;
    const state = await accounts.state(target.account);
    for (const entry of state.assetPositions) {
      if (Number(entry.position.szi) === 0) continue;
      const coin = toCoinSymbol(fromExchangeCoin(entry.position.coin));
      if (!coin) continue;
      try {
        await close.close(
          { address, coin, idempotencyKey: `risk-close:${address}:${trip.at}:${coin}` },
          target,
        );
      } catch (error) {
        log.warn({ err: error, address, coin }, "a position could not be closed after a risk trip");
      }
    }
  }
}
