import {
  type AgentExecuteRequest,
  AppError,
  type Message,
  type OrderResult,
  type SignedAction,
  summarizeResults,
  translate,
} from "@app/core";
import { worstFillNotional } from "@app/core/trading/order-planner";
import type { AgentService } from "../services/agent-service.ts";
import { checkRelayedLeverage, l1Signer, ordersOf } from "./agent-actions.ts";
import { type AgentRelay, notSignedBy } from "./agent-signing.ts";
import { emptyOrderResult } from "./exchange-statuses.ts";
import type { ExecutionLedger, TradeOutcome } from "./record.ts";

/**
 * Agent-mode execution: every action must be signed by an agent the exchange lists for the main
 * wallet and that is registered here unexpired, or nothing is sent. An order above the agent's maximum
 * order size is refused alone (its action and its coin's leverage action are not relayed), the others go
 * on; the actions are relayed once per idempotency key.
 */
export class AgentExecution {
  readonly #agents: AgentService;
  readonly #relay: AgentRelay;
  readonly #ledger: ExecutionLedger;

  constructor(agents: AgentService, relay: AgentRelay, ledger: ExecutionLedger) {
    this.#agents = agents;
    this.#relay = relay;
    this.#ledger = ledger;
  }

  /** Checks and relays the agent's signed actions for its main wallet. */
  async execute(request: AgentExecuteRequest, idempotencyKey: string): Promise<TradeOutcome> {
    const main = request.mainWalletAddress;
    const agent = request.agentAddress;
    for (const signed of request.actions) {
      checkRelayedLeverage(signed.action);
      const signer = await l1Signer(signed);
      if (signer !== agent) throw notSignedBy(agent, signer);
    }
    const { maxOrderSizeUsd } = await this.#agents.authorize(main, agent);
    const markets = await this.#relay.marketsByAsset();
    const refused = new Map<SignedAction, OrderResult>();
    for (const signed of request.actions) {
      for (const order of ordersOf(signed.action)) {
        // Reduce-only orders (closes, stops, targets) only shrink a position: the limit is on new risk.
        if (order.r) continue;
        const market = markets.get(order.a);
        if (!market) {
          throw new AppError("VALIDATION_ERROR", {
            detail: { key: "errorDetail.assetNotListed", params: { asset: order.a } },
          });
        }
        // Valued at the worst price it can fill at: a sell IOC far below the mid still fills at the bids.
        const notional = worstFillNotional(order.b, Number(order.s), Number(order.p), market);
        if (!(notional <= maxOrderSizeUsd)) {
          const message: Message = {
            key: "plan.agentMax",
            params: { value: notional.toFixed(2), max: maxOrderSizeUsd },
          };
          refused.set(signed, {
            ...emptyOrderResult(market.coin, order.b ? "BUY" : "SELL"),
            rejected: true,
            error: translate(message, "en"),
            errorMessage: message,
          });
          break;
        }
      }
    }
    const relayed = withoutRefused(request.actions, refused);
    return this.#ledger.once(
      {
        address: main,
        idempotencyKey,
        mode: "agent",
        signer: agent,
        orders: request.actions,
        ordersAreTheRequest: true,
      },
      main,
      async () => {
        const data = await this.#relay.relay(main, relayed);
        const results = [...data.results, ...refused.values()];
        return { ...data, results, ...summarizeResults(results) };
      },
    );
  }
}

const assetsOf = (signed: SignedAction) => new Set(ordersOf(signed.action).map((order) => order.a));

/**
 * The actions to relay without the refused order actions, nor the leverage actions of coins that only
 * refused orders trade (a leverage change for an order that is not sent would change a position's risk).
 */
function withoutRefused(actions: readonly SignedAction[], refused: ReadonlyMap<SignedAction, OrderResult>) {
  if (refused.size === 0) return actions;
  const kept = actions.filter((signed) => !refused.has(signed));
  const traded = new Set(kept.flatMap((signed) => [...assetsOf(signed)]));
  const dropped = new Set([...refused.keys()].flatMap((signed) => [...assetsOf(signed)]));
  return kept.filter((signed) => {
    if (signed.action.type !== "updateLeverage") return true;
    const asset = signed.action.asset;
    return typeof asset !== "number" || !dropped.has(asset) || traded.has(asset);
  });
}
