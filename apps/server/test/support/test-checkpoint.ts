import { noUsage } from "../../src/replay/replay-model.ts";
import type { ReplayRunCheckpoint } from "../../src/replay/replay-service.ts";

/** A test replay's checkpoint after `done` steps that held every coin and never traded (tests only). */
export function holdingCheckpoint(done: number): ReplayRunCheckpoint {
  return {
    sim: {
      step: done,
      account: { cash: 1_000, positions: [], feesPaid: 0, fundingPaid: 0 },
      equity: [],
      trades: [],
      rejections: [],
    },
    steps: done,
    decisions: { buy: 0, sell: 0, close: 0, hold: done },
    usage: noUsage(),
    memory: [],
  };
}
