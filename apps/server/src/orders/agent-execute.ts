import { type AgentExecuteRequest, AppError } from "@app/core";
import { worstFillNotional } from "@app/core/trading/order-planner";
import type { AgentService } from "../services/agent-service.ts";
import { checkRelayedLeverage, l1Signer, ordersOf } from "./agent-actions.ts";
import { notSignedBy, type SigningService } from "./agent-signing.ts";
import type { TradeOutcome, TradingService } from "./record.ts";

/**
 * Agent-mode execution: every action must be signed by an agent the exchange lists for the main
 * wallet and that is registered here unexpired; no order may exceed the agent's maximum order size.
 * Nothing is sent unless every check passes; then the actions are relayed once per idempotency key.
 */
export class AgentExecution {
  readonly #agents: AgentService;
  readonly #signing: SigningService;
  readonly #trading: TradingService;

  constructor(agents: AgentService, signing: SigningService, trading: TradingService) {
    this.#agents = agents;
    this.#signing = signing;
    this.#trading = trading;
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
    const markets = await this.#signing.marketsByAsset();
    for (const signed of request.actions) {
      for (const order of ordersOf(signed.action)) {
        // Reduce-only orders (closes, stops, targets) only shrink a position: the limit is on new risk.
        if (order.r) continue;
        const market = markets.get(order.a);
        if (!market) {
          throw new AppError("VALIDATION_ERROR", {
            details: `asset ${order.a} is not listed on this exchange`,
          });
        }
        // Valued at the worst price it can fill at: a sell IOC far below the mid still fills at the bids.
        const notional = worstFillNotional(order.b, Number(order.s), Number(order.p), market);
        if (notional > maxOrderSizeUsd) {
          throw new AppError("ORDER_TOO_LARGE", {
            details: `an order of ${notional.toFixed(2)} USDT is above the agent's maximum of ${maxOrderSizeUsd} USDT`,
          });
        }
      }
    }
    return this.#trading.once(
      {
        address: main,
        idempotencyKey,
        mode: "agent",
        signer: agent,
        orders: request.actions,
        ordersAreTheRequest: true,
      },
      main,
      () => this.#signing.relay(main, request.actions),
    );
  }
}
