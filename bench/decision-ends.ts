import { ReplyScanner } from "@app/server/ai/reply-scanner";
import type { FakeCall } from "../apps/server/test/support/fake-provider-server.ts";

/**
 * When the fake provider wrote the piece that completed each coin's decision of a streamed reply, on this
 * process's `performance.now()` clock.
 */
export function decisionEnds(call: FakeCall): Map<string, number> {
  const scanner = new ReplyScanner();
  const ends = new Map<string, number>();
  for (const piece of call.sent)
    for (const part of scanner.push(piece.text))
      if (part.type === "decision") ends.set(String((part.value as { coin?: unknown }).coin), piece.at);
  return ends;
}
