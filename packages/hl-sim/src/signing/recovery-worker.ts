// The recovery thread's body (see recovery-thread.ts): recovers L1 signers as the main thread would.
// Each message is a batch; its answers come back one by one, in the same order.
import { parentPort } from "node:worker_threads";
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

async function recover(signed: SignedL1Action): Promise<RecoveredL1Signer | null> {
  try {
    return await recoverActionSigner(signed);
  } catch {
    return null;
  }
}

// Each answer leaves as soon as it is ready: the main thread commits the first requests of a batch
// while the rest are recovered here, instead of both threads waiting on each other batch by batch.
parentPort?.on("message", async (batch: readonly RecoveryRequest[]) => {
  for (const { id, signed } of batch) {
    parentPort?.postMessage([{ id, recovered: await recover(signed) }] satisfies RecoveryAnswer[]);
  }
});
