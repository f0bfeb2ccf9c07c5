import type { ExecuteResponse, ExitOutcome, OrderResult, OrderToExecuteInput } from "@app/core";
import { ApiError } from "../../api/api-error.ts";
import type { ExitPolicyChange } from "../../api/exits.ts";

/** What setting the exit policies of an agent's execution needs: the session's sign-in, and the save. */
export interface AgentExitDeps {
  /** Signs the session in as the wallet (one signature when it is not yet); throws when it cannot. */
  signIn(): Promise<void>;
  /** `POST /api/exits/policy`. */
  save(change: ExitPolicyChange): Promise<unknown>;
}

/** Whether an order's result left a position with the stop it asked for on the exchange. */
const filledWithStop = (result: OrderResult | undefined) =>
  result?.filled != null &&
  !result.unprotected &&
  result.protectiveOrders.some((order) => order.kind === "stop_loss" && order.success);

/** Why the server would not manage a stop, as the execution's result says it. */
function refusal(error: unknown): ExitOutcome["error"] {
  const code = error instanceof ApiError ? error.body.errorCode : undefined;
  if (code === "SIGN_IN_REQUIRED") return "signedOut";
  if (code === "NO_STOP") return "noStop";
  if (code === "NO_POSITION") return "notFilled";
  return "failed";
}

/**
 * Sets the exit policy each order of an agent-signed execution asked for (issue 36, agent wallet): once the
 * order filled with its stop (a stop this app placed, so it has a client order id), the policy is saved with
 * `manager: "browser"`, and this tab's exit manager moves the stop. That save needs the signed-in session: one
 * sign-in is asked for when some order qualifies; without it, or without a stop, the answer says why, and the
 * stop stays where it was placed (fixed). Answers undefined when no order asked for a policy.
 */
export async function setAgentExits(
  userAddress: string,
  orders: readonly OrderToExecuteInput[],
  results: readonly OrderResult[],
  deps: AgentExitDeps,
): Promise<ExecuteResponse["exits"]> {
  const asked = orders.flatMap((order) =>
    order.exit_policy && order.exit_policy.kind !== "fixed"
      ? [{ coin: order.coin, policy: order.exit_policy }]
      : [],
  );
  if (asked.length === 0) return undefined;
  const ready = asked.filter(({ coin }) => filledWithStop(results.find((result) => result.coin === coin)));
  let session: ExitOutcome["error"] = null;
  if (ready.length > 0) {
    try {
      await deps.signIn();
    } catch {
      session = "signedOut";
    }
  }
  const outcomes: ExitOutcome[] = [];
  for (const { coin, policy } of asked) {
    if (!ready.some((item) => item.coin === coin)) {
      outcomes.push({ coin, set: false, error: "notFilled", manager: "browser" });
    } else if (session) {
      outcomes.push({ coin, set: false, error: session, manager: "browser" });
    } else {
      try {
        await deps.save({ userAddress, coin, policy, manager: "browser" });
        outcomes.push({ coin, set: true, error: null, manager: "browser" });
      } catch (error) {
        outcomes.push({ coin, set: false, error: refusal(error), manager: "browser" });
      }
    }
  }
  return outcomes;
}
