import type { PreviousDecision, TradingDecision } from "@app/core";

/** Most addresses whose last decisions are remembered; the oldest is forgotten first. */
const MAX_ADDRESSES = 10_000;

/**
 * The last actionable decision per address and coin, so the next prompt can remind the model of the
 * exit plan it gave for a position it opened. Kept in memory: a restart forgets the plans, not the positions.
 */
export class DecisionMemory {
  readonly #byAddress = new Map<string, Map<string, PreviousDecision>>();

  /** Remembers the BUY, SELL and CLOSE decisions of an analysis; HOLD keeps the earlier plan. */
  remember(address: string, decisions: readonly TradingDecision[], time: number): void {
    const key = address.toLowerCase();
    const plans = this.#byAddress.get(key) ?? new Map<string, PreviousDecision>();
    for (const decision of decisions) {
      if (decision.action === "HOLD") continue;
      if (decision.action === "CLOSE") {
        plans.delete(decision.coin);
        continue;
      }
      plans.set(decision.coin, {
        action: decision.action,
        stopLoss: decision.stop_loss,
        takeProfit: decision.take_profit,
        reasoning: decision.reasoning,
        time,
      });
    }
    this.#byAddress.delete(key);
    this.#byAddress.set(key, plans);
    if (this.#byAddress.size > MAX_ADDRESSES) {
      const oldest = this.#byAddress.keys().next().value;
      if (oldest !== undefined) this.#byAddress.delete(oldest);
    }
  }

  /** The remembered plan of an address for a coin. */
  recall(address: string, coin: string): PreviousDecision | undefined {
    return this.#byAddress.get(address.toLowerCase())?.get(coin);
  }
}
