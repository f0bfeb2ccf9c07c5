import { type AgentExitOutcome, type AgentExitPorts, agentExitPass } from "@app/core";
import { type LockManagerLike, requestLeadership } from "../auto-trading/leadership.ts";

/** How often the tab looks at the exchange: the server's manager looks every 2 s; moves stay ≥ 10 s apart. */
export const AGENT_EXIT_POLL_MS = 3_000;

/** What the tab's exit manager is doing for its wallet, for the notice on screen. */
export interface AgentExitStatus {
  /** `leading`: this tab moves the stops; `waiting`: another tab of this browser does. */
  readonly role: "leading" | "waiting";
  /** The last pass's failure (a coin's or the whole pass's), cleared by a pass without one. */
  readonly error: unknown;
  readonly lastPassAt: number | null;
}

/** How the manager runs: its ports, where it reports, and the browser's timers and locks (tests give their own). */
export interface AgentExitManagerOptions {
  readonly address: string;
  ports(): AgentExitPorts;
  report(status: AgentExitStatus): void;
  /** A pass that moved, closed or lost a stop (the positions table refreshes). */
  changed(outcomes: readonly AgentExitOutcome[]): void;
  readonly locks: LockManagerLike | undefined;
  readonly pollMs?: number;
}

/**
 * Runs the browser's exit manager of an agent wallet (the key lives only in this browser): one tab per address
 * leads (a Web Lock named after it, passed on when the tab closes) and runs core's {@link agentExitPass} every
 * {@link AGENT_EXIT_POLL_MS}, one pass at a time. Answers the function that stops it.
 */
export function runAgentExitManager(options: AgentExitManagerOptions): () => void {
  let stopped = false;
  let handle: ReturnType<typeof setTimeout> | undefined;
  const pollMs = options.pollMs ?? AGENT_EXIT_POLL_MS;
  options.report({ role: "waiting", error: null, lastPassAt: null });

  const pass = async () => {
    if (stopped) return;
    let error: unknown = null;
    try {
      const outcomes = await agentExitPass(options.ports());
      error = outcomes.find((outcome) => outcome.kind === "failed")?.error ?? null;
      if (outcomes.some((outcome) => outcome.kind !== "held" && outcome.kind !== "failed")) {
        options.changed(outcomes);
      }
    } catch (cause) {
      error = cause;
    }
    if (stopped) return;
    options.report({ role: "leading", error, lastPassAt: Date.now() });
    handle = setTimeout(() => void pass(), pollMs);
  };

  const release = requestLeadership(
    `agent-exits:${options.address.toLowerCase()}`,
    () => {
      if (stopped) return;
      options.report({ role: "leading", error: null, lastPassAt: null });
      void pass();
    },
    options.locks,
  );
  return () => {
    stopped = true;
    clearTimeout(handle);
    release();
  };
}
