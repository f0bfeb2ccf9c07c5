import type { CommitTurn } from "./handle-exchange.ts";

/**
 * Keeps commits in arrival order without a promise chain: each request takes a number as it
 * arrives; a commit whose number is next runs at once (synchronously), and the later ones that were
 * ready meanwhile run right after it in the same turn. A request whose verification is still going
 * on holds up only those that arrived after it.
 */
export class ArrivalOrder {
  #arrived = 0;
  #committed = 0;
  /** Commits ready to run, by arrival number, waiting for an earlier request. */
  readonly #ready = new Map<number, () => void>();

  readonly arrive = (): CommitTurn => {
    const number = this.#arrived++;
    return (commit) =>
      new Promise((resolve, reject) => {
        const run = () => {
          try {
            resolve(commit());
          } catch (error) {
            reject(error);
          }
        };
        if (number !== this.#committed) {
          this.#ready.set(number, run);
          return;
        }
        run();
        this.#committed += 1;
        for (let next = this.#ready.get(this.#committed); next; next = this.#ready.get(this.#committed)) {
          this.#ready.delete(this.#committed);
          next();
          this.#committed += 1;
        }
      });
  };
}
