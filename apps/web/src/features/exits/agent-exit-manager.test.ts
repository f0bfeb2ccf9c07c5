import type { AgentExitPorts, ManagedExit } from "@app/core";
import { describe, expect, it } from "vitest";
import { fakeLocks } from "../../../test/fake-locks.ts";
import { type AgentExitStatus, runAgentExitManager } from "./agent-exit-manager.ts";

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

/** A browser-managed ETH stop whose position closed: a pass has something to report. */
const closedExit: ManagedExit = {
  coin: "ETH",
  side: "LONG",
  policy: { kind: "trailing", percent: 1 },
  manager: "browser",
  status: "active",
  entryPrice: 3000,
  initialStop: 2850,
  stop: 2850,
  stopCloid: `0x${"ab".repeat(16)}`,
  extreme: 3000,
  lastMoveAt: null,
  updatedAt: 0,
};

/** A tab: its ports, counting passes, and what it reported. */
function tab(options: { failList?: Error } = {}) {
  let passes = 0;
  const synced: string[] = [];
  const statuses: AgentExitStatus[] = [];
  const changed: string[][] = [];
  const ports: AgentExitPorts = {
    list: async () => {
      passes += 1;
      if (options.failList) throw options.failList;
      return [closedExit];
    },
    look: async () => ({
      positions: new Map(),
      stops: new Map(),
      markets: new Map([["ETH", { price: 3000, szDecimals: 4, assetIndex: 1 }]]),
      time: 0,
    }),
    atr: async () => null,
    sign: async () => {
      throw new Error("nothing to sign");
    },
    sync: async (coin) => {
      synced.push(coin);
    },
  };
  return {
    ports,
    statuses,
    synced,
    changed,
    passes: () => passes,
    report: (status: AgentExitStatus) => statuses.push(status),
  };
}

describe("runAgentExitManager: one tab of a browser moves an agent wallet's stops", () => {
  it("lets one tab lead per address, which passes at once; the other waits and takes over when the first closes", async () => {
    const locks = fakeLocks();
    const first = tab();
    const second = tab();
    // A long poll: the test looks at the first pass of each tab only (no timers raced).
    const start = (which: ReturnType<typeof tab>) =>
      runAgentExitManager({
        address: "0xAbC0000000000000000000000000000000000001",
        ports: () => which.ports,
        report: which.report,
        changed: (outcomes) => which.changed.push(outcomes.map((outcome) => outcome.kind)),
        locks,
        pollMs: 3_600_000,
      });
    const stopFirst = start(first);
    const stopSecond = start(second);
    await flush();
    expect(first.passes()).toBe(1);
    expect(first.synced).toEqual(["ETH"]);
    expect(first.changed).toEqual([["closed"]]);
    expect(first.statuses.at(-1)).toMatchObject({ role: "leading", error: null });
    expect(second.passes()).toBe(0);
    expect(second.statuses.at(-1)).toMatchObject({ role: "waiting" });
    stopFirst();
    await flush();
    expect(second.passes()).toBe(1);
    expect(second.statuses.at(-1)).toMatchObject({ role: "leading" });
    stopSecond();
  });

  it("reports a failed pass on screen and keeps the lead", async () => {
    const failing = tab({ failList: new Error("Sign in again") });
    const stop = runAgentExitManager({
      address: "0xabc0000000000000000000000000000000000002",
      ports: () => failing.ports,
      report: failing.report,
      changed: () => {},
      locks: fakeLocks(),
      pollMs: 3_600_000,
    });
    await flush();
    expect(failing.statuses.at(-1)).toMatchObject({ role: "leading", error: new Error("Sign in again") });
    stop();
  });
});
