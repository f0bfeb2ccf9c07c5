// The recovery thread's body (see recovery-thread.ts): recovers L1 signers as the main thread would.
// Each message is a batch; the answer is one batch, in the same order.
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

parentPort?.on("message", async (batch: readonly RecoveryRequest[]) => {
  const answers: RecoveryAnswer[] = [];
  for (const { id, signed } of batch) answers.push({ id, recovered: await recover(signed) });
  parentPort?.postMessage(answers);
});
