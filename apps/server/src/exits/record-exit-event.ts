import type { ExitEvent } from "@app/core";
import type { ExitStore, StoredExit } from "../db/exit-store.ts";
import type { ExitEventBus } from "./exit-events.ts";

/** Records an event of a managed stop, by the manager that manages it, and hands it to the listeners. */
export async function recordExitEvent(
  deps: { readonly store: ExitStore; readonly events: ExitEventBus; now(): number },
  exit: StoredExit,
  what: Pick<ExitEvent, "kind" | "from" | "to" | "reason">,
): Promise<void> {
  const event = await deps.store.record({
    address: exit.address,
    coin: exit.coin,
    at: deps.now(),
    manager: exit.manager,
    ...what,
  });
  deps.events.emit(event);
}
