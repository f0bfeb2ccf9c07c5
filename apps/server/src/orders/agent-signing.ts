import {
  AppError,
  type ExecutionData,
  type Message,
  type OrderResult,
  type OrderToExecute,
  type ProtectiveOrderResult,
  type SignedAction,
  summarizeResults,
  translate,
} from "@app/core";
import { type PlanLimits, planOrders } from "@app/core/trading/order-planner";
import type { IRequestTransport } from "@nktkas/hyperliquid";
import type { AssetMarket, MarketData } from "../exchange/market-data.ts";
import { ordersOf } from "./agent-actions.ts";
import {
  emptyOrderResult,
  messageFields,
  reasonFields,
  statusesFromResponse,
  statusFields,
} from "./exchange-statuses.ts";
import { storedPlanOf } from "./plan.ts";
import { buildProtection, isUnprotected } from "./protect.ts";
import { newClientOrderId, wireOf } from "./wire.ts";

/** One exchange action for the agent to sign, and the order of the request it belongs to. */
export interface PreparedAction {
  readonly kind: "updateLeverage" | "order" | "cancel";
  readonly orderIndex: number;
  readonly action: Record<string, unknown>;
}

/** Prepared actions, and the orders that cannot be sent with why. */
export interface Prepared {
  readonly actions: PreparedAction[];
  readonly rejected: { orderIndex: number; error: string; errorMessage?: Message }[];
}

/**
 * Agent mode without handing over keys: the server turns orders into exact exchange actions (tick and
 * lot rounding, IOC market orders with a bounded price, leverage, TP/SL as reduce-only triggers in a
 * normalTpsl group, a cloid on every order); the browser signs them with the agent key; the server
 * relays them and reads what happened to each order.
 */
export class AgentRelay {
  readonly #marketData: MarketData;
  readonly #transport: IRequestTransport;

  /** `transport` retries timeouts, 429 and 5xx (RetryingTransport). */
  constructor(marketData: MarketData, transport: IRequestTransport) {
    this.#marketData = marketData;
    this.#transport = transport;
  }

  /** The markets by exchange asset index, as signed orders name them. */
  async marketsByAsset(): Promise<Map<number, AssetMarket>> {
    const { markets } = await this.#marketData.snapshot();
    return new Map([...markets.values()].map((market) => [market.assetIndex, market]));
  }

  /**
   * The exchange actions that execute `orders`, in the order they must be signed and sent. Every order
   * passes the order planner first; a refused one is answered with its reason and gets no action.
   */
  async prepare(orders: readonly OrderToExecute[], limits: PlanLimits = {}): Promise<Prepared> {
    const { markets } = await this.#marketData.snapshot();
    const plan = planOrders(orders, markets, limits);
    const actions: PreparedAction[] = [];
    const rejected: Prepared["rejected"] = plan.rejected.map((refused) => ({
      orderIndex: refused.index,
      error: translate(refused.message, "en"),
      errorMessage: refused.message,
    }));
    for (const ready of plan.ready) {
      const { order, market } = ready;
      if (order.leverage && !order.reduceOnly) {
        actions.push({
          kind: "updateLeverage",
          orderIndex: ready.index,
          action: {
            type: "updateLeverage",
            asset: market.assetIndex,
            isCross: true,
            leverage: order.leverage,
          },
        });
      }
      const main = wireOf(ready);
      const [stored] = storedPlanOf([ready]);
      // Signed with the order, before anything is sent: sized to the order (the rule of protect.ts).
      const built = stored
        ? buildProtection(stored, ["take_profit", "stop_loss"], { ordered: Number(main.s) }, () =>
            newClientOrderId(),
          )
        : [];
      const children = built.flatMap((item) => (item.wire ? [item.wire] : []));
      actions.push({
        kind: "order",
        orderIndex: ready.index,
        action: {
          type: "order",
          orders: [main, ...children],
          grouping: children.length > 0 ? "normalTpsl" : "na",
        },
      });
    }
    rejected.sort((a, b) => a.orderIndex - b.orderIndex);
    return { actions, rejected };
  }

  /**
   * Relays signed actions in order and says what happened to every order in them. A timeout or
   * 429/5xx is retried with the same signed body: its nonce lets the exchange apply it only once.
   */
  async relay(account: `0x${string}`, signed: readonly SignedAction[]): Promise<ExecutionData> {
    const byAsset = await this.marketsByAsset();
    /** Each main order's result, and the stops and targets signed with it. */
    const entries: { readonly result: OrderResult; readonly children: ProtectiveOrderResult[] }[] = [];
    for (const item of signed) {
      const sent = await this.#transport
        .request("exchange", { action: item.action, nonce: item.nonce, signature: item.signature })
        .then(
          (value): { ok: true; value: unknown } => ({ ok: true, value }),
          (error: unknown): { ok: false; error: unknown } => ({ ok: false, error }),
        );
      if (item.action.type !== "order") continue;
      const orders = ordersOf(item.action);
      const statuses = sent.ok ? statusesFromResponse(sent.value) : null;
      const failure = sent.ok ? topLevelError(sent.value) : describe(sent.error);
      let owner: ProtectiveOrderResult[] | undefined;
      orders.forEach((order, position) => {
        const coin = byAsset.get(order.a)?.coin ?? `asset ${order.a}`;
        const status = statuses?.[position];
        if ("trigger" in order.t) {
          const { trigger } = order.t;
          owner?.push({
            kind: trigger.tpsl === "sl" ? "stop_loss" : "take_profit",
            triggerPrice: Number(trigger.triggerPx),
            ...(status?.kind === "rejected"
              ? { success: false, ...reasonFields(status) }
              : status
                ? { success: true, error: null }
                : { success: false, ...failure }),
          });
          return;
        }
        const empty = emptyOrderResult(coin, order.b ? "BUY" : "SELL");
        // No statuses: refused as a whole (rejected) or never answered (failed, state unknown).
        const said = status ? statusFields(status) : { ...failure, rejected: sent.ok };
        owner = [];
        entries.push({ result: { ...empty, ...said }, children: owner });
      });
    }
    const results = entries.map(({ result, children }) => {
      const withChildren = { ...result, protectiveOrders: children };
      return { ...withChildren, unprotected: isUnprotected(withChildren) };
    });
    return {
      account,
      results,
      ...summarizeResults(results),
    };
  }
}

/** Why an answered action has no statuses: the exchange's own words, else that it gave none. */
function topLevelError(response: unknown): { error: string; errorMessage?: Message } {
  const body = response as { status?: unknown; response?: unknown };
  if (body?.status === "err" && typeof body.response === "string") return { error: body.response };
  return messageFields({ key: "order.noStatuses" });
}

/** An action the exchange never answered: its fate is unknown, so the user is told to look first. */
function describe(error: unknown): { error: string; errorMessage: Message } {
  const reason = error instanceof Error ? error.message : String(error);
  return messageFields({ key: "order.unconfirmed", params: { reason } });
}

/** Thrown by routes when a signed action is not the agent's. */
export function notSignedBy(agent: string, signer: string): AppError {
  return new AppError("INVALID_SIGNATURE", {
    detail: { key: "errorDetail.signedByOther", params: { signer, agent } },
  });
}
