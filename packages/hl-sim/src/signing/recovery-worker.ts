// The recovery thread's body (see recovery-thread.ts): recovers L1 signers as the main thread would.
// Requests come in batches on the port handed over at start; answers go back in the same order, a
// few at a time.
import { type MessagePort, receiveMessageOnPort, workerData } from "node:worker_threads";
import {
  type RecoveredL1Signer,
  recoverActionSigner,
  type SignedL1Action,
} from "@app/core/signing/recover-signer";

/** A request to the recovery thread. */
export interface RecoveryRequest {
  readonly id: number;
  readonly signed: SignedL1Action;
}

/** Its answer: the signer, or null when nothing can be recovered. */
export interface RecoveryAnswer {
  readonly id: number;
  readonly recovered: RecoveredL1Signer | null;
}

/** What the thread is started with. */
export interface RecoveryWorkerData {
  readonly port: MessagePort;
}

/**
 * Answers sent together at most. Each message costs both threads tens of µs (a wake-up, a clone):
 * one per answer came to a third of a recovery's own cost. A group leaves as soon as it is full
 * or nothing else is waiting, so the main thread still commits the first requests of a batch while
 * the rest are recovered here.
 */
const ANSWERS_PER_MESSAGE = 4;

const { port } = workerData as RecoveryWorkerData;
const queue: RecoveryRequest[] = [];

async function recover(signed: SignedL1Action): Promise<RecoveredL1Signer | null> {
  try {
    return await recoverActionSigner(signed);
  } catch {
    return null;
  }
}

/** Takes the batches that arrived meanwhile (without going back to the event loop). */
function receiveWaiting(): void {
  for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
    queue.push(...(message.message as RecoveryRequest[]));
  }
}

let draining = false;

async function drain(): Promise<void> {
  draining = true;
  let answers: RecoveryAnswer[] = [];
  for (let request = queue.shift(); request; request = queue.shift()) {
    answers.push({ id: request.id, recovered: await recover(request.signed) });
    if (queue.length === 0) receiveWaiting();
    if (answers.length >= ANSWERS_PER_MESSAGE || queue.length === 0) {
      port.postMessage(answers);
      answers = [];
    }
  }
  draining = false;
}

port.on("message", (batch: RecoveryRequest[]) => {
  queue.push(...batch);
  if (!draining) void drain();
});
