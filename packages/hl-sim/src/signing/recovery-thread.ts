import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import {
  type RecoveredL1Signer,
  recoverActionSigner,
  type SignedL1Action,
} from "@app/core/signing/recover-signer";
import type { RecoveryAnswer, RecoveryRequest, RecoveryWorkerData } from "./recovery-worker.ts";

/** Recovers an L1 action's signer (recoverActionSigner's contract). */
export type L1Recoverer = (signed: SignedL1Action) => Promise<RecoveredL1Signer | null>;

/**
 * Signature recovery on a second thread, so that under concurrent requests the main thread matches
 * and answers while the other core hashes and recovers (recovery is about two thirds of a signed
 * order's cost). One worker: it answers in the order it was asked, and on two cores a second one
 * would only compete with the main thread. Requests are handed over in batches (those that arrive
 * in one turn of the event loop) and answered a few at a time (recovery-worker.ts), which keeps the
 * hand-over to a few tens of µs each. Started on first use (an exchange answering one request at
 * a time never needs it); it holds the process open only while a recovery is pending. If the thread
 * cannot start or dies, its pending requests and every later one are recovered on the main thread:
 * same answers, only slower.
 */
export class RecoveryThread {
  #worker: Worker | null = null;
  /** The main thread's end of the channel requests and answers go through. */
  #port: MessagePort | null = null;
  #broken = false;
  #nextId = 0;
  #outbox: RecoveryRequest[] = [];
  readonly #pending = new Map<
    number,
    { signed: SignedL1Action; resolve: (recovered: RecoveredL1Signer | null) => void }
  >();

  /** Recoveries sent to the thread and not answered yet. */
  get pending(): number {
    return this.#pending.size;
  }

  readonly recover: L1Recoverer = (signed) => {
    const worker = this.#start();
    if (!worker) return recoverActionSigner(signed);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#port?.ref();
    return new Promise((resolve) => {
      this.#pending.set(id, { signed, resolve });
      if (this.#outbox.length === 0) setImmediate(() => this.#flush());
      this.#outbox.push({ id, signed });
    });
  };

  #flush(): void {
    const batch = this.#outbox;
    this.#outbox = [];
    // Closed or broken meanwhile: the pending requests were recovered here already.
    if (this.#worker) this.#port?.postMessage(batch);
  }

  /** Stops the thread; later recoveries run on the main thread. */
  close(): void {
    this.#broken = true;
    const worker = this.#worker;
    this.#worker = null;
    this.#port?.close();
    this.#port = null;
    void worker?.terminate();
    this.#recoverPendingHere();
  }

  #start(): Worker | null {
    if (this.#worker || this.#broken) return this.#worker;
    try {
      // A channel of its own rather than the worker's parentPort, so the thread can take the
      // requests that arrived while it recovered without going back to its event loop.
      const { port1, port2 } = new MessageChannel();
      const workerData: RecoveryWorkerData = { port: port2 };
      const worker = new Worker(new URL("./recovery-worker.ts", import.meta.url), {
        workerData,
        transferList: [port2],
      });
      worker.unref();
      port1.on("message", (answers: readonly RecoveryAnswer[]) => {
        for (const { id, recovered } of answers) {
          const waiting = this.#pending.get(id);
          if (!waiting) continue;
          this.#pending.delete(id);
          waiting.resolve(recovered);
        }
        if (this.#pending.size === 0) port1.unref();
      });
      // Listening refs the port: it holds the process open only while a recovery is pending.
      port1.unref();
      this.#port = port1;
      const fail = () => {
        if (this.#worker !== worker) return;
        this.#broken = true;
        this.#worker = null;
        this.#port?.close();
        this.#port = null;
        this.#recoverPendingHere();
      };
      worker.on("error", fail);
      worker.on("exit", fail);
      this.#worker = worker;
    } catch {
      this.#broken = true;
    }
    return this.#worker;
  }

  #recoverPendingHere(): void {
    this.#outbox = [];
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const { signed, resolve } of pending) {
      recoverActionSigner(signed).then(resolve, () => resolve(null));
    }
  }
}
