import {
  AppError,
  type CoreMessageKey,
  exchangeRefusalDetail,
  fromExchangeCoin,
  isCoinSymbol,
  MIN_STOP_MOVE_INTERVAL_MS,
  movedStopWire,
  reviewExit,
  type SignedAction,
  type StandingStop,
  stopMoveRefusal,
} from "@app/core";
import { recoverActionSigner } from "@app/core/signing/recover-signer";
import type { InfoClient, IRequestTransport } from "@nktkas/hyperliquid";
import { BatchModifyRequest } from "@nktkas/hyperliquid/api/exchange";
import type { ExitStore, StoredExit } from "../db/exit-store.ts";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import { statusesFromResponse } from "../orders/exchange-statuses.ts";
import type { AgentService } from "../services/agent-service.ts";
import { exitEnd } from "./exit-end.ts";
import type { ExitEventBus } from "./exit-events.ts";
import { recordExitEvent } from "./record-exit-event.ts";

/** What the server needs to look at and relay a browser-managed stop. */
export interface BrowserExitDeps {
  readonly store: ExitStore;
  readonly info: InfoClient;
  readonly markets: MarketData;
  readonly agents: Pick<AgentService, "authorize">;
  /** Posts a signed action to the exchange as it is (the agent relay's transport). */
  readonly transport: IRequestTransport;
  readonly events: ExitEventBus;
  now(): number;
}

const BATCH_MODIFY = BatchModifyRequest.entries.action;

/**
 * The server's side of the browser's exit manager (agent wallet, issue 36): the tab decides and signs, the server
 * checks and records. On each sync it looks at the exchange itself (never taking the tab's word): a position gone is
 * a stop hit or a close, a stop gone by hand is reported as missing (never recreated), a new best mark is kept; a
 * signed move is relayed only if it is the managed stop's `batchModify` by cloid, signed by the wallet's
 * authorised agent, and keeps the same rules as the server's manager (monotonic, a tick and 5 bps, on its side
 * of the mark, rate-limited). Every event is recorded where the server's are and emitted for notifications.
 */
export class BrowserExits {
  readonly #deps: BrowserExitDeps;

  constructor(deps: BrowserExitDeps) {
    this.#deps = deps;
  }

