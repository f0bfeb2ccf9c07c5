import type { ExitPolicy, TradingDecision } from "@app/core";
import type { TestAnswer, TestServer } from "./test-server.ts";

/** The order the Execute button sends for an analysed BUY decision: its size, leverage, stop and target. */
export function buyOrderOf(decision: TradingDecision) {
  return {
    coin: decision.coin,
    side: "BUY",
    quantity: decision.quantity,
    leverage: decision.leverage,
    stop_loss: decision.stop_loss,
    take_profit: decision.take_profit,
  } as const;
}

/**
 * Executes one analysed BUY decision in server mode as the Execute button sends it (its size, leverage, stop
 * and target, and an exit policy when one goes with it), under `idempotencyKey`; answers the route's answer.
 */
export function executeBuyDecision(
  server: TestServer,
  session: { cookie: string; address: string },
  decision: TradingDecision,
  idempotencyKey: string,
  exitPolicy?: ExitPolicy,
): Promise<TestAnswer> {
  return server.post(
    "/api/signing/execute-with-agent",
    {
      mode: "server",
      userAddress: session.address,
      orders: [{ ...buyOrderOf(decision), ...(exitPolicy ? { exit_policy: exitPolicy } : {}) }],
    },
    { cookie: session.cookie, "idempotency-key": idempotencyKey },
  );
}
