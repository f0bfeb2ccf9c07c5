import { describe, expect, it } from "vitest";
import type { SignedAction } from "../api/agents.ts";
import type { ManagedExit } from "../api/exits.ts";
import {
  type AgentExitPorts,
  type AgentExitView,
  agentExitPass,
  type StopModifyAction,
} from "./agent-exit-pass.ts";

const NOW = 10_000_000;
const CLOID = `0x${"ab".repeat(16)}` as const;

const managed = (coin: string, overrides: Partial<ManagedExit> = {}): ManagedExit => ({
  coin,
  side: "LONG",
  policy: { kind: "trailing", percent: 1 },
  manager: "browser",
  status: "active",
  entryPrice: 3000,
  initialStop: 2850,
  stop: 2850,
  stopCloid: CLOID,
  extreme: 3000,
  lastMoveAt: null,
  updatedAt: 0,
  ...overrides,
});

const view = (mark: number, overrides: Partial<AgentExitView> = {}): AgentExitView => ({
  positions: new Map([["ETH", 0.05]]),
  stops: new Map([[CLOID, { triggerPx: "2850", sz: "0.05" }]]),
  markets: new Map([["ETH", { price: mark, szDecimals: 4, assetIndex: 1 }]]),
  time: NOW,
  ...overrides,
});

/** Ports that answer `exits` and `seen`, and write down what was signed and synced. */
function fakePorts(exits: ManagedExit[], seen: AgentExitView) {
  const signed: StopModifyAction[] = [];
  const synced: { coin: string; move: SignedAction | undefined }[] = [];
  const ports: AgentExitPorts = {
    list: async () => exits,
    look: async () => seen,
    atr: async () => null,
    sign: async (action) => {
      signed.push(action);
      return { action: { ...action }, nonce: 1, signature: { r: "0x1", s: "0x2", v: 27 } };
    },
    sync: async (coin, move) => {
      synced.push({ coin, move });
    },
  };
  return { ports, signed, synced };
}

describe("agentExitPass: the browser's exit manager decides as the server's", () => {
  it("moves a trailing stop by a batchModify of its cloid, same size, signed by the agent, then has the server relay it", async () => {
    // Best mark 3,100: 1 % under is 3,069 on the tick.
    const { ports, signed, synced } = fakePorts([managed("ETH")], view(3100));
    expect(await agentExitPass(ports)).toEqual([{ coin: "ETH", kind: "moved", to: 3069 }]);
    expect(signed).toEqual([
      {
        type: "batchModify",
        modifies: [
          {
            oid: CLOID,
            order: {
              a: 1,
              b: false,
              // The stop-market's limit 10 % through the trigger, as the order path places stops.
              p: "2762.1",
              s: "0.05",
              r: true,
              t: { trigger: { isMarket: true, triggerPx: "3069", tpsl: "sl" } },
              c: CLOID,
            },
          },
        ],
      },
    ]);
    expect(synced.map((item) => [item.coin, item.move?.nonce])).toEqual([["ETH", 1]]);
  });

  it("holds within 10 s of the last move and only reports a new best mark", async () => {
    const { ports, signed, synced } = fakePorts([managed("ETH", { lastMoveAt: NOW - 9_999 })], view(3100));
    expect(await agentExitPass(ports)).toEqual([{ coin: "ETH", kind: "held" }]);
    expect(signed).toEqual([]);
    expect(synced).toEqual([{ coin: "ETH", move: undefined }]);
  });

  it("reports a stop gone by hand and a closed position without signing anything, and skips what it does not manage", async () => {
    const exits = [
      managed("ETH"),
      managed("BTC", { stopCloid: `0x${"cd".repeat(16)}` }),
      managed("SOL", { manager: "server" }),
      managed("DOGE", { status: "missing" }),
    ];
    const seen = view(3000, {
      positions: new Map([["ETH", 0.05]]),
      stops: new Map(),
      markets: new Map([
        ["ETH", { price: 3000, szDecimals: 4, assetIndex: 1 }],
        ["BTC", { price: 90_000, szDecimals: 5, assetIndex: 0 }],
      ]),
    });
    const { ports, signed, synced } = fakePorts(exits, seen);
    expect(await agentExitPass(ports)).toEqual([
      { coin: "ETH", kind: "missing" },
      { coin: "BTC", kind: "closed" },
    ]);
    expect(signed).toEqual([]);
    expect(synced).toEqual([
      { coin: "ETH", move: undefined },
      { coin: "BTC", move: undefined },
    ]);
  });

  it("answers one coin's failure and still manages the others; reads the exchange only when it manages a stop", async () => {
    const exits = [managed("ETH"), managed("BTC", { stopCloid: `0x${"cd".repeat(16)}` })];
    const { ports } = fakePorts(exits, view(3100));
    const failing: AgentExitPorts = {
      ...ports,
      sign: async () => {
        throw new Error("the wallet refused to unlock the agent");
      },
    };
    const outcomes = await agentExitPass(failing);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["failed", "failed"]);
    expect(outcomes[1]).toMatchObject({ coin: "BTC", error: new Error("BTC is not listed on the exchange") });
    let looked = false;
    const idle = fakePorts([managed("ETH", { manager: "server" })], view(3100)).ports;
    expect(
      await agentExitPass({
        ...idle,
        look: async () => {
          looked = true;
          return view(3100);
        },
      }),
    ).toEqual([]);
    expect(looked).toBe(false);
  });
});
