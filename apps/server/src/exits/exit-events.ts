import type { ExitEvent } from "@app/core";

/**
 * Where exit events go once recorded (issue 36): a stop moved, a stop hit, a stop found missing ("position left
 * without protection"), a position closed, a policy set. The notifications outbox subscribes here; a listener
 * that throws or is slow never delays or breaks the manager.
 */
export class ExitEventBus {
  readonly #listeners = new Set<(event: ExitEvent) => unknown>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void) {
    this.#onError = onError;
  }

  /** Calls `listener` with every recorded exit event from now on; answers the unsubscribe. */
  subscribe(listener: (event: ExitEvent) => unknown): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Hands a recorded event to every listener without waiting for them. */
  emit(event: ExitEvent): void {
    for (const listener of this.#listeners) {
      try {
        const outcome = listener(event);
        if (outcome instanceof Promise) outcome.catch(this.#onError);
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
