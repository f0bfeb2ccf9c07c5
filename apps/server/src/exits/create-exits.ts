import type { ProtectionStore } from "../db/protection-store.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { notifyExitEvent } from "../notifications/trade-events.ts";
import { ExitEventBus } from "./exit-events.ts";
import { ExitManager, type ExitManagerDeps, type ExitManagerOptions } from "./exit-manager.ts";
import { ExitPolicies } from "./exit-policies.ts";
import { ProtectionWatch } from "./protection-watch.ts";

/** The server's exits, wired together by {@link createExits}. */
export interface ServerExits {
  /** Every exit event (stop moved, hit, missing …), each also told to the wallet's notification channels. */
  readonly exitEvents: ExitEventBus;
  /** The policies users set through the API. */
  readonly exits: ExitPolicies;
  /** What moves the stops on the exchange (started by the server once everything is wired). */
  readonly exitManager: ExitManager;
}

/** The exit event bus, the policies and the manager of one server, sharing the store, the exchange and the clock. */
export function createExits(
  deps: Omit<ExitManagerDeps, "events" | "protections"> & {
    readonly notifier: Notifier;
    readonly protections: ProtectionStore;
  },
  options: ExitManagerOptions,
): ServerExits {
  const exitEvents = new ExitEventBus((error) =>
    deps.log.error({ err: error }, "exit event listener failed"),
  );
  exitEvents.subscribe((event) => notifyExitEvent(deps.notifier, event));
  const exits = new ExitPolicies(deps.store, deps.info, deps.markets, exitEvents, deps.now);
  const protections = new ProtectionWatch({
    store: deps.protections,
    info: deps.info,
    now: deps.now,
    tell: async (hit) =>
      exitEvents.emit(await deps.store.record({ ...hit, at: deps.now(), manager: "server", reason: null })),
  });
  const exitManager = new ExitManager({ ...deps, events: exitEvents, protections }, options);
  return { exitEvents, exits, exitManager };
}