  /** Looks at the browser-managed stop of `coin` and relays `move` when it passes the checks. */
  async sync(
    address: `0x${string}`,
    coin: string,
    move?: { readonly agent: `0x${string}`; readonly signed: SignedAction },
  ): Promise<void> {
    const { store, info, markets, now } = this.#deps;
    const exit = (await store.list(address)).find((item) => item.coin === coin && item.manager === "browser");
    if (exit?.status !== "active") {
      if (move)
        throw new AppError("NO_STOP", {
          detail: { key: "errorDetail.stopNotBrowserManaged", params: { coin } },
        });
      return;
    }
    const [state, open, snapshot] = await Promise.all([
      info.clearinghouseState({ user: address }),
      info.frontendOpenOrders({ user: address }),
      markets.snapshot(),
    ]);
    const market = isCoinSymbol(coin) ? snapshot.markets.get(coin) : undefined;
    if (!market) throw new AppError("UNKNOWN_COIN", { details: coin });
    const position = state.assetPositions.find((entry) => fromExchangeCoin(entry.position.coin) === coin);
    const standing = open.find(
      (order) => order.isTrigger && order.cloid?.toLowerCase() === exit.stopCloid.toLowerCase(),
    );
    const review = reviewExit(
      exit,
      {
        szi: position ? Number(position.position.szi) : 0,
        stop: standing,
        // The ATR does not matter here: the tab proposes the move, the server checks its rules.
        market: { price: market.markPrice, atr: null, szDecimals: market.szDecimals },
        now: now(),
      },
      MIN_STOP_MOVE_INTERVAL_MS,
    );
    if (review.kind === "closed") return this.#ended(exit);
    if (review.kind === "missing") {
      await store.update(address, coin, { status: "missing" }, now());
      await this.#record(exit, { kind: "stopMissing", from: exit.stop, to: null, reason: null });
      if (move) throw new AppError("NO_STOP", { detail: { key: "errorDetail.stopGone", params: { coin } } });
      return;
    }
    if (!move || !standing) {
      if (review.state.extreme !== exit.extreme || review.state.stop !== exit.stop) {
        await store.update(address, coin, { extreme: review.state.extreme, stop: review.state.stop }, now());
      }
      return;
    }
    const to = await this.#checkMove(exit, move, market, standing);
    const answer = await this.#deps.transport
      .request("exchange", {
        action: move.signed.action,
        nonce: move.signed.nonce,
        signature: move.signed.signature,
      })
      .catch((cause: unknown) => {
        throw new AppError("EXCHANGE_ERROR", { detail: { key: "errorDetail.stopMoveNotSent" }, cause });
      });
    const status = statusesFromResponse(answer)?.[0];
    if (!status || status.kind === "rejected") {
      const body = answer as { response?: unknown };
      const reason =
        status?.kind === "rejected"
          ? status.error
          : typeof body?.response === "string"
            ? body.response
            : "no answer";
      await store.update(address, coin, { extreme: review.state.extreme }, now());
      throw new AppError("EXCHANGE_ERROR", { detail: exchangeRefusalDetail(reason) });
    }
    const at = now();
    await store.update(
      address,
      coin,
      { extreme: review.state.extreme, stop: Number(to), lastMoveAt: at },
      at,
    );
    await this.#record(exit, {
      kind: "stopMoved",
      from: Number(standing.triggerPx),
      to: Number(to),
      reason: exit.policy.kind === "breakEven" ? "breakEven" : "trailing",
    });
  }

  /**
   * The move's trigger price after checking it is the managed stop's own `batchModify` (by cloid, same size,
   * reduce-only stop-market, as the server's manager builds it), signed by an agent the wallet authorised, and
   * within the exit rules. VALIDATION_ERROR (or the agent's refusal) otherwise; nothing is sent then.
   */
  async #checkMove(
    exit: StoredExit,
    move: { readonly agent: `0x${string}`; readonly signed: SignedAction },
    market: AssetMarket,
    standing: StandingStop,
  ): Promise<string> {
    const invalid = (key: CoreMessageKey & `errorDetail.stopMove.${string}`) =>
      new AppError("VALIDATION_ERROR", { detail: { key } });
    const decoded = BATCH_MODIFY["~standard"].validate(move.signed.action);
    if (decoded instanceof Promise || decoded.issues) throw invalid("errorDetail.stopMove.oneBatchModify");
    const [modify, ...others] = decoded.value.modifies;
    if (!modify || others.length > 0) throw invalid("errorDetail.stopMove.oneOrder");
    if (String(modify.oid).toLowerCase() !== exit.stopCloid.toLowerCase())
      throw invalid("errorDetail.stopMove.byCloid");
    const order = modify.order;
    const trigger = "trigger" in order.t ? order.t.trigger : undefined;
    if (!trigger) throw invalid("errorDetail.stopMove.keepsTrigger");
    const expected = movedStopWire({
      side: exit.side,
      assetIndex: market.assetIndex,
      szDecimals: market.szDecimals,
      triggerPx: trigger.triggerPx,
      size: standing.sz,
      cloid: exit.stopCloid as `0x${string}`,
    });
    const same =
      expected !== null &&
      order.a === expected.a &&
      order.b === expected.b &&
      order.p === expected.p &&
      order.s === expected.s &&
      order.r === true &&
      trigger.isMarket &&
      trigger.tpsl === "sl" &&
      order.c?.toLowerCase() === expected.c.toLowerCase();
    if (!same) throw invalid("errorDetail.stopMove.keepsStop");
    const refusal = stopMoveRefusal({
      side: exit.side,
      from: Number(standing.triggerPx),
      to: trigger.triggerPx,
      mark: market.markPrice,
      szDecimals: market.szDecimals,
      lastMoveAt: exit.lastMoveAt,
      now: this.#deps.now(),
    });
    if (refusal) throw invalid(`errorDetail.stopMove.${refusal}`);
    const recovered = await recoverActionSigner({
      action: move.signed.action,
      nonce: move.signed.nonce,
      signature: {
        r: move.signed.signature.r as `0x${string}`,
        s: move.signed.signature.s as `0x${string}`,
        v: move.signed.signature.v,
      },
      isTestnet: true,
    });
    if (!recovered || recovered.signer.toLowerCase() !== move.agent.toLowerCase())
      throw new AppError("INVALID_SIGNATURE", {
        detail: { key: "errorDetail.stopMove.notSignedBy", params: { agent: move.agent } },
      });
    await this.#deps.agents.authorize(exit.address, move.agent);
    return trigger.triggerPx;
  }

  /** The position is gone: a stop hit or a take profit hit as the exchange tells it, else closed otherwise. */
  async #ended(exit: StoredExit): Promise<void> {
    const end = await exitEnd(this.#deps.info, exit.address, exit);
    await this.#deps.store.update(exit.address, exit.coin, { status: "closed" }, this.#deps.now());
    await this.#record(exit, { kind: end.kind, from: exit.stop, to: end.target, reason: null });
  }

  #record(exit: StoredExit, what: Parameters<typeof recordExitEvent>[2]): Promise<void> {
    return recordExitEvent(this.#deps, exit, what);
  }
}
